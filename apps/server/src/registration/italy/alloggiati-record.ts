// The Alloggiati Web record ("schedina"): one line of 168 characters per
// guest, fixed-width fields padded with spaces, as the Polizia di Stato's
// "tracciato record" lays it out (MANUALEALBERGHI.pdf p. 31-35 and
// MANUALEWS.pdf Rev. 01 p. 19; docs/decisions/052). The web service takes
// the same lines as the text file. Family members and group members carry
// no document: its 34 characters stay blank.
import { parseIsoDate } from '@hospes/domain';

/** The record's fields: 0-based start and length, in order. */
export const ALLOGGIATI_LAYOUT = [
  { field: 'guestType', from: 0, length: 2 },
  { field: 'arrival', from: 2, length: 10 },
  { field: 'days', from: 12, length: 2 },
  { field: 'lastName', from: 14, length: 50 },
  { field: 'firstName', from: 64, length: 30 },
  { field: 'sex', from: 94, length: 1 },
  { field: 'birthDate', from: 95, length: 10 },
  { field: 'birthComune', from: 105, length: 9 },
  { field: 'birthProvince', from: 114, length: 2 },
  { field: 'birthState', from: 116, length: 9 },
  { field: 'citizenship', from: 125, length: 9 },
  { field: 'documentType', from: 134, length: 5 },
  { field: 'documentNumber', from: 139, length: 20 },
  { field: 'documentPlace', from: 159, length: 9 },
] as const;
export type AlloggiatiField = (typeof ALLOGGIATI_LAYOUT)[number]['field'];
export const ALLOGGIATI_RECORD_LENGTH = 168;

/** Tipi alloggiato (alloggiati-tables/tipo_alloggiato.csv). */
export const GUEST_TYPES = {
  single: '16',
  headOfFamily: '17',
  headOfGroup: '18',
  familyMember: '19',
  groupMember: '20',
} as const;
export type GuestTypeCode = (typeof GUEST_TYPES)[keyof typeof GUEST_TYPES];
/** The types that carry a document (the others leave its fields blank). */
export const TYPES_WITH_DOCUMENT: readonly string[] = ['16', '17', '18'];
/** The longest stay one record reports; a longer one is reported again as a new arrival. */
export const MAX_DAYS = 30;

export interface AlloggiatiGuest {
  guestType: GuestTypeCode;
  /** `YYYY-MM-DD`. */
  arrival: string;
  days: number;
  lastName: string;
  firstName: string;
  sex: 'male' | 'female';
  birthDate: string;
  /** Born in Italy: the municipality's code and province; else undefined. */
  birthComune?: { code: string; province: string };
  birthState: string;
  citizenship: string;
  /** Only for single guests and heads of family or group. */
  document?: { type: string; number: string; place: string };
}

/**
 * A name as the portal takes it: upper case A–Z, space and apostrophe;
 * accents and ligatures transliterated (Müller → MULLER, Ærø → AERO).
 * Undefined when a letter has no Latin form (the guest writes the name as
 * in the passport's Latin line).
 */
export function recordName(name: string): string | undefined {
  const latin = name
    .replace(/ß/g, 'ss')
    .replace(/[Ææ]/g, 'AE')
    .replace(/[Øø]/g, 'O')
    .replace(/[Œœ]/g, 'OE')
    .replace(/[Łł]/g, 'L')
    .replace(/[Đđ]/g, 'D')
    .replace(/[’`´]/g, "'")
    .replace(/-/g, ' ')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toUpperCase()
    .replace(/\s+/g, ' ')
    .trim();
  return /^[A-Z][A-Z' ]*$/.test(latin) ? latin : undefined;
}

const pad = (value: string, length: number) => value.slice(0, length).padEnd(length, ' ');
const italianDate = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

/** The guest's record line (168 characters). The values are checked before (alloggiati-guests.ts). */
export function alloggiatiRecord(guest: AlloggiatiGuest): string {
  const withDocument = TYPES_WITH_DOCUMENT.includes(guest.guestType) && guest.document;
  const values: Record<AlloggiatiField, string> = {
    guestType: guest.guestType,
    arrival: italianDate(guest.arrival),
    days: String(guest.days).padStart(2, '0'),
    lastName: recordName(guest.lastName) ?? '',
    firstName: recordName(guest.firstName) ?? '',
    sex: guest.sex === 'male' ? '1' : '2',
    birthDate: italianDate(guest.birthDate),
    birthComune: guest.birthComune?.code ?? '',
    birthProvince: guest.birthComune?.province ?? '',
    birthState: guest.birthState,
    citizenship: guest.citizenship,
    documentType: withDocument ? guest.document!.type : '',
    documentNumber: withDocument ? guest.document!.number.toUpperCase() : '',
    documentPlace: withDocument ? guest.document!.place : '',
  };
  return ALLOGGIATI_LAYOUT.map(({ field, length }) => pad(values[field], length)).join('');
}

/** A record's fields as written (trailing spaces removed), or null when its length is wrong. */
export function readAlloggiatiRecord(line: string): Record<AlloggiatiField, string> | null {
  if (line.length !== ALLOGGIATI_RECORD_LENGTH) return null;
  const fields = {} as Record<AlloggiatiField, string>;
  for (const { field, from, length } of ALLOGGIATI_LAYOUT)
    fields[field] = line.slice(from, from + length).trimEnd();
  return fields;
}

/** `dd/mm/yyyy` → `YYYY-MM-DD`, or null when it is no date. */
export function isoFromItalian(date: string): string | null {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(date);
  if (!m) return null;
  const iso = `${m[3]}-${m[2]}-${m[1]}`;
  return parseIsoDate(iso) ? iso : null;
}
