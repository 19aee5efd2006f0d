// How long a staff session lives: it ends after 2 hours without a request
// (a forgotten console on the front desk's screen) and 12 hours after the
// login at the latest (one shift), whatever happens in between.
export const STAFF_IDLE_MS = 2 * 60 * 60_000;
export const STAFF_MAX_MS = 12 * 60 * 60_000;
/** A session's last-seen time is written at most this often. */
export const STAFF_TOUCH_MS = 60_000;

/** Failed staff logins allowed per account and per address within 15 minutes. */
export const STAFF_LOGIN_LIMITS = {
  reservation: { max: 10, windowMs: 15 * 60_000 },
  ip: { max: 50, windowMs: 15 * 60_000 },
} as const;

/** The expiry after activity at `now` of a session created at `createdAt`. */
export function staffSessionExpiry(createdAtMs: number, nowMs: number): number {
  return Math.min(createdAtMs + STAFF_MAX_MS, nowMs + STAFF_IDLE_MS);
}
