// Rate limits that hold across server instances and under parallel
// requests: an attempt is written to the database *before* it is tried,
// then the attempts in the window are counted — this one included. Of any
// number of parallel attempts, the last to count sees every earlier one, so
// at most `max` are let through, however many arrive at once (reading a
// count first and writing the failure after the work let 40 of 150 parallel
// staff logins through a limit of 10). An attempt refused is taken back (it
// tried nothing), and so is one that should not count after all (a login
// that succeeded: limits count guesses, not guests).
import { createHash } from 'node:crypto';
import type { RateLimitHitsRepository } from './rate-limit-hits.repository.ts';

export interface RateLimit {
  max: number;
  windowMs: number;
}

/** One value an attempt counts against: its scope, the value, the limits of that scope. */
export interface LimitedValue {
  scope: string;
  value: string;
  limits: readonly RateLimit[];
}

/** Hits are kept this long: no limit may have a longer window. */
export const RATE_LIMIT_HITS_KEPT_MS = 60 * 60_000;

export interface AttemptTicket {
  /** The attempt does not count after all (e.g. the login succeeded). */
  release(): Promise<void>;
}

export type Admission =
  { allowed: true; ticket: AttemptTicket } | { allowed: false; retryAfterSeconds: number };

function keyHash(scope: string, value: string): string {
  return createHash('sha256').update(`${scope}\u0000${value}`, 'utf8').digest('hex');
}

export class SharedRateLimiter {
  constructor(
    private readonly hits: RateLimitHitsRepository,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * Counts one attempt against every value; allowed when no limit of any of
   * them is exceeded, otherwise refused with the seconds until the oldest
   * hit of the exceeded window expires. Every value is counted in every
   * case, so a refusal costs the same whichever limit refuses.
   */
  async admit(projectId: string, values: readonly LimitedValue[]): Promise<Admission> {
    for (const { limits } of values) {
      if (limits.some((l) => l.windowMs > RATE_LIMIT_HITS_KEPT_MS)) {
        throw new Error(`A rate limit window is longer than ${RATE_LIMIT_HITS_KEPT_MS} ms`);
      }
    }
    const now = this.now();
    const keys = values.map((v) => ({ ...v, keyHash: keyHash(v.scope, v.value) }));
    const ids = await this.hits.insert(projectId, keys, now);
    let retryAfterSeconds = 0;
    for (const key of keys) {
      for (const { max, windowMs } of key.limits) {
        const { count, oldestAt } = await this.hits.countSince(
          projectId,
          key.scope,
          key.keyHash,
          now - windowMs,
        );
        if (count <= max) continue;
        const wait = Math.ceil(((oldestAt ?? now) + windowMs - now) / 1000);
        retryAfterSeconds = Math.max(retryAfterSeconds, wait, 1);
      }
    }
    const release = () => this.hits.delete(ids);
    if (retryAfterSeconds === 0) return { allowed: true, ticket: { release } };
    await release();
    return { allowed: false, retryAfterSeconds };
  }

  /** Deletes hits older than any window; returns how many. */
  prune(): Promise<number> {
    return this.hits.deleteUntil(this.now() - RATE_LIMIT_HITS_KEPT_MS);
  }
}
