// Whether a booking's date lies within the guest's stay. A guest who books
// a class after their departure has made a mistake more often than not:
// the app says so before booking (`project_settings.bookings.outside_stay`:
// 'warn', the default), or the hotel takes bookings only within the stay
// ('refuse', enforced by the server too). Dates compare as the hotel's local
// days: a slot on the departure day still counts (a morning class before
// leaving), one on the arrival day too.

export type OutsideStayRule = 'warn' | 'refuse';

/** The project's rule (`project_settings.bookings.outside_stay`), 'warn' when it names none. */
export function outsideStayRule(
  settings: { bookings?: { outside_stay?: unknown } } | undefined,
): OutsideStayRule {
  return settings?.bookings?.outside_stay === 'refuse' ? 'refuse' : 'warn';
}

/**
 * Whether the local day of `slotStart` ('2026-12-03T15:00') is before the
 * arrival's or after the departure's day ('2026-11-29…'); false when the stay
 * is not known (nothing to compare with).
 */
export function isOutsideStay(
  slotStart: string,
  stay: { arrival?: string | null; departure?: string | null } | null | undefined,
): boolean {
  const day = slotStart.slice(0, 10);
  const arrival = stay?.arrival?.slice(0, 10);
  const departure = stay?.departure?.slice(0, 10);
  if (!arrival || !departure) return false;
  return day < arrival || day > departure;
}
