// A finished online check-in as a parte de viajeros (docs/decisions/054): the
// stay's contract (its reservation as the reference, the arrival and
// departure at the hotel's check-in and check-out times, the payment type the
// hotel chose) and one person per guest — each field from the check-in
// form's values, countries in ISO alpha-3. What the manual requires and the
// form did not ask (a second surname with a NIF, a document's support number,
// a municipality code in Spain, a minor's relationship) is named by the
// form's field names for staff to complete, as for Italy.
import { alpha3OfCountry, type CheckinGuest, type CheckinGuestData } from '@hospes/domain';
import { SES_DOCUMENTO, SES_SEXO } from './ses-codes.ts';
import { parteProblems, type SesParte, type SesPersona } from './ses-parte.ts';

export interface SesStay {
  reservationId: string;
  /** YYYY-MM-DD. */
  arrival: string;
  departure: string;
  /** When the booking was made (YYYY-MM-DD), the contract's date. */
  bookedOn: string;
}

export interface SesHotelOptions {
  /** hh:mm, the hotel's. */
  checkInTime: string;
  checkOutTime: string;
  /** TIPO_PAGO, as the hotel's account names it. */
  paymentType: string;
  rooms?: number;
  internet?: boolean;
}

export interface SesGuestProblem {
  /** 0 the main guest, 1… the accompanying persons; null the stay. */
  guest: number | null;
  /** The check-in form's field name. */
  field: string;
}

const text = (g: CheckinGuest, name: string): string | undefined => {
  const v = g[name] ?? g.address?.[name] ?? g.document?.[name];
  return typeof v === 'string' && v.trim() ? v.trim() : undefined;
};

/** The manual's fields as the check-in form names them (for staff to complete). */
const FORM_FIELD: Readonly<Record<string, string>> = {
  nombre: 'first_name',
  apellido1: 'last_name',
  apellido2: 'second_last_name',
  tipoDocumento: 'doc_type',
  numeroDocumento: 'doc_id',
  soporteDocumento: 'doc_support_number',
  telefono: 'phone_number',
  parentesco: 'relationship',
  codigoMunicipio: 'municipality_code',
  nombreMunicipio: 'city',
  tipoPago: 'payment_type',
  numPersonas: 'accompanying',
  caducidadTarjeta: 'payment_type',
};

/** The form's document type as TIPO_DOCUMENTO: a Spanish identity card's number is the NIF. */
function documentType(g: CheckinGuest): string | undefined {
  const type = text(g, 'doc_type');
  if (!type) return undefined;
  if (type === 'NIF' || type === 'NIE') return type;
  if (type === 'passport') return SES_DOCUMENTO.passport;
  const issuer = (text(g, 'issue_country') ?? text(g, 'nationality') ?? '').toUpperCase();
  return type === 'id_card' && issuer === 'ES' ? SES_DOCUMENTO.NIF : SES_DOCUMENTO.other;
}

function persona(g: CheckinGuest, main: CheckinGuest): SesPersona {
  // Companions share the main guest's home and contact unless they gave their own.
  const country = text(g, 'country') ?? text(main, 'country');
  const pais = (country && alpha3OfCountry(country)) ?? '';
  const spain = pais === 'ESP';
  const gender = text(g, 'gender');
  const optional = <T extends string>(key: string, value: T | undefined) =>
    value ? { [key]: value } : {};
  return {
    nombre: text(g, 'first_name') ?? '',
    apellido1: text(g, 'last_name') ?? '',
    ...optional('apellido2', text(g, 'second_last_name')),
    ...optional('tipoDocumento', documentType(g)),
    ...optional('numeroDocumento', text(g, 'doc_id')),
    ...optional('soporteDocumento', text(g, 'doc_support_number')),
    fechaNacimiento: text(g, 'date_of_birth') ?? '',
    ...optional('nacionalidad', alpha3OfCountry(text(g, 'nationality') ?? '')),
    ...optional(
      'sexo',
      gender && gender in SES_SEXO ? SES_SEXO[gender as keyof typeof SES_SEXO] : undefined,
    ),
    direccion: {
      direccion: text(g, 'street') ?? text(main, 'street') ?? '',
      ...(spain
        ? optional(
            'codigoMunicipio',
            text(g, 'municipality_code') ?? text(main, 'municipality_code'),
          )
        : optional('nombreMunicipio', text(g, 'city') ?? text(main, 'city'))),
      codigoPostal: text(g, 'zipcode') ?? text(main, 'zipcode') ?? '',
      pais,
    },
    ...optional('telefono', text(g, 'phone_number') ?? text(main, 'phone_number')),
    ...optional('correo', text(g, 'email') ?? text(main, 'email')),
    ...optional('parentesco', text(g, 'relationship')),
  };
}

/** The parte of a check-in, and what staff must complete before it can go (none: it can). */
export function sesParteOf(
  data: CheckinGuestData,
  stay: SesStay,
  hotel: SesHotelOptions,
): { parte: SesParte; problems: SesGuestProblem[] } {
  const guests = [data.main, ...data.accompanying];
  const parte: SesParte = {
    contrato: {
      referencia: stay.reservationId,
      fechaContrato: stay.bookedOn,
      fechaEntrada: `${stay.arrival}T${hotel.checkInTime}:00`,
      fechaSalida: `${stay.departure}T${hotel.checkOutTime}:00`,
      numPersonas: guests.length,
      ...(hotel.rooms ? { numHabitaciones: hotel.rooms } : {}),
      ...(hotel.internet !== undefined ? { internet: hotel.internet } : {}),
      pago: { tipoPago: hotel.paymentType },
    },
    personas: guests.map((g) => persona(g, data.main)),
  };
  const problems = parteProblems(parte).map((p) => ({
    guest: p.persona,
    field: FORM_FIELD[p.field] ?? p.field,
  }));
  // The schema's own requirements the rules do not repeat.
  parte.personas.forEach((p, i) => {
    if (!p.nombre) problems.push({ guest: i, field: 'first_name' });
    if (!p.apellido1) problems.push({ guest: i, field: 'last_name' });
    if (!/^\d{4}-\d{2}-\d{2}$/.test(p.fechaNacimiento))
      problems.push({ guest: i, field: 'date_of_birth' });
    if (!p.direccion.pais) problems.push({ guest: i, field: 'country' });
    if (!p.direccion.direccion) problems.push({ guest: i, field: 'street' });
    if (!p.direccion.codigoPostal) problems.push({ guest: i, field: 'zipcode' });
  });
  return { parte, problems };
}
