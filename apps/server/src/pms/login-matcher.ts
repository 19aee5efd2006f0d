// Compares login data with the guests of a reservation in constant time, so
// that "no such reservation" and "wrong name" cost the same: every candidate
// and every field is compared, without an early exit, and an empty candidate
// list is compared against a stand-in guest.
import { createHash, timingSafeEqual } from 'node:crypto';
import {
  loginNameVariants,
  normalizeLoginValue,
  normalizeReservationNumber,
  type LoginField,
} from '@hospes/domain';

/** A guest of a reservation as the login compares it. */
export interface LoginCandidate {
  reservationId: string;
  guestId: string;
  /** The reservation number in its compared form. */
  reservationNumberNorm: string;
  firstName: string;
  lastName: string;
  /** Compared form (lower case), or null. */
  emailNorm: string | null;
  /** `YYYY-MM-DD`, or null. */
  dateOfBirth: string | null;
}

/** Never matches: compared when there is no candidate, so both paths do the same work. */
const STAND_IN: LoginCandidate = {
  reservationId: '',
  guestId: '',
  reservationNumberNorm: '\u0000stand-in reservation',
  firstName: '\u0000stand-in first name',
  lastName: '\u0000stand-in last name',
  emailNorm: '\u0000stand-in e-mail',
  dateOfBirth: '\u0000stand-in date',
};

function digest(value: string): Buffer {
  return createHash('sha256').update(value, 'utf8').digest();
}

/** Equal strings, compared over their hashes in constant time (any lengths). */
function sameText(typed: string, stored: string): boolean {
  return timingSafeEqual(digest(typed), digest(stored));
}

/** Whether `typed` equals any of `stored` — every one compared. */
function anyOf(typed: string, stored: readonly string[]): boolean {
  let found = false;
  for (const s of stored) found = sameText(typed, s) || found;
  return found;
}

/** spec §3 `name`: the full name in either order, or the last name alone. */
function nameVariants(c: LoginCandidate): string[] {
  return [
    ...loginNameVariants(`${c.firstName} ${c.lastName}`),
    ...loginNameVariants(`${c.lastName} ${c.firstName}`),
    ...loginNameVariants(c.lastName),
  ];
}

function storedForms(field: LoginField, c: LoginCandidate): string[] {
  switch (field) {
    case 'reservation_id':
      return [c.reservationNumberNorm];
    case 'email':
      return c.emailNorm === null ? [] : [c.emailNorm];
    case 'date_of_birth':
      return c.dateOfBirth === null ? [] : [c.dateOfBirth];
    case 'first_name':
      return loginNameVariants(c.firstName);
    case 'last_name':
      return loginNameVariants(c.lastName);
    case 'name':
      return nameVariants(c);
  }
}

/** Whether one candidate matches every login field (all fields compared). */
function matchesAll(
  c: LoginCandidate,
  typed: ReadonlyMap<LoginField, string | null>,
  fields: readonly LoginField[],
): boolean {
  let ok = fields.length > 0;
  for (const field of fields) {
    const value = typed.get(field) ?? null;
    // An unreadable value (e.g. no real date) is compared as an impossible one.
    const fieldOk = anyOf(value ?? '\u0000unreadable', storedForms(field, c)) && value !== null;
    ok = fieldOk && ok;
  }
  return ok;
}

/**
 * The candidate that matches every login field, or null. Candidates come
 * ordered (main guest first); when several match, the first wins. Names are
 * matched case- and accent-insensitively on trimmed input (domain
 * `login-match.ts`), reservation numbers without blanks in any case.
 */
export function matchLoginCandidates(
  candidates: readonly LoginCandidate[],
  input: Partial<Record<LoginField, string>>,
  fields: readonly LoginField[],
): LoginCandidate | null {
  const typed = new Map<LoginField, string | null>();
  for (const field of fields) {
    const raw = input[field] ?? '';
    const value = normalizeLoginValue(field, raw);
    typed.set(field, value === '' ? null : value);
  }
  let match: LoginCandidate | null = null;
  for (const c of candidates.length > 0 ? candidates : [STAND_IN]) {
    if (matchesAll(c, typed, fields) && match === null) match = c;
  }
  return match;
}

/** The compared form of the value a reservation is looked up by. */
export function lookupValue(
  field: LoginField,
  input: Partial<Record<LoginField, string>>,
): string | null {
  const value = normalizeLoginValue(field, input[field] ?? '');
  if (value === null || value === '') return null;
  return field === 'reservation_id' ? normalizeReservationNumber(value) : value;
}
