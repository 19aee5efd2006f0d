import { DEFAULT_TIMEZONE } from '../constants.ts';
import { daysInMonth, formatIsoDate, parseIsoDate, zonedParts } from '../time/zoned.ts';

/**
 * spec §5 date-of-birth input: three numeric fields — day, month, year —
 * with non-digits stripped, clamped, zero-padded and auto-advancing. These
 * pure functions are the whole rule; the component only wires them to events.
 */

/** The three fields of the date-of-birth input, in focus order. */
export type DobField = 'day' | 'month' | 'year';

/** spec §5: digits of each field (day 2, month 2, year 4). */
export const DOB_FIELD_LENGTHS: Readonly<Record<DobField, number>> = { day: 2, month: 2, year: 4 };

/** A field value as the input holds it (a string) or as a number; empty = null/''. */
export type DobFieldValue = string | number | null | undefined;

/** The three field values of the input. */
export interface DobParts {
  day: DobFieldValue;
  month: DobFieldValue;
  year: DobFieldValue;
}

/**
 * spec §5: strips every non-digit ('1a2' → '12', '0 3' → '03'). With
 * `maxLength`, keeps only the first that many digits (a field never holds
 * more than its 2/2/4 digits).
 */
export function sanitizeDigits(value: string | null | undefined, maxLength?: number): string {
  const digits = (value ?? '').replace(/\D+/g, '');
  return maxLength === undefined ? digits : digits.slice(0, Math.max(0, maxLength));
}

/** The number a field holds, or null when it is empty or not a number. */
function fieldNumber(value: DobFieldValue): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? Math.trunc(value) : null;
  const digits = sanitizeDigits(value);
  return digits === '' ? null : Number(digits);
}

const clamp = (n: number, min: number, max: number): number => Math.min(Math.max(n, min), max);

/** spec §5: the month clamped to 1..12; null when the field is empty. */
export function clampMonth(month: DobFieldValue): number | null {
  const m = fieldNumber(month);
  return m === null ? null : clamp(m, 1, 12);
}

/**
 * spec §5: the day clamped to 1..days in the month — 31 while no month is
 * entered; for February 29 while no year is entered (it may be a leap
 * year), else 28 or 29 by the leap-year rule (2000 leap, 1900 not). A month
 * out of range counts as clamped (13 → December). Null when empty.
 */
export function clampDay(
  day: DobFieldValue,
  month?: DobFieldValue,
  year?: DobFieldValue,
): number | null {
  const d = fieldNumber(day);
  if (d === null) return null;
  const m = clampMonth(month);
  const y = fieldNumber(year);
  // No month yet: 31 (as in January). No year yet: a leap year (2000), so
  // 29 February stays possible until the year says otherwise.
  const max = daysInMonth(y !== null && y >= 1 ? y : 2000, m ?? 1);
  return clamp(d, 1, max);
}

/**
 * spec §5: the year clamped to 1..the current year — the year `now` falls
 * in, in the project's time zone (New Year's Eve differs between zones).
 * Null when empty. A two-digit entry is not widened ('85' → 85, shown 0085):
 * the spec clamps, it does not guess a century.
 */
export function clampYear(
  year: DobFieldValue,
  now: number | Date,
  timeZone: string = DEFAULT_TIMEZONE,
): number | null {
  const y = fieldNumber(year);
  if (y === null) return null;
  const current = zonedParts(Number(now), timeZone).year;
  return clamp(y, 1, current);
}

function padField(value: DobFieldValue, width: number): string {
  const n = fieldNumber(value);
  return n === null ? '' : String(n).padStart(width, '0');
}

/** spec §5: the day zero-padded to 2 digits ('3' → '03'); '' when empty. */
export function padDay(day: DobFieldValue): string {
  return padField(day, DOB_FIELD_LENGTHS.day);
}

/** spec §5: the month zero-padded to 2 digits ('7' → '07'); '' when empty. */
export function padMonth(month: DobFieldValue): string {
  return padField(month, DOB_FIELD_LENGTHS.month);
}

/** spec §5: the year zero-padded to 4 digits ('985' → '0985'); '' when empty. */
export function padYear(year: DobFieldValue): string {
  return padField(year, DOB_FIELD_LENGTHS.year);
}

/**
 * spec §5 auto-advance: where the focus goes after typing into a field — the
 * day moves on to the month after 2 digits, the month to the year after 2
 * digits, the year loses focus ('blur') at 4 digits; null = stay.
 */
export function shouldAdvance(
  field: DobField,
  value: string | null | undefined,
): 'month' | 'year' | 'blur' | null {
  if (sanitizeDigits(value).length < DOB_FIELD_LENGTHS[field]) return null;
  return field === 'day' ? 'month' : field === 'month' ? 'year' : 'blur';
}

/**
 * spec §5: the combined value `YYYY-MM-DD`, emitted only when all three
 * fields are present — else null. Null too when the three do not make a
 * real calendar date (31.04., 29.02. of a non-leap year, year 0 or over
 * 9999): clamping on blur is the fields' job; the combined value is never
 * an impossible date.
 */
export function combineDateOfBirth(parts: DobParts): string | null {
  const d = fieldNumber(parts.day);
  const m = fieldNumber(parts.month);
  const y = fieldNumber(parts.year);
  if (d === null || m === null || y === null) return null;
  const iso = formatIsoDate(y, m, d);
  return parseIsoDate(iso) ? iso : null;
}

/**
 * The three padded field values of a stored date of birth `YYYY-MM-DD`
 * (to fill the input from the profile); null when it is not a real date.
 */
export function splitDateOfBirth(
  iso: string | null | undefined,
): { day: string; month: string; year: string } | null {
  const p = parseIsoDate(iso?.trim() ?? '');
  return p ? { day: padDay(p.d), month: padMonth(p.m), year: padYear(p.y) } : null;
}

/**
 * spec §5: a date of birth typed as DDMMYYYY ('15061990') → `1990-06-15`.
 * Also accepts it with separators ('15.06.1990', '1.6.1990', '15/06/1990').
 * Null unless it is a real calendar date.
 */
export function parseTypedDob(value: string | null | undefined): string | null {
  const text = (value ?? '').trim();
  const separated = /^(\d{1,2})[./-](\d{1,2})[./-](\d{4})$/.exec(text);
  if (separated) {
    return combineDateOfBirth({ day: separated[1], month: separated[2], year: separated[3] });
  }
  if (!/^\d{8}$/.test(text)) return null;
  return combineDateOfBirth({
    day: text.slice(0, 2),
    month: text.slice(2, 4),
    year: text.slice(4),
  });
}

/** spec §5: a date of birth `YYYY-MM-DD` displayed as `DD.MM.YYYY`; null when not a real date. */
export function formatDobDisplay(iso: string | null | undefined): string | null {
  const p = splitDateOfBirth(iso);
  return p ? `${p.day}.${p.month}.${p.year}` : null;
}
