// The SOAP of Alloggiati Web's web service (MANUALEWS.pdf Rev. 01,
// "Documento di Descrizione WS_ALLOGGIATI"; the service's WSDL): SOAP 1.1
// envelopes in the namespace `AlloggiatiService`, SOAPAction
// `AlloggiatiService/<operation>`. Shared by the client and the local fake.
import { DOMParser, type Element } from '@xmldom/xmldom';

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

export const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

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

/** The first element of a name (any namespace) under `parent`. */
export function child(parent: Element, name: string): Element | undefined {
  const list = parent.getElementsByTagNameNS('*', name);
  return list.length > 0 ? (list[0] as Element) : undefined;
}

export const textOf = (parent: Element | undefined, name: string): string =>
  (parent && child(parent, name)?.textContent) ?? '';

export function readEsito(el: Element | undefined): Esito {
  return {
    esito: textOf(el, 'esito') === 'true',
    ErroreCod: textOf(el, 'ErroreCod'),
    ErroreDes: textOf(el, 'ErroreDes'),
    ErroreDettaglio: textOf(el, 'ErroreDettaglio'),
  };
}

/** The SOAP body's first element, or null when the XML is no SOAP envelope. */
export function bodyOf(xml: string): Element | null {
  let doc;
  try {
    doc = new DOMParser({ onError: () => undefined }).parseFromString(xml, 'text/xml');
  } catch {
    return null;
  }
  const body = doc.getElementsByTagNameNS(SOAP_NS, 'Body')[0] as Element | undefined;
  if (!body) return null;
  for (let n = body.firstChild; n; n = n.nextSibling) if (n.nodeType === 1) return n as Element;
  return null;
}

/** The element children of an element, in order. */
export function childrenOf(el: Element): Element[] {
  const out: Element[] = [];
  for (let n = el.firstChild; n; n = n.nextSibling) if (n.nodeType === 1) out.push(n as Element);
  return out;
}
