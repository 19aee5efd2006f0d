// A local Alloggiati Web web service for tests and the demo (docs/decisions/
// 052): the documented operations (GenerateToken, Authentication_Test,
// Test, Send, Ricevuta) with their envelopes and outcome structures, a
// token that expires, and every record checked per the published layout
// and code tables — a wrong length is error 11 SCHEDINA_FORMATO_NON_CORRETTO,
// a wrong field error 12 SCHEDINA_CAMPO_NON_CORRETTO with the field named,
// an arrival other than today or yesterday (Italy's day) refused, as the
// portal does. A request with an element the operation does not have is a
// SOAP fault: the client must send only what the WSDL names.
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { addDays, zonedDate } from '@hospes/domain';
import { checkRecord, fieldError, OK } from '../alloggiati-check.ts';
import { isoFromItalian, readAlloggiatiRecord } from '../alloggiati-record.ts';
import {
  ALLOGGIATI_NS,
  ALLOGGIATI_OPERATIONS,
  bodyOf,
  childrenOf,
  envelope,
  esitoXml,
  escapeXml,
  textOf,
  type AlloggiatiOperation,
  type Esito,
} from '../alloggiati-soap.ts';

export interface FakeAlloggiatiAccount {
  user: string;
  password: string;
  wsKey: string;
}

export interface FakeAlloggiatiCall {
  operation: string;
  lines: string[];
}

export interface FakeAlloggiati {
  /** The service's address (…/service/Service.asmx). */
  address: string;
  account: FakeAlloggiatiAccount;
  calls: FakeAlloggiatiCall[];
  /** Records taken by Send, per arrival day of Italy. */
  acquired(): { day: string; line: string }[];
  tokensIssued(): number;
  /** Every token issued so far expires now. */
  expireTokens(): void;
  /** The authority's own check refuses the next record of this last name (upper case). */
  refuse(lastName: string, detail: string): void;
  /** The next `times` requests answer HTTP `status` (the service down). */
  fail(status: number, times: number): void;
  close(): Promise<void>;
}

const ROME = 'Europe/Rome';
const callError = (des: string, detail = ''): Esito => ({
  esito: false,
  ErroreCod: '',
  ErroreDes: des,
  ErroreDettaglio: detail,
});

export async function startFakeAlloggiati(
  options: { now?: () => number; tokenLifetimeMs?: number } = {},
): Promise<FakeAlloggiati> {
  const now = options.now ?? Date.now;
  const lifetime = options.tokenLifetimeMs ?? 60 * 60_000;
  const account: FakeAlloggiatiAccount = {
    user: 'BZ000123',
    password: 'fake-password',
    wsKey: 'AAAA-BBBB-CCCC-DDDD',
  };
  const tokens = new Map<string, number>();
  let issued = 0;
  const calls: FakeAlloggiatiCall[] = [];
  const acquired: { day: string; line: string }[] = [];
  const refusals = new Map<string, string>();
  let failure: { status: number; times: number } | null = null;

  const today = () => zonedDate(now(), ROME);
  const respond = (res: ServerResponse, status: number, xml: string) => {
    res.writeHead(status, { 'content-type': 'text/xml; charset=utf-8' });
    res.end(xml);
  };
  const fault = (res: ServerResponse, message: string) =>
    respond(
      res,
      500,
      envelope(
        `<soap:Fault><faultcode>soap:Client</faultcode><faultstring>${escapeXml(message)}</faultstring></soap:Fault>`,
      ),
    );
  const answer = (res: ServerResponse, operation: string, inner: string) =>
    respond(
      res,
      200,
      envelope(`<${operation}Response xmlns="${ALLOGGIATI_NS}">${inner}</${operation}Response>`),
    );
  const tokenValid = (token: string) => (tokens.get(token) ?? 0) > now();

  function records(operation: 'Test' | 'Send', lines: string[]) {
    let previous: string | null = null;
    const outcomes = lines.map((line) => {
      let outcome = checkRecord(line, previous, today());
      const name = readAlloggiatiRecord(line)?.lastName ?? '';
      if (outcome.esito && refusals.has(name)) {
        outcome = fieldError(refusals.get(name)!);
        if (operation === 'Send') refusals.delete(name);
      }
      previous = line.slice(0, 2);
      return outcome;
    });
    if (operation === 'Send')
      lines.forEach((line, i) => {
        if (outcomes[i]!.esito)
          acquired.push({ day: isoFromItalian(line.slice(2, 12)) ?? today(), line });
      });
    const valid = outcomes.filter((o) => o.esito).length;
    return `${esitoXml(`${operation}Result`, OK)}<result><SchedineValide>${valid}</SchedineValide><Dettaglio>${outcomes.map((o) => esitoXml('EsitoOperazioneServizio', o)).join('')}</Dettaglio></result>`;
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    if (failure && failure.times > 0) {
      failure.times -= 1;
      respond(res, failure.status, '');
      return;
    }
    if (req.method !== 'POST' || !req.url?.toLowerCase().startsWith('/service/service.asmx'))
      return respond(res, 404, '');
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = bodyOf(Buffer.concat(chunks).toString('utf8'));
    const operation = body?.localName as AlloggiatiOperation | undefined;
    if (!body || !operation || !(operation in ALLOGGIATI_OPERATIONS))
      return fault(res, 'Unknown operation');
    if (body.namespaceURI !== ALLOGGIATI_NS) return fault(res, 'Wrong namespace');
    const action = String(req.headers.soapaction ?? '').replace(/"/g, '');
    if (action !== `${ALLOGGIATI_NS}/${operation}`) return fault(res, 'Wrong SOAPAction');
    const names = childrenOf(body).map((el) => el.localName);
    const expected: readonly string[] = ALLOGGIATI_OPERATIONS[operation];
    if (names.join() !== expected.join())
      return fault(res, `${operation} takes ${expected.join(', ')}; got ${names.join(', ')}`);
    const lines = (() => {
      const list = childrenOf(body).find((el) => el.localName === 'ElencoSchedine');
      return list ? childrenOf(list).map((el) => el.textContent ?? '') : [];
    })();
    calls.push({ operation, lines });
    const user = textOf(body, 'Utente');
    if (operation === 'GenerateToken') {
      const ok =
        user === account.user &&
        textOf(body, 'Password') === account.password &&
        textOf(body, 'WsKey') === account.wsKey;
      if (!ok)
        return answer(
          res,
          operation,
          `<GenerateTokenResult/>${esitoXml('result', callError('Utente, Password o WsKey errati'))}`,
        );
      const token = randomUUID().replace(/-/g, '');
      issued += 1;
      const issuedAt = new Date(now());
      tokens.set(token, now() + lifetime);
      return answer(
        res,
        operation,
        `<GenerateTokenResult><issued>${issuedAt.toISOString()}</issued><expires>${new Date(now() + lifetime).toISOString()}</expires><token>${token}</token></GenerateTokenResult>${esitoXml('result', OK)}`,
      );
    }
    if (user !== account.user || !tokenValid(textOf(body, 'token'))) {
      const denied = esitoXml(`${operation}Result`, callError('Token non valido o scaduto'));
      return answer(res, operation, denied);
    }
    if (operation === 'Authentication_Test')
      return answer(res, operation, esitoXml('Authentication_TestResult', OK));
    if (operation === 'Test' || operation === 'Send')
      return answer(res, operation, records(operation, lines));
    // Ricevuta: a day of the last 30, not today, on which records were acquired.
    const day = textOf(body, 'Data').slice(0, 10);
    const sent = acquired.filter((a) => a.day === day);
    if (day >= today() || day < addDays(today(), -30) || sent.length === 0)
      return answer(
        res,
        operation,
        esitoXml('RicevutaResult', callError('Ricevuta non disponibile per la data richiesta')),
      );
    const pdf = Buffer.from(
      `%PDF-1.4\n% Ricevuta Alloggiati Web ${day}: ${sent.length} schedine\n%%EOF\n`,
    ).toString('base64');
    return answer(res, operation, `${esitoXml('RicevutaResult', OK)}<PDF>${pdf}</PDF>`);
  }

  const server = createServer((req, res) => {
    handle(req, res).catch(() => respond(res, 500, ''));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    address: `http://127.0.0.1:${port}/service/Service.asmx`,
    account,
    calls,
    acquired: () => [...acquired],
    tokensIssued: () => issued,
    expireTokens: () => {
      for (const token of tokens.keys()) tokens.set(token, 0);
    },
    refuse: (lastName, detail) => refusals.set(lastName.toUpperCase(), detail),
    fail: (status, times) => (failure = { status, times }),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
