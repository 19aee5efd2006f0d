// Rate limits of the login with reservation data (ARCHITECTURE.md security
// rules): failed logins are counted per IP address and per reservation
// number (the lookup value) in sliding windows, in the database, so every
// instance counts the same failures.
//
// Decisions:
// - The 101st failed login for one reservation within an hour is refused
//   with 429 (at most 100 failures per hour per reservation); so is
//   the 201st from one IP address within an hour. The address limit bounds
//   how many reservations one client can probe; it is above the reservation
//   limit so that one client meets the reservation limit first, and loose
//   because a hotel's guests often share the address of its Wi-Fi.
// - A refused attempt is not counted: it tested nothing, and counting it
//   would keep a reservation locked for as long as an attacker keeps trying.
// - A successful login does not reset the counts. Otherwise the real guest
//   logging in would hand an attacker who is guessing the name of that
//   reservation a fresh 100 tries. The price: an attacker can lock one
//   reservation's login for up to an hour; the guest still uses the app
//   anonymously and the front desk.
// - Only hashes of the IP address and of the reservation number are stored,
//   and rows older than the longest window are deleted
//   (login-failures.repository.ts).
import { createHash } from 'node:crypto';
import type { LoginFailuresRepository, LoginLimitScope } from './login-failures.repository.ts';

export type { LoginLimitScope } from './login-failures.repository.ts';

export interface LoginLimit {
  max: number;
  windowMs: number;
}

export const LOGIN_LIMITS: Readonly<Record<LoginLimitScope, LoginLimit>> = {
  reservation: { max: 100, windowMs: 60 * 60_000 },
  ip: { max: 200, windowMs: 60 * 60_000 },
};

export type LoginLimitCheck = { allowed: true } | { allowed: false; retryAfterSeconds: number };

function keyHash(scope: LoginLimitScope, value: string): string {
  return createHash('sha256').update(`${scope}\u0000${value}`, 'utf8').digest('hex');
}

export class LoginRateLimiter {
  constructor(
    private readonly failures: LoginFailuresRepository,
    private readonly now: () => number = Date.now,
    private readonly limits: Readonly<Record<LoginLimitScope, LoginLimit>> = LOGIN_LIMITS,
  ) {}

  private async checkOne(
    projectId: string,
    scope: LoginLimitScope,
    value: string,
    now: number,
  ): Promise<LoginLimitCheck> {
    const { max, windowMs } = this.limits[scope];
    const { count, oldestAt } = await this.failures.countSince(
      projectId,
      scope,
      keyHash(scope, value),
      now - windowMs,
    );
    if (count < max) return { allowed: true };
    const oldest = oldestAt ?? now;
    return {
      allowed: false,
      retryAfterSeconds: Math.max(1, Math.ceil((oldest + windowMs - now) / 1000)),
    };
  }

  /**
   * Whether one more login may be tried from `ip` for the reservation
   * (lookup value) `key`; both are checked in every case, so a refusal
   * costs the same whichever limit refuses.
   */
  async check(projectId: string, ip: string, key: string): Promise<LoginLimitCheck> {
    const now = this.now();
    const [byIp, byKey] = [
      await this.checkOne(projectId, 'ip', ip, now),
      await this.checkOne(projectId, 'reservation', key, now),
    ];
    if (byIp.allowed && byKey.allowed) return { allowed: true };
    const waits = [byIp, byKey].map((c) => (c.allowed ? 0 : c.retryAfterSeconds));
    return { allowed: false, retryAfterSeconds: Math.max(...waits) };
  }

  /** Counts a failed login against the IP address and the reservation. */
  async recordFailure(projectId: string, ip: string, key: string): Promise<void> {
    await this.failures.record(
      projectId,
      [
        { scope: 'ip', keyHash: keyHash('ip', ip) },
        { scope: 'reservation', keyHash: keyHash('reservation', key) },
      ],
      this.now(),
    );
  }

  /** Deletes failures older than the longest window; returns how many. */
  async prune(): Promise<number> {
    const longest = Math.max(...Object.values(this.limits).map((l) => l.windowMs));
    return this.failures.deleteUntil(this.now() - longest);
  }
}
