// XML helpers the authorities' SOAP clients and fakes share (Italy's
// Alloggiati Web, Spain's SES.HOSPEDAJES): escaping, SOAP 1.1 bodies, children.
import { DOMParser, type Element } from '@xmldom/xmldom';

const SOAP_NS = 'http://schemas.xmlsoap.org/soap/envelope/';

export const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The first element of a name (any namespace) under `parent`. */
export function child(parent: Element, name: string): Element | undefined {
  const list = parent.getElementsByTagNameNS('*', name);
  return list.length > 0 ? (list[0] as Element) : undefined;
}

export const textOf = (parent: Element | undefined, name: string): string =>
  (parent && child(parent, name)?.textContent) ?? '';

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
