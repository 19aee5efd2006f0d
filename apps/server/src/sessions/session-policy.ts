// How long sessions live, and how often their use is written down.

const DAY_MS = 24 * 60 * 60_000;

/**
 * An anonymous guest's session: 180 days after its last use (sliding). It
 * opens nothing but what the guest stored themselves (favourites, language,
 * a typed profile and stay), so a long life costs little, while a short one
 * would lose those choices between two holidays. 180 days stay well within
 * what browsers keep a cookie (Chrome caps at 400).
 */
export const ANONYMOUS_SESSION_TTL_MS = 180 * DAY_MS;

/**
 * A session logged in with reservation data: 30 days from the login, not
 * extended by use. It opens the reservation, invoices and check-in with
 * personal data, so a stolen or forgotten cookie must stop working soon; 30
 * days cover a long stay from a login some days before arrival, and logging
 * in again is cheap.
 */
export const LOGGED_IN_SESSION_TTL_MS = 30 * DAY_MS;

/**
 * `last_seen_at` (and an anonymous session's expiry) is written at most
 * once per hour per session: a write on every request would turn each read
 * of the app into a database write.
 */
export const LAST_SEEN_THROTTLE_MS = 60 * 60_000;

/** How often expired sessions (and anonymous guests left without one) are deleted. */
export const SESSION_CLEANUP_INTERVAL_MS = 60 * 60_000;

/** The lifetime of a session of this kind. */
export function sessionTtlMs(reservationId: string | null): number {
  return reservationId === null ? ANONYMOUS_SESSION_TTL_MS : LOGGED_IN_SESSION_TTL_MS;
}

/** Whether using a session extends its expiry (anonymous) or not (logged in). */
export function isSlidingSession(reservationId: string | null): boolean {
  return reservationId === null;
}
