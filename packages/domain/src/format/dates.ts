/**
 * The one place where dates and times become text, for the web app and the
 * server's PDFs alike: one locale per app language and a handful of named
 * styles, so that a line never mixes "24/11/2026" with "Tue, Nov 24". Dates
 * of the project's calendar (`YYYY-MM-DD`, wall times `YYYY-MM-DDTHH:mm`)
 * are formatted as they are (read in UTC), never shifted by a device's zone;
 * instants take the project's zone.
 */
import type { Lang } from '../language-codes.ts';
import { isLanguage } from '../languages.ts';

/**
 * The locale each app language writes dates and money in. The app's English
 * is British ("Favourites"), and so are its dates: "Tue, 24 Nov 2026".
 */
export const FORMAT_LOCALES: Readonly<Record<Lang, string>> = Object.freeze({
  de: 'de',
  en: 'en-GB',
  es: 'es',
  fr: 'fr',
  hr: 'hr',
  it: 'it',
  ru: 'ru',
});

/** The formatting locale of a language code; an unknown one formats as English. */
export function formatLocale(lang: string): string {
  const base = lang.toLowerCase().split(/[-_]/)[0] ?? '';
  return isLanguage(base) ? FORMAT_LOCALES[base] : FORMAT_LOCALES.en;
}

/** How a calendar date reads. */
export type DateStyle =
  /** "Di., 24. Nov. 2026" / "Tue, 24 Nov 2026" — the app's default. */
  | 'weekday'
  /** "Di., 24. Nov." / "Tue, 24 Nov" — where the year is plain. */
  | 'weekdayNoYear'
  /** "24. Nov. 2026" / "24 Nov 2026". */
  | 'medium'
  /** "24. Nov." / "24 Nov". */
  | 'short'
  /** "24.11.2026" / "24/11/2026" — documents (PDFs). */
  | 'numeric'
  /** "Dienstag, 24. November 2026" / "Tuesday, 24 November 2026" — headings. */
  | 'full';

const DATE_OPTIONS: Readonly<Record<DateStyle, Intl.DateTimeFormatOptions>> = {
  weekday: { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' },
  weekdayNoYear: { weekday: 'short', day: 'numeric', month: 'short' },
  medium: { day: 'numeric', month: 'short', year: 'numeric' },
  short: { day: 'numeric', month: 'short' },
  numeric: { day: '2-digit', month: '2-digit', year: 'numeric' },
  full: { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' },
};

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(lang: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const locale = formatLocale(lang);
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, format);
  }
  return format;
}

/** Midnight UTC of the date part of `YYYY-MM-DD…`, or null when there is none. */
function calendarInstant(value: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const t = Date.UTC(y, mo - 1, d);
  const check = new Date(t);
  return check.getUTCFullYear() === y && check.getUTCMonth() === mo - 1 && check.getUTCDate() === d
    ? t
    : null;
}

/**
 * A calendar date (`YYYY-MM-DD`, or the date part of a wall time) as the
 * guest reads it; anything else is returned unchanged.
 */
export function formatDate(value: string, lang: string, style: DateStyle = 'weekday'): string {
  const t = calendarInstant(value);
  if (t === null) return value;
  return formatter(lang, { ...DATE_OPTIONS[style], timeZone: 'UTC' }).format(t);
}

/** Two calendar dates as one range: "22.–25. Nov. 2026" / "22–25 Nov 2026". */
export function formatDateRange(from: string, to: string, lang: string): string {
  const a = calendarInstant(from);
  const b = calendarInstant(to);
  if (a === null || b === null) return `${from} – ${to}`;
  return formatter(lang, { ...DATE_OPTIONS.medium, timeZone: 'UTC' }).formatRange(a, b);
}

/** How a point in time reads. */
export type DateTimeStyle =
  /** "Sa., 11. Juli 2026, 14:00" / "Sat, 11 Jul 2026, 14:00". */
  | 'dateTime'
  /** "Montag, 23. November, 14:00" — when something opens or closes. */
  | 'moment'
  /** "24. Nov. 2026" in the zone. */
  | 'date'
  /** "Di., 24. Nov." in the zone — a coming day of this season. */
  | 'day';

const DATE_TIME_OPTIONS: Readonly<Record<DateTimeStyle, Intl.DateTimeFormatOptions>> = {
  dateTime: {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  },
  moment: {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  },
  date: DATE_OPTIONS.medium,
  day: DATE_OPTIONS.weekdayNoYear,
};

/** An instant in the project's time zone. */
export function formatInstant(
  epochMs: number,
  lang: string,
  timeZone: string,
  style: DateTimeStyle = 'dateTime',
): string {
  return formatter(lang, { ...DATE_TIME_OPTIONS[style], timeZone }).format(epochMs);
}

/**
 * A wall time of the project (`YYYY-MM-DDTHH:mm`) as date and time,
 * "Fri, 10 Jul 2026, 14:00"; null when it is not one.
 */
export function formatWallTime(value: string | null | undefined, lang: string): string | null {
  const m = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})/.exec(value ?? '');
  const day = m?.[1] ? calendarInstant(m[1]) : null;
  if (!m || day === null) return null;
  const [h, min] = [Number(m[2]), Number(m[3])];
  if (h > 23 || min > 59) return null;
  return formatInstant(day + (h * 60 + min) * 60_000, lang, 'UTC', 'dateTime');
}
