// The login's shared parts for the routes (`fastify.logins`): the rate
// limits shared by every instance (their counts live in the database), the
// login's limiter on them, the stable user ids of reservation guests, and
// the pruning of hits older than the longest window.
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { LoginRateLimiter } from '../../auth/login-rate-limit.ts';
import { createRateLimitHitsRepository } from '../../limits/rate-limit-hits.repository.ts';
import { SharedRateLimiter } from '../../limits/shared-rate-limit.ts';
import {
  createReservationUsersRepository,
  type ReservationUsersRepository,
} from '../../auth/reservation-users.repository.ts';

export interface Logins {
  limiter: LoginRateLimiter;
  /** Every limit shared across instances (logins, staff, the inbox) counts here. */
  rateLimits: SharedRateLimiter;
  users: ReservationUsersRepository;
}

declare module 'fastify' {
  interface FastifyInstance {
    logins: Logins;
  }
}

export interface LoginsPluginOptions {
  /** The clock of the rate limits (tests move it). */
  now?: () => number;
}

/** How often rate limit hits older than the longest window are deleted. */
const PRUNE_EVERY_MS = 10 * 60_000;

const logins: FastifyPluginAsync<LoginsPluginOptions> = async (app, options) => {
  const rateLimits = new SharedRateLimiter(
    createRateLimitHitsRepository(app.database.db),
    options.now ?? Date.now,
  );
  app.decorate('logins', {
    limiter: new LoginRateLimiter(rateLimits),
    rateLimits,
    users: createReservationUsersRepository(app.database.db),
  });
  app.scheduler.every({
    name: 'prune rate limit hits',
    everyMs: PRUNE_EVERY_MS,
    run: () => rateLimits.prune(),
  });
};

export default fp(logins, { name: 'logins', dependencies: ['database', 'scheduler'] });
