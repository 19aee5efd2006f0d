import { parseTypedDob } from '../forms/date-of-birth.ts';
import type { LoginField } from '../model/project-settings.ts';
import { parseIsoDate } from '../time/zoned.ts';

/**
 * Characters that Unicode decomposition does not split into a base letter
 * and an accent, spelled the way a guest types them on a keyboard without
 * them (ß → ss, æ → ae, ø → o, ł → l, đ → d …).
 */
const FOLDED: Readonly<Record<string, string>> = {
  ß: 'ss',
  ẞ: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
};

/** German umlauts written out (Müller → Mueller), the other way a guest may type them. */
const UMLAUTS: Readonly<Record<string, string>> = { ä: 'ae', ö: 'oe', ü: 'ue' };

function fold(value: string, map: Readonly<Record<string, string>>): string {
  return [...value].map((c) => map[c] ?? c).join('');
}

/** Lower case, blanks trimmed and collapsed, typographic apostrophes and dashes unified. */
function baseForm(value: string): string {
  return value
    .normalize('NFC')
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc`´]/g, "'")
    .replace(/[\u2010-\u2015]/g, '-')
    .replace(/\s+/g, ' ')
    .trim();
}

function stripMarks(value: string): string {
  return value.normalize('NFD').replace(/\p{M}/gu, '').normalize('NFC');
}

/**
 * Login: a name as the login compares it — trimmed, blanks
 * collapsed, case-insensitive and accent-insensitive ("  MÜSTER " →
 * "muster", "Çelik" → "celik", "Groß" → "gross").
 */
export function normalizeLoginName(value: string): string {
  return fold(stripMarks(baseForm(value)), FOLDED);
}

/**
 * Login: the spellings of a stored name that a typed name may match
 * after {@link normalizeLoginName} — without accents ("Müller" → "muller")
 * and, for German umlauts, written out ("mueller"). Decision: both count, as
 * guests on foreign keyboards type either; the list has no duplicates.
 */
export function loginNameVariants(stored: string): string[] {
  const base = baseForm(stored);
  const variants = [normalizeLoginName(base), normalizeLoginName(fold(base, UMLAUTS))];
  return [...new Set(variants)];
}

/** Whether a typed name matches a stored name by the rules above. */
export function loginNameMatches(typed: string, stored: string): boolean {
  const input = normalizeLoginName(typed);
  return input !== '' && loginNameVariants(stored).includes(input);
}

/**
 * Login: a reservation number as compared — trimmed, without inner
 * blanks, upper case ("  r-1001 " → "R-1001").
 */
export function normalizeReservationNumber(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

/** Login: an e-mail address as compared — trimmed, lower case. */
export function normalizeLoginEmail(value: string): string {
  return value.trim().toLowerCase();
}

/**
 * Login: a typed date of birth as `YYYY-MM-DD` — given as
 * `YYYY-MM-DD`, `DDMMYYYY` or `DD.MM.YYYY` (spec §5 input), trimmed; null
 * when it is no real date.
 */
export function normalizeLoginDob(value: string): string | null {
  const trimmed = value.trim();
  return parseIsoDate(trimmed) ? trimmed : parseTypedDob(trimmed);
}

/**
 * Login: the field by which a reservation is looked up and by which
 * failed logins are counted — the first of reservation_id, email,
 * last_name, name, date_of_birth, first_name that the project asks for.
 * Null when none is asked for.
 */
export function loginLookupField(fields: readonly LoginField[]): LoginField | null {
  const order: LoginField[] = [
    'reservation_id',
    'email',
    'last_name',
    'name',
    'date_of_birth',
    'first_name',
  ];
  return order.find((f) => fields.includes(f)) ?? null;
}

/**
 * Login: a login value of one field in its compared form (see the
 * normalisers above); null for a date of birth that is no real date.
 */
export function normalizeLoginValue(field: LoginField, value: string): string | null {
  switch (field) {
    case 'reservation_id':
      return normalizeReservationNumber(value);
    case 'email':
      return normalizeLoginEmail(value);
    case 'date_of_birth':
      return normalizeLoginDob(value);
    default:
      return normalizeLoginName(value);
  }
}
