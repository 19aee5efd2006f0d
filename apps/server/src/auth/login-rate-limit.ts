// Rate limits of the login with reservation data (ARCHITECTURE.md security
// rules) and of the staff's logins and password changes: attempts are
// counted per IP address and per reservation number (the lookup value; for
// staff the account's address) in sliding windows, in the database, so
// every instance counts the same attempts (limits/shared-rate-limit.ts).
//
// Decisions:
// - The 101st failed login for one reservation within an hour is refused
//   with 429 (at most 100 failures per hour per reservation); so is
//   the 201st from one IP address within an hour. The address limit bounds
//   how many reservations one client can probe; it is above the reservation
//   limit so that one client meets the reservation limit first, and loose
//   because a hotel's guests often share the address of its Wi-Fi.
// - An attempt is counted before the data are compared or the password
//   verified, so parallel guesses meet the limit too; a refused attempt is
//   not counted (it tested nothing, and counting it would keep a
//   reservation locked for as long as an attacker keeps trying), nor is a
//   successful one.
// - A successful login does not reset the counts. Otherwise the real guest
//   logging in would hand an attacker who is guessing the name of that
//   reservation a fresh 100 tries. The price: an attacker can lock one
//   reservation's login for up to an hour; the guest still uses the app
//   anonymously and the front desk.
// - Only hashes of the IP address and of the reservation number are stored,
//   and rows older than the longest window are deleted.
import type { Admission, RateLimit, SharedRateLimiter } from '../limits/shared-rate-limit.ts';

export type LoginLimitScope = 'ip' | 'reservation';

export const LOGIN_LIMITS: Readonly<Record<LoginLimitScope, RateLimit>> = {
  reservation: { max: 100, windowMs: 60 * 60_000 },
  ip: { max: 200, windowMs: 60 * 60_000 },
};

export class LoginRateLimiter {
  constructor(
    private readonly shared: SharedRateLimiter,
    private readonly limits: Readonly<Record<LoginLimitScope, RateLimit>> = LOGIN_LIMITS,
  ) {}

  /**
   * Counts one login attempt from `ip` for the reservation (lookup value)
   * `key`, before it is tried. When allowed, release the ticket if the
   * attempt succeeds; a failed one stays counted.
   */
  attempt(projectId: string, ip: string, key: string): Promise<Admission> {
    return this.shared.admit(projectId, [
      { scope: 'ip', value: ip, limits: [this.limits.ip] },
      { scope: 'reservation', value: key, limits: [this.limits.reservation] },
    ]);
  }
}
