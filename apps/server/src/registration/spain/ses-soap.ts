// The SOAP of SES.HOSPEDAJES' *Servicio de Comunicación* (MIR-HOSPE-DSI-WS
// v3.1.3; `ses-schema/comunicacion.wsdl`): SOAP 1.1, the operations'
// elements in the namespace below and their children unqualified (the
// manual's annex examples), HTTP Basic credentials. A request's *solicitud*
// is an XML file, compressed with ZIP and encoded in Base64 (§3.1.1). Shared
// by the client and the local fake.
import type { Element } from '@xmldom/xmldom';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { childrenOf, escapeXml, textOf } from '../xml.ts';

export const SES_NS = 'http://www.soap.servicios.hospedajes.mir.es/comunicacion';
export const CONSULTA_NS = 'http://www.neg.hospedajes.mir.es/consultarComunicacion';
export const ANULA_NS = 'http://www.neg.hospedajes.mir.es/anularComunicacion';
const SOAP_NS = 'http://schemas.xmlsoap.org/soap/envelope/';

/** A = alta, C = consulta, B = anulación (cabecera/tipoOperacion). */
export type SesOperacion = 'A' | 'C' | 'B';

export function envelope(body: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?><soapenv:Envelope xmlns:soapenv="${SOAP_NS}" xmlns:com="${SES_NS}"><soapenv:Header/><soapenv:Body>${body}</soapenv:Body></soapenv:Envelope>`;
}

/** The *solicitud*: the XML file zipped and in Base64. */
export function packSolicitud(xml: string): string {
  return Buffer.from(zipSync({ 'solicitud.xml': strToU8(xml) })).toString('base64');
}

/** The XML file of a *solicitud*, or null when it is not a ZIP with one UTF-8 XML file in Base64. */
export function unpackSolicitud(base64: string): string | null {
  try {
    const files = Object.values(unzipSync(Buffer.from(base64.trim(), 'base64')));
    if (files.length !== 1) return null;
    const xml = strFromU8(files[0]!);
    return xml.trimStart().startsWith('<') ? xml : null;
  } catch {
    return null;
  }
}

export interface SesCabecera {
  codigoArrendador: string;
  aplicacion: string;
  tipoOperacion: SesOperacion;
  /** Only for an alta: PV (partes de viajeros). */
  tipoComunicacion?: 'PV';
}

/** comunicacionRequest: cabecera and the packed solicitud. */
export function comunicacionRequest(cabecera: SesCabecera, solicitudXml: string): string {
  const c = cabecera;
  return `<com:comunicacionRequest><peticion><cabecera><codigoArrendador>${escapeXml(c.codigoArrendador)}</codigoArrendador><aplicacion>${escapeXml(c.aplicacion)}</aplicacion><tipoOperacion>${c.tipoOperacion}</tipoOperacion>${c.tipoComunicacion ? `<tipoComunicacion>${c.tipoComunicacion}</tipoComunicacion>` : ''}</cabecera><solicitud>${packSolicitud(solicitudXml)}</solicitud></peticion></com:comunicacionRequest>`;
}

/** The solicitud of a consulta de lotes (consultarComunicacion.xsd): at most 10 lots (§3.1.1.5). */
export function consultaXml(lotes: readonly string[]): string {
  return `<?xml version="1.0" encoding="UTF-8"?><con:lotes xmlns:con="${CONSULTA_NS}">${lotes.map((l) => `<con:lote>${escapeXml(l)}</con:lote>`).join('')}</con:lotes>`;
}

/** The solicitud of an anulación (anularComunicacion.xsd): the communications' codes. */
export function anulacionXml(codigos: readonly string[]): string {
  return `<?xml version="1.0" encoding="UTF-8"?><anu:comunicaciones xmlns:anu="${ANULA_NS}">${codigos.map((c) => `<anu:codigoComunicacion>${escapeXml(c)}</anu:codigoComunicacion>`).join('')}</anu:comunicaciones>`;
}

export function consultaLoteRequest(lotes: readonly string[]): string {
  return `<com:consultaLoteRequest><codigosLote>${lotes.map((l) => `<lote>${escapeXml(l)}</lote>`).join('')}</codigosLote></com:consultaLoteRequest>`;
}

export function anulacionLoteRequest(lote: string): string {
  return `<com:anulacionLoteRequest><lote>${escapeXml(lote)}</lote></com:anulacionLoteRequest>`;
}

export function catalogoRequest(catalogo: string): string {
  return `<com:catalogoRequest><peticion><catalogo>${escapeXml(catalogo)}</catalogo></peticion></com:catalogoRequest>`;
}

/** One communication of a processed lot (resultadoComunicacion), in the order sent. */
export interface SesResultadoComunicacion {
  orden: number;
  anulada?: boolean;
  /** The code the service gave the communication: it was registered. */
  codigoComunicacion?: string;
  /** Why it was not (e.g. 10131) and the service's words. */
  tipoError?: string;
  error?: string;
}

/** A lot as consultaLote answers it (wscomunicacionType). */
export interface SesLote {
  lote: string;
  tipoComunicacion: string;
  tipoOperacion: string;
  fechaPeticion: string;
  fechaProcesamiento: string;
  /** 1 processed without errors, 2 errors in the header or format, 3 unexpected error, 4 in progress, 5 pending, 6 processed with errors in some communications. */
  codigoEstado: number;
  descEstado: string;
  identificadorUsuario: string;
  nombreUsuario: string;
  codigoArrendador: string;
  aplicacion: string;
  resultados: SesResultadoComunicacion[];
}

/** The lot's states (manual §3.1.2): done, failed as a whole, or still waiting. */
export const LOTE_DONE = [1, 6];
export const LOTE_FAILED = [2, 3];
export const LOTE_WAITING = [4, 5];

export function loteXml(l: SesLote): string {
  const t = (name: string, v: string | number) => `<${name}>${escapeXml(String(v))}</${name}>`;
  const resultados = l.resultados
    .map(
      (r) =>
        `<resultadoComunicacion>${t('orden', r.orden)}${r.anulada ? t('anulada', 'true') : ''}${r.codigoComunicacion ? t('codigoComunicacion', r.codigoComunicacion) : `${t('tipoError', r.tipoError ?? '')}${t('error', r.error ?? '')}`}</resultadoComunicacion>`,
    )
    .join('');
  return `<resultado>${t('lote', l.lote)}${t('tipoComunicacion', l.tipoComunicacion)}${t('tipoOperacion', l.tipoOperacion)}${t('fechaPeticion', l.fechaPeticion)}${t('fechaProcesamiento', l.fechaProcesamiento)}${t('codigoEstado', l.codigoEstado)}${t('descEstado', l.descEstado)}${t('identificadorUsuario', l.identificadorUsuario)}${t('nombreUsuario', l.nombreUsuario)}${t('codigoArrendador', l.codigoArrendador)}${t('aplicacion', l.aplicacion)}${l.resultados.length > 0 ? `<resultadoComunicaciones>${resultados}</resultadoComunicaciones>` : ''}</resultado>`;
}

export function readLote(el: Element): SesLote {
  const resultados = [...el.getElementsByTagNameNS('*', 'resultadoComunicacion')].map((r) => {
    const e = r as unknown as Element;
    const out: SesResultadoComunicacion = { orden: Number(textOf(e, 'orden')) };
    if (textOf(e, 'anulada') === 'true') out.anulada = true;
    const codigo = textOf(e, 'codigoComunicacion');
    if (codigo) out.codigoComunicacion = codigo;
    else {
      out.tipoError = textOf(e, 'tipoError');
      out.error = textOf(e, 'error');
    }
    return out;
  });
  return {
    lote: textOf(el, 'lote'),
    tipoComunicacion: textOf(el, 'tipoComunicacion'),
    tipoOperacion: textOf(el, 'tipoOperacion'),
    fechaPeticion: textOf(el, 'fechaPeticion'),
    fechaProcesamiento: textOf(el, 'fechaProcesamiento'),
    codigoEstado: Number(textOf(el, 'codigoEstado')),
    descEstado: textOf(el, 'descEstado'),
    identificadorUsuario: textOf(el, 'identificadorUsuario'),
    nombreUsuario: textOf(el, 'nombreUsuario'),
    codigoArrendador: textOf(el, 'codigoArrendador'),
    aplicacion: textOf(el, 'aplicacion'),
    resultados,
  };
}

/** The `resultado` children of a response element (one per lot). */
export const lotesOf = (response: Element): SesLote[] =>
  childrenOf(response)
    .filter((c) => c.localName === 'resultado')
    .map(readLote);

/** The response's answer: `respuesta` (comunicacion, consultaLote) or `resultado` (catalogo). */
export function codigoOf(
  response: Element,
  block: 'respuesta' | 'resultado',
): {
  codigo: number;
  descripcion: string;
  lote?: string;
} {
  const el = childrenOf(response).find((c) => c.localName === block);
  const lote = textOf(el, 'lote');
  return {
    codigo: Number(textOf(el, 'codigo')),
    descripcion: textOf(el, 'descripcion'),
    ...(lote ? { lote } : {}),
  };
}
