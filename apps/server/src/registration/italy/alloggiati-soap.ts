// The SOAP of Alloggiati Web's web service (MANUALEWS.pdf Rev. 01,
// "Documento di Descrizione WS_ALLOGGIATI"; the service's WSDL): SOAP 1.1
// envelopes in the namespace `AlloggiatiService`, SOAPAction
// `AlloggiatiService/<operation>`. Shared by the client and the local fake.
import type { Element } from '@xmldom/xmldom';
import { escapeXml, textOf } from '../xml.ts';

export { bodyOf, child, childrenOf, escapeXml, textOf } from '../xml.ts';

export const ALLOGGIATI_NS = 'AlloggiatiService';
const SOAP_NS = 'http://schemas.xmlsoap.org/soap/envelope/';

/** The operations Hospes uses and the elements of their requests, in order (the WSDL's sequences). */
export const ALLOGGIATI_OPERATIONS = {
  GenerateToken: ['Utente', 'Password', 'WsKey'],
  Authentication_Test: ['Utente', 'token'],
  Test: ['Utente', 'token', 'ElencoSchedine'],
  Send: ['Utente', 'token', 'ElencoSchedine'],
  Ricevuta: ['Utente', 'token', 'Data'],
} as const;
export type AlloggiatiOperation = keyof typeof ALLOGGIATI_OPERATIONS;

/** EsitoOperazioneServizio: the outcome of a call or of one record. */
export interface Esito {
  esito: boolean;
  ErroreCod: string;
  ErroreDes: string;
  ErroreDettaglio: string;
}

export function envelope(body: string): string {
  return `<?xml version="1.0" encoding="utf-8"?><soap:Envelope xmlns:soap="${SOAP_NS}"><soap:Body>${body}</soap:Body></soap:Envelope>`;
}

/** A request's body: the operation's elements (ElencoSchedine as one `string` per line). */
export function requestBody(
  operation: AlloggiatiOperation,
  values: Record<string, string | readonly string[]>,
): string {
  const parts = ALLOGGIATI_OPERATIONS[operation].map((name) => {
    const value = values[name] ?? '';
    const inner =
      typeof value === 'string'
        ? escapeXml(value)
        : value.map((line) => `<string>${escapeXml(line)}</string>`).join('');
    return `<${name}>${inner}</${name}>`;
  });
  return `<${operation} xmlns="${ALLOGGIATI_NS}">${parts.join('')}</${operation}>`;
}

export function esitoXml(name: string, e: Esito): string {
  return `<${name}><esito>${e.esito}</esito><ErroreCod>${escapeXml(e.ErroreCod)}</ErroreCod><ErroreDes>${escapeXml(e.ErroreDes)}</ErroreDes><ErroreDettaglio>${escapeXml(e.ErroreDettaglio)}</ErroreDettaglio></${name}>`;
}

export function readEsito(el: Element | undefined): Esito {
  return {
    esito: textOf(el, 'esito') === 'true',
    ErroreCod: textOf(el, 'ErroreCod'),
    ErroreDes: textOf(el, 'ErroreDes'),
    ErroreDettaglio: textOf(el, 'ErroreDettaglio'),
  };
}
