// The client of SES.HOSPEDAJES' Servicio de Comunicación (MIR-HOSPE-DSI-WS
// v3.1.3): HTTP Basic credentials (§2.2), an alta of partes answered with a
// lot number (asynchronous: the service processes it later, §2), the lot's
// state and each communication's code or errors by consultaLote (§3.2), a
// sent communication cancelled by its code (operation B, §3.1.1.6), the
// code tables by catalogo (§3.5). Answers other than 0 are the service's
// codes of §5; a timeout or no SOAP is "unavailable" (try again later).
import { bodyOf } from '../xml.ts';
import { parteXml, type SesParte } from './ses-parte.ts';
import {
  anulacionXml,
  catalogoRequest,
  codigoOf,
  comunicacionRequest,
  consultaLoteRequest,
  envelope,
  lotesOf,
  type SesLote,
} from './ses-soap.ts';

export interface SesCredentials {
  /** The service's address (production: https://hospedajes.ses.mir.es/hospedajes-web/ws/v1/comunicacion). */
  address: string;
  /** The web-service user the Ministry gave at registration, and its password. */
  user: string;
  password: string;
  /** codigoArrendador: the landlord's code (10 characters). */
  landlord: string;
  /** codigoEstablecimiento: the establishment's code (10 characters). */
  establishment: string;
}

/** The name Hospes sends as `aplicacion` (String(50)). */
export const SES_APPLICATION = 'Hospes';

/** The service did not answer, or answered no SOAP (try again later). */
export class SesUnavailableError extends Error {}
/** The service refused the request itself (manual §5): its code and words. */
export class SesRefusedError extends Error {
  constructor(
    readonly codigo: number,
    readonly descripcion: string,
  ) {
    super(`${codigo} ${descripcion}`);
  }
}

const TIMEOUT_MS = 20_000;
/** consultaLote answers at most 10 lots per request (§3.2). */
export const MAX_LOTES = 10;
/** An alta carries at most 100 communications (§3.1, configurable by the Ministry). */
export const MAX_COMUNICACIONES = 100;

export class SesClient {
  constructor(
    private readonly credentials: SesCredentials,
    private readonly deps: { fetch?: typeof fetch } = {},
  ) {}

  private async call(body: string) {
    const { user, password, address } = this.credentials;
    let response: Response;
    try {
      response = await (this.deps.fetch ?? fetch)(address, {
        method: 'POST',
        headers: {
          'content-type': 'text/xml; charset=utf-8',
          soapaction: '',
          authorization: `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`,
        },
        body: envelope(body),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw new SesUnavailableError(`SES.HOSPEDAJES did not answer: ${(error as Error).message}`);
    }
    if (response.status === 401 || response.status === 403)
      throw new SesRefusedError(10107, 'Usuario incorrecto');
    const result = bodyOf(await response.text());
    // No SOAP, or a SOAP fault: the service failed, not the request — try again later.
    if (!result || result.localName === 'Fault')
      throw new SesUnavailableError(`SES.HOSPEDAJES answered ${response.status}`);
    return result;
  }

  private async comunicacion(tipoOperacion: 'A' | 'B', solicitud: string): Promise<string> {
    const response = await this.call(
      comunicacionRequest(
        {
          codigoArrendador: this.credentials.landlord,
          aplicacion: SES_APPLICATION,
          tipoOperacion,
          ...(tipoOperacion === 'A' ? { tipoComunicacion: 'PV' as const } : {}),
        },
        solicitud,
      ),
    );
    const { codigo, descripcion, lote } = codigoOf(response, 'respuesta');
    if (codigo !== 0 || !lote) throw new SesRefusedError(codigo, descripcion);
    return lote;
  }

  /** Sends partes (one per stay, at most {@link MAX_COMUNICACIONES}); answers the lot's number. */
  sendPartes(partes: readonly SesParte[]): Promise<string> {
    return this.comunicacion('A', parteXml(this.credentials.establishment, partes));
  }

  /** Cancels sent communications by their codes; answers the lot's number. */
  cancel(codigos: readonly string[]): Promise<string> {
    return this.comunicacion('B', anulacionXml(codigos));
  }

  /** The lots' states and, once processed, each communication's code or errors. */
  async lots(lotes: readonly string[]): Promise<SesLote[]> {
    const response = await this.call(consultaLoteRequest(lotes.slice(0, MAX_LOTES)));
    const { codigo, descripcion } = codigoOf(response, 'respuesta');
    if (codigo !== 0) throw new SesRefusedError(codigo, descripcion);
    return lotesOf(response);
  }

  /** A code table (SEXO, TIPO_DOCUMENTO, TIPO_PARENTESCO, TIPO_PAGO …): code → description. */
  async catalog(name: string): Promise<{ codigo: string; descripcion: string }[]> {
    const response = await this.call(catalogoRequest(name));
    const { codigo, descripcion } = codigoOf(response, 'resultado');
    if (codigo !== 0) throw new SesRefusedError(codigo, descripcion);
    return [...response.getElementsByTagNameNS('*', 'tupla')].map((t) => ({
      codigo: t.getElementsByTagNameNS('*', 'codigo')[0]?.textContent ?? '',
      descripcion: t.getElementsByTagNameNS('*', 'descripcion')[0]?.textContent ?? '',
    }));
  }
}
