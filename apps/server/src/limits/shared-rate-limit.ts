// Rate limits that hold across server instances and under parallel
// requests: an attempt is counted and written to the database *before* it
// is tried, while its keys' rows are locked (rate-limit-hits.repository.ts),
// so admissions of one key take turns and exactly `max` are let through in
// a window however many arrive at once (reading a count first and writing
// the failure after the work let 40 of 150 parallel staff logins through a
// limit of 10). A refused attempt writes nothing (it tried nothing); an
// admitted one that should not count after all is taken back (a login that
// succeeded: limits count guesses, not guests).
import { createHash } from 'node:crypto';
import { KeyedLock } from './keyed-lock.ts';
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
  readonly #turns = new KeyedLock();

  constructor(
    private readonly hits: RateLimitHitsRepository,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * Counts one attempt against every value; allowed when no limit of any of
   * them is reached yet, otherwise refused with the seconds until the oldest
   * hit of the full window expires. Every value is counted in every case, so
   * a refusal costs the same whichever limit refuses.
   */
  async admit(projectId: string, values: readonly LimitedValue[]): Promise<Admission> {
    for (const { limits } of values) {
      if (limits.some((l) => l.windowMs > RATE_LIMIT_HITS_KEPT_MS)) {
        throw new Error(`A rate limit window is longer than ${RATE_LIMIT_HITS_KEPT_MS} ms`);
      }
    }
    let now = 0;
    const keys = values.map((v) => ({
      scope: v.scope,
      keyHash: keyHash(v.scope, v.value),
      windows: v.limits,
    }));
    const result = await this.#turns.run(
      keys.map((k) => `${projectId}\u0000${k.scope}\u0000${k.keyHash}`),
      () => {
        now = this.now();
        return this.hits.admit(projectId, keys, now);
      },
    );
    if (result.admitted) {
      return { allowed: true, ticket: { release: () => this.hits.delete(result.ids) } };
    }
    const waits = result.exceeded.map(({ oldestAt, windowMs }) =>
      Math.max(1, Math.ceil((oldestAt + windowMs - now) / 1000)),
    );
    return { allowed: false, retryAfterSeconds: Math.max(...waits) };
  }

  /** Deletes hits older than any window; returns how many. */
  prune(): Promise<number> {
    return this.hits.deleteUntil(this.now() - RATE_LIMIT_HITS_KEPT_MS);
  }
}
