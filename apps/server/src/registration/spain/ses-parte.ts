// A *parte de viajeros* for SES.HOSPEDAJES (Real Decreto 933/2021): the XML
// of an *alta de partes de viajeros* — operation A, type PV — exactly as
// `ses-schema/altaParteHospedaje.xsd` v3.1.3 has it (element order of its
// sequences, lengths of tiposGenerales.xsd), and the manual's rules the
// schema cannot say (MIR-HOSPE-DSI-WS v3.1.3 §3.1.1.1, §4.1, §4.2): the
// second surname with a NIF, a document for every adult, the support number
// of a NIF or NIE, one way to reach each person, a minor's relationship, a
// municipality code for an address in Spain. Shared by the client and the fake.
import { escapeXml } from '../xml.ts';

export const ALTA_PARTE_NS = 'http://www.neg.hospedajes.mir.es/altaParteHospedaje';

/** Bloque direccion (manual §4.1). */
export interface SesDireccion {
  direccion: string;
  direccionComplementaria?: string;
  /** INE municipality code (5 digits): when the country is Spain. */
  codigoMunicipio?: string;
  /** The town's name: when the country is not Spain. */
  nombreMunicipio?: string;
  codigoPostal: string;
  /** ISO 3166-1 alpha-3. */
  pais: string;
}

/** Bloque pago (manual §4.2). */
export interface SesPago {
  /** From the service's catalogue TIPO_PAGO. */
  tipoPago: string;
  /** YYYY-MM-DD. */
  fechaPago?: string;
  medioPago?: string;
  titular?: string;
  /** MM/YYYY. */
  caducidadTarjeta?: string;
}

export interface SesContrato {
  referencia: string;
  /** YYYY-MM-DD. */
  fechaContrato: string;
  /** YYYY-MM-DDThh:mm:ss, the establishment's local time. */
  fechaEntrada: string;
  fechaSalida: string;
  numPersonas: number;
  numHabitaciones?: number;
  internet?: boolean;
  pago: SesPago;
}

export interface SesPersona {
  nombre: string;
  apellido1: string;
  apellido2?: string;
  /** From the service's catalogue TIPO_DOCUMENTO (NIF and NIE have rules of their own). */
  tipoDocumento?: string;
  numeroDocumento?: string;
  soporteDocumento?: string;
  /** YYYY-MM-DD. */
  fechaNacimiento: string;
  /** ISO 3166-1 alpha-3. */
  nacionalidad?: string;
  /** From the service's catalogue SEXO. */
  sexo?: string;
  direccion: SesDireccion;
  telefono?: string;
  telefono2?: string;
  correo?: string;
  /** From the service's catalogue TIPO_PARENTESCO: a minor's relationship to the adults. */
  parentesco?: string;
}

/** One communication: one contract (a stay) and everyone staying. */
export interface SesParte {
  contrato: SesContrato;
  personas: SesPersona[];
}

const tag = (name: string, value: string | number | boolean | undefined) =>
  value === undefined || value === '' ? '' : `<${name}>${escapeXml(String(value))}</${name}>`;

function direccionXml(d: SesDireccion): string {
  return `<direccion>${tag('direccion', d.direccion)}${tag('direccionComplementaria', d.direccionComplementaria)}${tag('codigoMunicipio', d.codigoMunicipio)}${tag('nombreMunicipio', d.nombreMunicipio)}${tag('codigoPostal', d.codigoPostal)}${tag('pais', d.pais)}</direccion>`;
}

function contratoXml(c: SesContrato): string {
  const p = c.pago;
  const pago = `<pago>${tag('tipoPago', p.tipoPago)}${tag('fechaPago', p.fechaPago)}${tag('medioPago', p.medioPago)}${tag('titular', p.titular)}${tag('caducidadTarjeta', p.caducidadTarjeta)}</pago>`;
  return `<contrato>${tag('referencia', c.referencia)}${tag('fechaContrato', c.fechaContrato)}${tag('fechaEntrada', c.fechaEntrada)}${tag('fechaSalida', c.fechaSalida)}${tag('numPersonas', c.numPersonas)}${tag('numHabitaciones', c.numHabitaciones)}${tag('internet', c.internet)}${pago}</contrato>`;
}

function personaXml(p: SesPersona): string {
  // rol: always VI (viajero) in a parte (manual §3.1.1.1).
  return `<persona>${tag('rol', 'VI')}${tag('nombre', p.nombre)}${tag('apellido1', p.apellido1)}${tag('apellido2', p.apellido2)}${tag('tipoDocumento', p.tipoDocumento)}${tag('numeroDocumento', p.numeroDocumento)}${tag('soporteDocumento', p.soporteDocumento)}${tag('fechaNacimiento', p.fechaNacimiento)}${tag('nacionalidad', p.nacionalidad)}${tag('sexo', p.sexo)}${direccionXml(p.direccion)}${tag('telefono', p.telefono)}${tag('telefono2', p.telefono2)}${tag('correo', p.correo)}${tag('parentesco', p.parentesco)}</persona>`;
}

/** The *solicitud* XML of an alta de partes de viajeros: one establishment, 1…n communications. */
export function parteXml(codigoEstablecimiento: string, partes: readonly SesParte[]): string {
  const comunicaciones = partes
    .map(
      (parte) =>
        `<comunicacion>${contratoXml(parte.contrato)}${parte.personas.map(personaXml).join('')}</comunicacion>`,
    )
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?><alt:peticion xmlns:alt="${ALTA_PARTE_NS}"><solicitud>${tag('codigoEstablecimiento', codigoEstablecimiento)}${comunicaciones}</solicitud></alt:peticion>`;
}

/** A rule of the manual a parte breaks: the element (as the service names fields) and why. */
export interface SesProblem {
  /** The person's place (0…) or null for the contract. */
  persona: number | null;
  field: string;
  /** The service's code for it (manual §5): 10131 a value is required, 10130 a value is wrong. */
  code: '10130' | '10131';
}

const NIF_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';

/** A Spanish NIF (8 digits and the letter of their remainder by 23) or NIE (X, Y, Z, 7 digits, letter). */
export function validSpanishId(kind: 'NIF' | 'NIE', value: string): boolean {
  const v = value.toUpperCase();
  const m = kind === 'NIF' ? /^(\d{8})([A-Z])$/.exec(v) : /^([XYZ])(\d{7})([A-Z])$/.exec(v);
  if (!m) return false;
  const digits = kind === 'NIF' ? m[1]! : `${'XYZ'.indexOf(m[1]!)}${m[2]!}`;
  return NIF_LETTERS[Number(digits) % 23] === (kind === 'NIF' ? m[2] : m[3]);
}

/** Whole years between a birth date and a day (both YYYY-MM-DD…). */
export function ageOn(birth: string, day: string): number {
  const [by, bm, bd] = birth.slice(0, 10).split('-').map(Number) as [number, number, number];
  const [y, m, d] = day.slice(0, 10).split('-').map(Number) as [number, number, number];
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

/** The manual's rules a parte breaks (the schema's own are the XSD's). */
export function parteProblems(parte: SesParte): SesProblem[] {
  const problems: SesProblem[] = [];
  const add = (persona: number | null, field: string, code: SesProblem['code']) =>
    problems.push({ persona, field, code });
  const { contrato, personas } = parte;
  if (!contrato.pago.tipoPago) add(null, 'tipoPago', '10131');
  if (
    contrato.pago.caducidadTarjeta &&
    !/^(0[1-9]|1[0-2])\/\d{4}$/.test(contrato.pago.caducidadTarjeta)
  )
    add(null, 'caducidadTarjeta', '10130');
  if (contrato.numPersonas !== personas.length) add(null, 'numPersonas', '10130');
  const minor = (p: SesPersona) => ageOn(p.fechaNacimiento, contrato.fechaEntrada) < 18;
  personas.forEach((p, i) => {
    const kind = p.tipoDocumento?.toUpperCase();
    if (kind === 'NIF' && !p.apellido2) add(i, 'apellido2', '10131');
    if (!minor(p)) {
      if (!p.tipoDocumento) add(i, 'tipoDocumento', '10131');
      if (!p.numeroDocumento) add(i, 'numeroDocumento', '10131');
    }
    if (
      (kind === 'NIF' || kind === 'NIE') &&
      p.numeroDocumento &&
      !validSpanishId(kind, p.numeroDocumento)
    )
      add(i, 'numeroDocumento', '10130');
    if ((kind === 'NIF' || kind === 'NIE') && !p.soporteDocumento)
      add(i, 'soporteDocumento', '10131');
    if (!p.telefono && !p.telefono2 && !p.correo) add(i, 'telefono', '10131');
    // A minor's relationship to the adults staying (the manual's table and its example, §6).
    if (minor(p) && !p.parentesco) add(i, 'parentesco', '10131');
    const spain = p.direccion.pais.toUpperCase() === 'ESP';
    if (spain && !/^\d{5}$/.test(p.direccion.codigoMunicipio ?? ''))
      add(i, 'codigoMunicipio', '10131');
    if (!spain && !p.direccion.nombreMunicipio) add(i, 'nombreMunicipio', '10131');
  });
  return problems;
}
