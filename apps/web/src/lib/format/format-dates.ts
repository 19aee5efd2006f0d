import { formatTime, hourSuffix, parseIsoDate } from '@hospes/domain';

/**
 * A calendar date 'YYYY-MM-DD' as a guest reads it, e.g. "Di., 24. Nov. 2026"
 * or "Tue, 24 Nov 2026". The date is a wall-clock date of the project, so it
 * is formatted as such (in UTC), never shifted by the browser's zone.
 */
export function formatDay(date: string, lang: string, withYear = true): string {
  const parts = parseIsoDate(date);
  if (!parts) return date;
  return new Intl.DateTimeFormat(lang, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    ...(withYear ? { year: 'numeric' } : {}),
    timeZone: 'UTC',
  }).format(Date.UTC(parts.y, parts.m - 1, parts.d));
}

/** A time span with the hour suffix of spec §9: "08:30 – 16:45 Uhr"; one end alone if only one. */
export function formatTimeRange(
  from: string | undefined,
  to: string | undefined,
  lang: string,
): string {
  if (from && to) {
    // The suffix once, at the end: "08:30 – 16:45 Uhr" reads better than twice.
    const start = formatTime(from, lang);
    const suffix = ` ${hourSuffix(lang)}`;
    const bare = start.endsWith(suffix) ? start.slice(0, -suffix.length) : start;
    return `${bare} – ${formatTime(to, lang)}`;
  }
  if (from) return formatTime(from, lang);
  if (to) return formatTime(to, lang);
  return '';
}
