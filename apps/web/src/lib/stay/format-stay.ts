import { parseStayDateTime } from '@hospes/domain';

/**
 * A stay date-time (`YYYY-MM-DDTHH:mm`, a wall time of the project's zone)
 * for reading, in the guest's language: "Fri, 10 Jul 2026, 14:00". The
 * value is a wall time already, so it is formatted as such (UTC in, UTC
 * out) and never shifted by the device's zone. Null when it is not a date-time.
 */
export function formatStayDateTime(value: string | null | undefined, lang: string): string | null {
  const wall = parseStayDateTime(value);
  if (!wall) return null;
  const instant = Date.UTC(wall.y, wall.m - 1, wall.d, wall.h, wall.min);
  return new Intl.DateTimeFormat(lang, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'UTC',
  }).format(instant);
}
