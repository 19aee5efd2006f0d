// The guard of routes that take the admin token (publishing models; staff
// automation). It runs in `onRequest`, before a byte of the body is read, so
// a caller without the token cannot make the server buffer or parse large
// bodies; and it refuses a client that keeps guessing.
//
// Failed attempts are counted per client address in this instance's memory:
// the token is long and random (config: at least 12 characters), so even
// every instance's allowance together is far from enough to guess it, and a
// table write per wrong guess would hand a guesser a way to load the database.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../http/app-error.ts';

/** Wrong tokens one client address may present per window before it gets 429. */
export const FAILED_TOKEN_LIMIT = { max: 20, windowMs: 60_000 } as const;

/** Compares in constant time: hashing first gives both sides the same length. */
export function bearerTokenMatches(authorization: string | undefined, token: string): boolean {
  const presented = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '')?.[1];
  if (!presented) return false;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(presented), digest(token));
}

interface Failures {
  count: number;
  windowStart: number;
}

/** At most this many addresses are tracked; the oldest are forgotten first. */
const MAX_TRACKED = 10_000;

export type BearerTokenGuard = ReturnType<typeof createBearerTokenGuard>;

/**
 * An `onRequest` hook that lets a request through only with `Bearer <token>`;
 * without a configured token (undefined) nobody gets through.
 */
export function createBearerTokenGuard(
  token: string | undefined,
  options: { now?: () => number; limit?: { max: number; windowMs: number } } = {},
) {
  const now = options.now ?? Date.now;
  const { max, windowMs } = options.limit ?? FAILED_TOKEN_LIMIT;
  const failures = new Map<string, Failures>();

  const current = (ip: string, at: number): Failures | undefined => {
    const entry = failures.get(ip);
    if (entry && at - entry.windowStart >= windowMs) {
      failures.delete(ip);
      return undefined;
    }
    return entry;
  };

  return async function checkBearerToken(request: FastifyRequest, reply: FastifyReply) {
    const at = now();
    const entry = current(request.ip, at);
    if (entry && entry.count >= max) {
      const retryAfter = Math.max(1, Math.ceil((entry.windowStart + windowMs - at) / 1000));
      request.log.warn({ route: request.routeOptions.url }, 'Admin token: too many wrong attempts');
      reply.header('connection', 'close');
      throw new AppError(
        'rate_limited',
        `Too many wrong tokens. Try again in ${retryAfter} seconds.`,
        {
          retryAfterSeconds: retryAfter,
        },
      );
    }
    if (token !== undefined && bearerTokenMatches(request.headers.authorization, token)) return;

    if (entry) entry.count += 1;
    else {
      if (failures.size >= MAX_TRACKED) {
        const oldest = failures.keys().next().value;
        if (oldest !== undefined) failures.delete(oldest);
      }
      failures.set(request.ip, { count: 1, windowStart: at });
    }
    // Never the presented token: only that one was wrong.
    request.log.warn(
      {
        route: request.routeOptions.url,
        hasAuthorization: request.headers.authorization !== undefined,
      },
      'Admin token refused',
    );
    // The body is not read: closing the connection keeps a client from
    // streaming it anyway.
    reply.header('www-authenticate', 'Bearer').header('connection', 'close');
    throw new AppError('unauthorized', 'A valid admin token is required.');
  };
}
