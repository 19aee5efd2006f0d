// From a finished online check-in to the guests' Alloggiati Web records:
// who is single guest, head of family or family member; the places and the
// document by the tables' codes; the stay in days (at most 30 per record).
// What cannot be written as the portal wants is named per guest and field,
// in plain words, for the staff to correct — nothing is guessed.
import { daysBetween, type CheckinGuest, type CheckinGuestData } from '@hospes/domain';
import {
  GUEST_TYPES,
  MAX_DAYS,
  recordName,
  type AlloggiatiGuest,
  type GuestTypeCode,
} from './alloggiati-record.ts';
import { ITALY_STATE, type AlloggiatiTables } from './code-tables.ts';

/** The Italian check-in's own fields (stays/checkin-form-definition.ts asks them in Italy). */
export const ITALIAN_FIELDS = {
  birthCountry: 'birth_country',
  birthPlace: 'birth_place',
  issueCountry: 'issue_country',
  issuePlace: 'issue_place',
} as const;

/** The check-in's document types (spec §3 doc_type) as Alloggiati Web's Tipi documento. */
export const DOCUMENT_CODES: Readonly<Record<string, string>> = {
  passport: 'PASOR',
  id_card: 'IDENT',
  driving_licence: 'PATEN',
};

export interface RecordProblem {
  /** 0 the main guest, 1… the accompanying persons in the form's order. */
  guest: number;
  field: string;
  message: string;
}

export interface StayDates {
  arrival: string;
  departure: string;
}

const text = (guest: CheckinGuest, name: string): string | undefined => {
  const value = guest[name] ?? guest.document?.[name];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
};

/** The nights of the stay as the record's days: at least 1, at most {@link MAX_DAYS}. */
export function recordDays(stay: StayDates): number {
  return Math.min(
    MAX_DAYS,
    Math.max(1, daysBetween(stay.arrival.slice(0, 10), stay.departure.slice(0, 10))),
  );
}

/**
 * One guest's record values, or null with each field that cannot be written
 * told to `problem` (the check-in form's field name and a plain message).
 */
export function alloggiatiGuest(
  guest: CheckinGuest,
  guestType: GuestTypeCode,
  stay: StayDates,
  tables: AlloggiatiTables,
  report: (field: string, message: string) => void,
): AlloggiatiGuest | null {
  let failed = false;
  const problem = (field: string, message: string) => {
    failed = true;
    report(field, message);
  };
  const lastName = text(guest, 'last_name');
  const firstName = text(guest, 'first_name');
  if (!lastName || !recordName(lastName))
    problem('last_name', 'Write the last name in Latin letters, as in the passport.');
  if (!firstName || !recordName(firstName))
    problem('first_name', 'Write the first name in Latin letters, as in the passport.');
  const gender = text(guest, 'gender');
  if (gender !== 'male' && gender !== 'female')
    problem('gender', 'Alloggiati Web records only male or female: choose as in the document.');
  const birthDate = text(guest, 'date_of_birth');
  if (!birthDate) problem('date_of_birth', 'The date of birth is missing.');
  const birthCountry = text(guest, ITALIAN_FIELDS.birthCountry);
  const birthState = birthCountry ? tables.stateOfIso(birthCountry) : undefined;
  if (!birthState) problem(ITALIAN_FIELDS.birthCountry, 'Choose the country of birth.');
  let birthComune: { code: string; province: string } | undefined;
  if (birthState === ITALY_STATE) {
    const place = tables.findComune(text(guest, ITALIAN_FIELDS.birthPlace) ?? '', birthDate ?? '');
    if (place) birthComune = { code: place.code, province: place.province };
    else
      problem(
        ITALIAN_FIELDS.birthPlace,
        'Born in Italy: write the municipality of birth as in the Italian list (e.g. Bolzano).',
      );
  }
  const nationality = text(guest, 'nationality');
  const citizenship = nationality ? tables.stateOfIso(nationality) : undefined;
  if (!citizenship) problem('nationality', 'Choose the nationality.');
  let document: AlloggiatiGuest['document'];
  if (guestType !== GUEST_TYPES.familyMember && guestType !== GUEST_TYPES.groupMember) {
    const type = DOCUMENT_CODES[text(guest, 'doc_type') ?? ''];
    if (!type) problem('doc_type', 'Choose a passport, an identity card or a driving licence.');
    const number = text(guest, 'doc_id');
    if (!number || !/^[A-Za-z0-9]{1,20}$/.test(number))
      problem('doc_id', 'The document number has 1 to 20 letters and digits.');
    // Issued where: the guest's answer; without one, the state of the nationality.
    const issueCountry = text(guest, ITALIAN_FIELDS.issueCountry) ?? nationality;
    const issueState = issueCountry ? tables.stateOfIso(issueCountry) : undefined;
    let place = issueState === ITALY_STATE ? undefined : issueState;
    if (issueState === ITALY_STATE)
      place = tables.findComune(text(guest, ITALIAN_FIELDS.issuePlace) ?? '', stay.arrival)?.code;
    if (!place)
      problem(
        issueState === ITALY_STATE ? ITALIAN_FIELDS.issuePlace : ITALIAN_FIELDS.issueCountry,
        issueState === ITALY_STATE
          ? 'Issued in Italy: write the municipality that issued the document.'
          : 'Choose the country that issued the document.',
      );
    if (type && number && place) document = { type, number, place };
  }
  if (failed) return null;
  return {
    guestType,
    arrival: stay.arrival,
    days: recordDays(stay),
    lastName: lastName!,
    firstName: firstName!,
    sex: gender as 'male' | 'female',
    birthDate: birthDate!,
    ...(birthComune ? { birthComune } : {}),
    birthState: birthState!,
    citizenship: citizenship!,
    ...(document ? { document } : {}),
  };
}

/**
 * The records of a check-in: the main guest alone is a single guest (16);
 * with companions, head of family (17) followed by the family members (19)
 * in the lines right after — the order the portal asks.
 */
export function alloggiatiGuests(
  data: CheckinGuestData,
  stay: StayDates,
  tables: AlloggiatiTables,
): { guests: (AlloggiatiGuest | null)[]; problems: RecordProblem[] } {
  const problems: RecordProblem[] = [];
  const alone = data.accompanying.length === 0;
  const one = (g: CheckinGuest, index: number, type: GuestTypeCode) =>
    alloggiatiGuest(g, type, stay, tables, (field, message) =>
      problems.push({ guest: index, field, message }),
    );
  const guests = [
    one(data.main, 0, alone ? GUEST_TYPES.single : GUEST_TYPES.headOfFamily),
    ...data.accompanying.map((g, i) => one(g, i + 1, GUEST_TYPES.familyMember)),
  ];
  return { guests, problems };
}
