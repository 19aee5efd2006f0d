import { formatTime, parseInstant, zonedParts } from '@hospes/domain';

/** Noon UTC of a calendar date: formatted with `timeZone: 'UTC'` it stays that date anywhere. */
function dateInstant(date: string): number {
  return Date.parse(`${date}T12:00:00Z`);
}

/** A plan day for the day selector, e.g. "Fri, 10 Jul". */
export function shortDayLabel(date: string, lang: string): string {
  return new Intl.DateTimeFormat(lang, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(dateInstant(date));
}

/** A plan day in full, e.g. "Friday, 10 July 2026". */
export function longDayLabel(date: string, lang: string): string {
  return new Intl.DateTimeFormat(lang, { dateStyle: 'full', timeZone: 'UTC' }).format(
    dateInstant(date),
  );
}

/**
 * The time of day of an entry's start in the project's zone with the spec §9
 * hour suffix, e.g. "14:30 Uhr" / "14:30 h"; '' when unreadable.
 */
export function entryTime(start: string, timeZone: string, lang: string): string {
  const t = parseInstant(start, timeZone);
  if (t === null) return '';
  const { hour, minute } = zonedParts(t, timeZone);
  return formatTime(`${hour}:${String(minute).padStart(2, '0')}`, lang);
}

/** An instant as date and time in the project's zone, e.g. "Sat, 11 Jul 2026, 00:00". */
export function instantLabel(epochMs: number, timeZone: string, lang: string): string {
  return new Intl.DateTimeFormat(lang, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  }).format(epochMs);
}
