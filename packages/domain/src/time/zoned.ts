/**
 * Pure time-zone helpers on `Intl.DateTimeFormat` (no date library).
 *
 * The rules of the spec that depend on "today" or on a wall-clock hour
 * (event validity §5, check-in windows §4/§9, plan visibility §3/§9) are
 * evaluated in the project's IANA time zone (e.g. 'Europe/Vienna'), so the
 * server and every browser agree regardless of their own zone. Calendar
 * dates are plain 'YYYY-MM-DD' strings (lexicographic order = date order);
 * instants are epoch milliseconds.
 */

/** Wall-clock parts of an instant in a time zone. `weekday` 0 is Sunday (spec §9). */
export interface ZonedParts {
  year: number;
  /** 1..12 */
  month: number;
  /** 1..31 */
  day: number;
  /** 0..23 */
  hour: number;
  /** 0..59 */
  minute: number;
  /** 0 = Sunday … 6 = Saturday (spec §9: weekdays Sunday to Saturday). */
  weekday: number;
}

/** A wall-clock date and time; `h` may be 24 only with `min` 0 (= next day 00:00). */
export interface WallTime {
  y: number;
  m: number;
  d: number;
  h: number;
  min: number;
}

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    // Throws RangeError for an unknown time zone — a configuration error.
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      era: 'short',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

type WallFields = Readonly<{
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}>;

/**
 * The last wall-clock fields computed: `formatToParts` is slow on a phone and
 * the same instants come back (a forecast's 40 slots, read for the widget,
 * the forecast page and the weather filter). Bounded: cleared when full.
 */
const recentWallFields = new Map<string, WallFields>();
const RECENT_WALL_FIELDS_MAX = 2048;

/** Wall-clock fields (with seconds) of an instant in a zone; proleptic years (BC → ≤ 0). */
function wallFields(epochMs: number, timeZone: string): WallFields {
  const key = `${timeZone}|${epochMs}`;
  const known = recentWallFields.get(key);
  if (known) return known;
  const fields = computeWallFields(epochMs, timeZone);
  if (recentWallFields.size >= RECENT_WALL_FIELDS_MAX) recentWallFields.clear();
  recentWallFields.set(key, fields);
  return fields;
}

function computeWallFields(epochMs: number, timeZone: string): WallFields {
  const parts = formatterFor(timeZone).formatToParts(new Date(epochMs));
  let year = 0;
  let month = 0;
  let day = 0;
  let hour = 0;
  let minute = 0;
  let second = 0;
  let bc = false;
  for (const p of parts) {
    switch (p.type) {
      case 'year':
        year = Number(p.value);
        break;
      case 'month':
        month = Number(p.value);
        break;
      case 'day':
        day = Number(p.value);
        break;
      case 'hour':
        hour = Number(p.value) % 24; // some engines print "24" at midnight
        break;
      case 'minute':
        minute = Number(p.value);
        break;
      case 'second':
        second = Number(p.value);
        break;
      case 'era':
        bc = p.value.startsWith('B');
        break;
    }
  }
  if (bc) year = 1 - year;
  return { year, month, day, hour, minute, second };
}

/**
 * Days since 1970-01-01 of a proleptic Gregorian date (Howard Hinnant's
 * days_from_civil) — integer arithmetic, no `Date` quirks for years < 100.
 */
function daysFromCivil(y: number, m: number, d: number): number {
  const yy = m <= 2 ? y - 1 : y;
  const era = Math.floor(yy / 400);
  const yoe = yy - era * 400;
  const doy = Math.floor((153 * (m + (m > 2 ? -3 : 9)) + 2) / 5) + d - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}

/** Inverse of {@link daysFromCivil}. */
function civilFromDays(z: number): { y: number; m: number; d: number } {
  const zz = z + 719468;
  const era = Math.floor(zz / 146097);
  const doe = zz - era * 146097;
  const yoe = Math.floor(
    (doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365,
  );
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const d = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const m = mp + (mp < 10 ? 3 : -9);
  return { y: yoe + era * 400 + (m <= 2 ? 1 : 0), m, d };
}

/** Tells whether a year is a Gregorian leap year. */
export function isLeapYear(y: number): boolean {
  return (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
}

/** Number of days of a month (1..12) in a year; 29 for February of a leap year. */
export function daysInMonth(y: number, m: number): number {
  if (m === 2) return isLeapYear(y) ? 29 : 28;
  return [4, 6, 9, 11].includes(m) ? 30 : 31;
}

function pad(n: number, width: number): string {
  return String(n).padStart(width, '0');
}

/** Formats calendar parts as 'YYYY-MM-DD' (years 1..9999). */
export function formatIsoDate(y: number, m: number, d: number): string {
  return `${pad(y, 4)}-${pad(m, 2)}-${pad(d, 2)}`;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Parses a real calendar date 'YYYY-MM-DD' (leap years honoured); null for
 * anything else, e.g. '2026-02-29' or '2026-1-5'.
 */
export function parseIsoDate(s: string): { y: number; m: number; d: number } | null {
  const match = ISO_DATE.exec(s);
  if (!match) return null;
  const y = Number(match[1]);
  const m = Number(match[2]);
  const d = Number(match[3]);
  if (y < 1 || m < 1 || m > 12 || d < 1 || d > daysInMonth(y, m)) return null;
  return { y, m, d };
}

function requireIsoDate(s: string): { y: number; m: number; d: number } {
  const p = parseIsoDate(s);
  if (!p) throw new RangeError(`Invalid date "${s}" (expected YYYY-MM-DD)`);
  return p;
}

const TIME_OF_DAY = /^(\d{2}):(\d{2})$/;

/**
 * Minutes since midnight of a time of day 'HH:mm' (00:00..23:59, and '24:00'
 * = 1440 = end of the day, as used by opening hours); null when malformed.
 */
export function timeToMinutes(s: string): number | null {
  const match = TIME_OF_DAY.exec(s);
  if (!match) return null;
  const h = Number(match[1]);
  const min = Number(match[2]);
  if (min > 59 || h > 24 || (h === 24 && min !== 0)) return null;
  return h * 60 + min;
}

/**
 * Wall-clock parts (year, month, day, hour, minute, weekday with 0 = Sunday)
 * of an instant in an IANA time zone.
 */
export function zonedParts(epochMs: number, timeZone: string): ZonedParts {
  const f = wallFields(epochMs, timeZone);
  const weekday = (((daysFromCivil(f.year, f.month, f.day) + 4) % 7) + 7) % 7; // 1970-01-01 was a Thursday
  return { year: f.year, month: f.month, day: f.day, hour: f.hour, minute: f.minute, weekday };
}

/** The calendar date 'YYYY-MM-DD' of an instant in an IANA time zone ("today" of §5). */
export function zonedDate(epochMs: number, timeZone: string): string {
  const f = wallFields(epochMs, timeZone);
  return formatIsoDate(f.year, f.month, f.day);
}

/** Weekday (0 = Sunday … 6 = Saturday) of a calendar date 'YYYY-MM-DD'. */
export function weekdayOf(date: string): number {
  const { y, m, d } = requireIsoDate(date);
  return (((daysFromCivil(y, m, d) + 4) % 7) + 7) % 7;
}

/** UTC offset (ms, east positive) of a zone at an instant. */
function offsetAt(epochMs: number, timeZone: string): number {
  const f = wallFields(epochMs, timeZone);
  const wallAsUtc =
    daysFromCivil(f.year, f.month, f.day) * DAY_MS +
    ((f.hour * 60 + f.minute) * 60 + f.second) * 1000;
  return wallAsUtc - Math.floor(epochMs / 1000) * 1000;
}

const WALL_TIME = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})$/;

function parseWallTime(input: string | WallTime): WallTime {
  if (typeof input !== 'string') return input;
  const match = WALL_TIME.exec(input);
  if (!match) throw new RangeError(`Invalid date-time "${input}" (expected YYYY-MM-DDTHH:mm)`);
  return {
    y: Number(match[1]),
    m: Number(match[2]),
    d: Number(match[3]),
    h: Number(match[4]),
    min: Number(match[5]),
  };
}

/**
 * The instant (epoch ms) of a wall-clock date and time in an IANA time zone.
 * Accepts 'YYYY-MM-DDTHH:mm' (or a space instead of 'T') or `{y, m, d, h, min}`;
 * '24:00' means 00:00 of the next day. Throws RangeError for a date that does
 * not exist in the calendar, a malformed string or an out-of-range time.
 *
 * DST (decision, same as Temporal's default `disambiguation: 'compatible'`):
 * - skipped hour (spring forward, e.g. Vienna 2026-03-29 02:00–02:59 does not
 *   exist): the time is moved forward by the length of the gap, so 02:30 →
 *   03:30 CEST. A rule "from 02:30" therefore starts at the first real
 *   instant after the intended wall time, never an hour early.
 * - duplicated hour (fall back, e.g. Vienna 2026-10-25 02:00–02:59 occurs
 *   twice): the earlier occurrence (still summer time, CEST) is used, so a
 *   rule starting at that time starts as early as a guest could read it on
 *   the clock.
 */
export function zonedTimeToEpoch(input: string | WallTime, timeZone: string): number {
  const { y, m, d, h, min } = parseWallTime(input);
  if (
    !Number.isInteger(h) ||
    !Number.isInteger(min) ||
    h < 0 ||
    min < 0 ||
    min > 59 ||
    h > 24 ||
    (h === 24 && min !== 0)
  ) {
    throw new RangeError(`Invalid time ${h}:${min}`);
  }
  if (
    !Number.isInteger(y) ||
    !Number.isInteger(m) ||
    !Number.isInteger(d) ||
    m < 1 ||
    m > 12 ||
    d < 1 ||
    d > daysInMonth(y, m)
  ) {
    throw new RangeError(`Invalid date ${y}-${m}-${d}`);
  }
  const local = daysFromCivil(y, m, d) * DAY_MS + (h * 60 + min) * MINUTE_MS;
  // Offsets a day around the wall time cover every real zone transition.
  const before = offsetAt(local - DAY_MS, timeZone);
  const after = offsetAt(local + DAY_MS, timeZone);
  const candidates = [local - before, local - after].filter(
    (t) => offsetAt(t, timeZone) === local - t,
  );
  if (candidates.length > 0) return Math.min(...candidates);
  // In a gap: read the wall time with the offset before the transition.
  return local - before;
}

/** The instant of 00:00 of a calendar date in a zone (DST-safe; see {@link zonedTimeToEpoch}). */
export function zonedStartOfDay(date: string, timeZone: string): number {
  const { y, m, d } = requireIsoDate(date);
  return zonedTimeToEpoch({ y, m, d, h: 0, min: 0 }, timeZone);
}

/** Adds `n` (may be negative) calendar days to a date 'YYYY-MM-DD'. */
export function addDays(date: string, n: number): string {
  const { y, m, d } = requireIsoDate(date);
  const r = civilFromDays(daysFromCivil(y, m, d) + Math.trunc(n));
  return formatIsoDate(r.y, r.m, r.d);
}

/** Calendar days from `a` to `b` (positive when `b` is later); DST never matters. */
export function daysBetween(a: string, b: string): number {
  const pa = requireIsoDate(a);
  const pb = requireIsoDate(b);
  return daysFromCivil(pb.y, pb.m, pb.d) - daysFromCivil(pa.y, pa.m, pa.d);
}

const INSTANT =
  /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?)?$/i;

/**
 * The instant of a date or date-time string as the model and the property
 * system send them: 'YYYY-MM-DD' is 00:00 of that day, a date-time without an
 * offset ('YYYY-MM-DDTHH:mm[:ss]', e.g. a datetime-local stay time) is a wall
 * time in the project's zone (see {@link zonedTimeToEpoch} for DST), one with
 * 'Z' or '±HH:mm' is that exact instant. Null for anything else.
 */
export function parseInstant(value: string, timeZone: string): number | null {
  const match = INSTANT.exec(value.trim());
  if (!match) return null;
  const [, date = '', hh, mm = '00', ss, offset] = match;
  if (!parseIsoDate(date)) return null;
  if (hh === undefined) return zonedStartOfDay(date, timeZone);
  const h = Number(hh);
  const min = Number(mm);
  const sec = ss === undefined ? 0 : Number(ss);
  if (h > 23 || min > 59 || sec > 59) return null;
  if (offset !== undefined) {
    const t = Date.parse(value.trim());
    return Number.isNaN(t) ? null : t;
  }
  return zonedTimeToEpoch(`${date}T${hh}:${mm}`, timeZone) + sec * 1000;
}

/**
 * The calendar date 'YYYY-MM-DD' in the project's zone of a date or
 * date-time string (see {@link parseInstant}); null when it cannot be read.
 * '2026-07-09T22:30:00Z' is 2026-07-10 in Vienna.
 */
export function calendarDateOf(value: string, timeZone: string): string | null {
  const t = parseInstant(value, timeZone);
  return t === null ? null : zonedDate(t, timeZone);
}
