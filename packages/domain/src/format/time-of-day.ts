import { mapBrowserLanguages } from '../languages.ts';

/** How long a weekday name is (Intl's `weekday` option). */
export type WeekdayStyle = 'long' | 'short' | 'narrow';

// A fixed reference week: 1 January 2023 was a Sunday (read in UTC).
const REFERENCE_SUNDAY_UTC = Date.UTC(2023, 0, 1);
const DAY_MS = 86_400_000;

/**
 * spec §9: the name of a weekday, 0 = Sunday … 6 = Saturday, in `lang`
 * (an unsupported language is English): weekdayName(1, 'de') → "Montag",
 * weekdayName(0, 'en', 'short') → "Sun". Throws RangeError for any other day.
 */
export function weekdayName(day: number, lang: string, style: WeekdayStyle = 'long'): string {
  if (!Number.isInteger(day) || day < 0 || day > 6) {
    throw new RangeError(`Invalid weekday ${day} (expected 0 = Sunday … 6 = Saturday)`);
  }
  return new Intl.DateTimeFormat(mapBrowserLanguages([lang]), {
    weekday: style,
    timeZone: 'UTC',
  }).format(REFERENCE_SUNDAY_UTC + day * DAY_MS);
}

/**
 * spec §9: the hour suffix — "Uhr" in German, "h" in every other language —
 * except Russian, which writes a time bare ("14:00"): a Latin "h" in Cyrillic
 * text reads as a typo (docs/decisions/038).
 */
export function hourSuffix(lang: string): string {
  const mapped = mapBrowserLanguages([lang]);
  if (mapped === 'ru') return '';
  return mapped === 'de' ? 'Uhr' : 'h';
}

const TIME = /^(\d{1,2}):(\d{2})(?::\d{2})?$/;

/**
 * spec §9: a time of day with the hour suffix, 24-hour clock in every
 * language: formatTime('14:00', 'de') → "14:00 Uhr", formatTime('9:05', 'en')
 * → "09:05 h" (seconds are dropped). Anything that is not a time of day
 * (00:00 … 24:00) is returned unchanged, so a free text stays readable.
 */
export function formatTime(time: string, lang: string): string {
  const match = TIME.exec(time);
  if (!match) return time;
  const h = Number(match[1]);
  const min = Number(match[2]);
  if (h > 24 || min > 59 || (h === 24 && min > 0)) return time;
  return `${String(h).padStart(2, '0')}:${match[2]} ${hourSuffix(lang)}`.trimEnd();
}

/**
 * A span of two times of day with the hour suffix once, at the end:
 * "08:30 – 16:45 Uhr" reads better than the suffix twice; one end alone
 * when only one is known, '' when none.
 */
export function formatTimeRange(
  from: string | undefined,
  to: string | undefined,
  lang: string,
): string {
  if (from && to) {
    const start = formatTime(from, lang);
    const suffix = hourSuffix(lang) ? ` ${hourSuffix(lang)}` : '';
    const bare = suffix && start.endsWith(suffix) ? start.slice(0, -suffix.length) : start;
    return `${bare} – ${formatTime(to, lang)}`;
  }
  if (from) return formatTime(from, lang);
  if (to) return formatTime(to, lang);
  return '';
}
