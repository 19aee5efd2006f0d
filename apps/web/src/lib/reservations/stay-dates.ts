import { parseIsoDate } from '@hospes/domain';

/**
 * A stay's date (`YYYY-MM-DD`, optionally with a local time, in the hotel's
 * time zone) as the guest reads it, e.g. "Sun, 22 Nov 2026" (without the
 * year: "Sun, 22 Nov"); the date part only, so no time zone can move it to
 * another day.
 */
export function formatStayDate(value: string, lang: string, withYear = true): string {
  const date = parseIsoDate(value.slice(0, 10));
  if (!date) return value;
  return new Intl.DateTimeFormat(lang, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    ...(withYear ? { year: 'numeric' } : {}),
    timeZone: 'UTC',
  }).format(Date.UTC(date.y, date.m - 1, date.d));
}

/** "22 – 25 Nov 2026" style range of a stay. */
export function formatStayRange(from: string, to: string, lang: string): string {
  const a = parseIsoDate(from.slice(0, 10));
  const b = parseIsoDate(to.slice(0, 10));
  if (!a || !b) return `${from} – ${to}`;
  const format = new Intl.DateTimeFormat(lang, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return format.formatRange(Date.UTC(a.y, a.m - 1, a.d), Date.UTC(b.y, b.m - 1, b.d));
}
