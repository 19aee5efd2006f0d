import { STAY_STEP_SECONDS } from '../constants.ts';
import {
  addDays,
  daysInMonth,
  formatIsoDate,
  zonedTimeToEpoch,
  type WallTime,
} from '../time/zoned.ts';

/** The message keys of the stay rules (spec §5). */
export type StayMessageKey = 'stay_doa_missing' | 'stay_dod_missing' | 'stay_dod_before_doa';

/** spec §5: the displayed English texts of the stay errors. */
export const STAY_MESSAGES_EN: Readonly<Record<StayMessageKey, string>> = {
  stay_doa_missing: 'Arrival date is invalid.',
  stay_dod_missing: 'Departure date is invalid.',
  stay_dod_before_doa: 'Departure date must be after arrival date.',
};

/** One error of {@link validateStay}, listed under `profile.errors` (spec §5). */
export interface StayError {
  field: 'doa' | 'dod';
  error: 'Invalid DOA' | 'Invalid DOD';
  message: StayMessageKey;
}

/** The arrival and departure of a stay as the input gives them. */
export interface StayTimesInput {
  doa?: string | null;
  dod?: string | null;
}

const STAY_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/** A stay date-time split into wall-clock parts (`s` = seconds, usually 0). */
export type StayWallTime = WallTime & { s: number };

/**
 * Parses a datetime-local value `YYYY-MM-DDTHH:mm` (seconds optional) into
 * its wall-clock parts; null when it is not a real calendar date and time
 * (31 April, 29 February of a non-leap year, 24:00 are not).
 */
export function parseStayDateTime(value: string | null | undefined): StayWallTime | null {
  const match = STAY_DATE_TIME.exec(value?.trim() ?? '');
  if (!match) return null;
  const n = (i: number): number => Number(match[i] ?? 0);
  const [y, m, d, h, min, s] = [n(1), n(2), n(3), n(4), n(5), n(6)];
  if (y < 1 || m < 1 || m > 12 || d < 1 || d > daysInMonth(y, m)) return null;
  if (h > 23 || min > 59 || s > 59) return null;
  return { y, m, d, h, min, s };
}

const pad = (n: number): string => String(n).padStart(2, '0');

function formatWall(w: WallTime): string {
  return `${formatIsoDate(w.y, w.m, w.d)}T${pad(w.h)}:${pad(w.min)}`;
}

/**
 * Brings a date or date-time from outside (query presets, the server) into
 * the stay's datetime-local form `YYYY-MM-DDTHH:mm`: seconds are dropped,
 * a space instead of `T` is accepted, and a bare date `YYYY-MM-DD` means
 * 00:00 of that day (the spec is silent; a link `doa=2025-07-01&dod=2025-07-04`
 * is the natural way to write one). Anything else gives null.
 */
export function normalizeStayDateTime(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  const candidate = /^\d{4}-\d{2}-\d{2}$/.test(trimmed)
    ? `${trimmed}T00:00`
    : trimmed.replace(/^(\d{4}-\d{2}-\d{2}) (\d)/, '$1T$2');
  const w = parseStayDateTime(candidate);
  return w ? formatWall(w) : null;
}

/**
 * spec §3/§9: snaps a stay date-time to the 900-second (15-minute) step of
 * the datetime-local input, to the NEAREST step (halfway rounds up: 14:07:30
 * → 14:15, 14:07 → 14:00, 23:53 → 00:00 of the next day). The step counts
 * in wall-clock time from midnight, as the input's does. Null when invalid.
 */
export function snapStayTime(datetimeLocal: string | null | undefined): string | null {
  const w = parseStayDateTime(datetimeLocal);
  if (!w) return null;
  const stepMinutes = STAY_STEP_SECONDS / 60;
  // Minutes of the day, halfway (7:30) rounding up; may reach 24:00.
  const minutes =
    Math.floor((w.h * 3600 + w.min * 60 + w.s + STAY_STEP_SECONDS / 2) / STAY_STEP_SECONDS) *
    stepMinutes;
  if (minutes < 24 * 60)
    return formatWall({ ...w, h: Math.floor(minutes / 60), min: minutes % 60 });
  return `${addDays(formatIsoDate(w.y, w.m, w.d), 1)}T00:00`;
}

/**
 * spec §3: the unix time in SECONDS of one stay date-time read in the
 * project's time zone (DST-correct; a wall time that occurs twice takes the
 * earlier instant, one inside the spring gap moves forward). Null when the
 * value is missing or not a real date-time.
 */
export function stayUnixTime(
  datetimeLocal: string | null | undefined,
  timeZone: string,
): number | null {
  const w = parseStayDateTime(datetimeLocal);
  // Zone transitions fall on whole minutes: the seconds simply add up.
  return w ? Math.floor(zonedTimeToEpoch(w, timeZone) / 1000) + w.s : null;
}

/**
 * spec §3: `_t_doa` and `_t_dod` of a stay — the unix times in seconds of
 * arrival and departure in the project's time zone, null where invalid.
 */
export function stayUnixTimes(
  stay: StayTimesInput,
  timeZone: string,
): { _t_doa: number | null; _t_dod: number | null } {
  return { _t_doa: stayUnixTime(stay.doa, timeZone), _t_dod: stayUnixTime(stay.dod, timeZone) };
}

/**
 * spec §5 stay validation: arrival and departure must be valid date-times
 * ("Invalid DOA"/stay_doa_missing, "Invalid DOD"/stay_dod_missing), and the
 * departure must be later than the arrival by more than 0 hours — compared as
 * instants in the project's time zone, so equal times fail
 * ("Invalid DOD"/stay_dod_before_doa). An empty list means valid; an invalid
 * stay is not sent.
 */
export function validateStay(stay: StayTimesInput, timeZone: string): StayError[] {
  const { _t_doa, _t_dod } = stayUnixTimes(stay, timeZone);
  const errors: StayError[] = [];
  if (_t_doa === null)
    errors.push({ field: 'doa', error: 'Invalid DOA', message: 'stay_doa_missing' });
  if (_t_dod === null)
    errors.push({ field: 'dod', error: 'Invalid DOD', message: 'stay_dod_missing' });
  if (_t_doa !== null && _t_dod !== null && _t_dod - _t_doa <= 0) {
    errors.push({ field: 'dod', error: 'Invalid DOD', message: 'stay_dod_before_doa' });
  }
  return errors;
}
