import { formatTime, parseInstant, zonedParts } from '@hospes/domain';

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
