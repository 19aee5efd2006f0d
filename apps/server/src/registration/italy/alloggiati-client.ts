// The client of Alloggiati Web's web service (MANUALEWS.pdf Rev. 01): a
// token from GenerateToken(Utente, Password, WsKey), kept until the
// `expires` it names (a minute's margin) and made anew once when a call says
// it is no longer valid; Send answers one outcome per record, in the
// records' order — only the correct ones are acquired; Ricevuta the day's
// signed receipt (PDF) of the last 30 days, today excluded.
import {
  bodyOf,
  child,
  envelope,
  readEsito,
  requestBody,
  textOf,
  type AlloggiatiOperation,
  type Esito,
} from './alloggiati-soap.ts';

export interface AlloggiatiCredentials {
  /** The service's address (https://alloggiatiweb.poliziadistato.it/service/Service.asmx). */
  address: string;
  user: string;
  password: string;
  wsKey: string;
}

/** The service did not answer, or answered no SOAP (try again later). */
export class AlloggiatiUnavailableError extends Error {}
/** The service refused the call itself: credentials, key, token. */
export class AlloggiatiRefusedError extends Error {
  constructor(readonly esito: Esito) {
    super(
      [esito.ErroreCod, esito.ErroreDes, esito.ErroreDettaglio].filter(Boolean).join(' ') ||
        'Refused',
    );
  }
}

export interface RecordOutcome {
  accepted: boolean;
  code: string;
  description: string;
  detail: string;
}

const TIMEOUT_MS = 20_000;
const MARGIN_MS = 60_000;

export class AlloggiatiClient {
  private token: { value: string; expiresAt: number } | null = null;

  constructor(
    private readonly credentials: AlloggiatiCredentials,
    private readonly deps: { fetch?: typeof fetch; now?: () => number } = {},
  ) {}

  private now(): number {
    return (this.deps.now ?? Date.now)();
  }

  private async call(
    operation: AlloggiatiOperation,
    values: Record<string, string | readonly string[]>,
  ) {
    let res: Response;
    try {
      res = await (this.deps.fetch ?? fetch)(this.credentials.address, {
        method: 'POST',
        headers: {
          'content-type': 'text/xml; charset=utf-8',
          soapaction: `"AlloggiatiService/${operation}"`,
        },
        body: envelope(requestBody(operation, values)),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (err) {
      throw new AlloggiatiUnavailableError(`Alloggiati Web did not answer: ${String(err)}`);
    }
    const response = bodyOf(await res.text());
    if (!res.ok || !response || response.localName !== `${operation}Response`)
      throw new AlloggiatiUnavailableError(`Alloggiati Web answered HTTP ${res.status}`);
    return response;
  }

  private async freshToken(): Promise<string> {
    if (this.token && this.token.expiresAt - MARGIN_MS > this.now()) return this.token.value;
    const { user, password, wsKey } = this.credentials;
    const response = await this.call('GenerateToken', {
      Utente: user,
      Password: password,
      WsKey: wsKey,
    });
    const esito = readEsito(child(response, 'result'));
    const info = child(response, 'GenerateTokenResult');
    const value = textOf(info, 'token');
    if (!esito.esito || !value) throw new AlloggiatiRefusedError(esito);
    const expires = Date.parse(textOf(info, 'expires'));
    this.token = {
      value,
      expiresAt: Number.isFinite(expires) ? expires : this.now() + 10 * 60_000,
    };
    return value;
  }

  /** A call with the token; a refusal of the token itself makes a new one, once. */
  private async withToken(
    operation: Exclude<AlloggiatiOperation, 'GenerateToken'>,
    values: Record<string, string | readonly string[]>,
  ) {
    for (let attempt = 0; ; attempt++) {
      const token = await this.freshToken();
      const response = await this.call(operation, {
        Utente: this.credentials.user,
        token,
        ...values,
      });
      const esito = readEsito(child(response, `${operation}Result`));
      if (esito.esito) return response;
      this.token = null;
      if (attempt > 0) throw new AlloggiatiRefusedError(esito);
    }
  }

  /** Whether the credentials and key give a working token ("Test connection"). */
  async check(): Promise<void> {
    await this.withToken('Authentication_Test', {});
  }

  /** Checks (`Test`) or sends (`Send`) records; one outcome per line, in order. */
  async records(operation: 'Test' | 'Send', lines: readonly string[]): Promise<RecordOutcome[]> {
    const response = await this.withToken(operation, { ElencoSchedine: lines });
    const list = child(response, 'Dettaglio');
    const outcomes = list
      ? Array.from(list.getElementsByTagNameNS('*', 'EsitoOperazioneServizio')).map((el) =>
          readEsito(el),
        )
      : [];
    if (outcomes.length !== lines.length)
      throw new AlloggiatiUnavailableError(
        `Alloggiati Web answered ${outcomes.length} outcomes for ${lines.length} records`,
      );
    return outcomes.map((e) => ({
      accepted: e.esito,
      code: e.ErroreCod,
      description: e.ErroreDes,
      detail: e.ErroreDettaglio,
    }));
  }

  /** The signed receipt of a day (`YYYY-MM-DD`), or null when the service has none for it. */
  async receipt(day: string): Promise<Buffer | null> {
    let response;
    try {
      response = await this.withToken('Ricevuta', { Data: `${day}T00:00:00` });
    } catch (err) {
      if (err instanceof AlloggiatiRefusedError) return null;
      throw err;
    }
    const pdf = textOf(response, 'PDF');
    return pdf ? Buffer.from(pdf, 'base64') : null;
  }
}
