// The login's shared parts for the routes (`fastify.logins`): the rate
// limiter of failed logins (its counts live in the database, so every
// instance shares them), the stable user ids of reservation guests, and the
// pruning of failures older than the longest window.
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { createLoginFailuresRepository } from '../../auth/login-failures.repository.ts';
import { LoginRateLimiter } from '../../auth/login-rate-limit.ts';
import {
  createReservationUsersRepository,
  type ReservationUsersRepository,
} from '../../auth/reservation-users.repository.ts';

export interface Logins {
  limiter: LoginRateLimiter;
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

/** How often failed logins older than the longest window are deleted. */
const PRUNE_EVERY_MS = 10 * 60_000;

const logins: FastifyPluginAsync<LoginsPluginOptions> = async (app, options) => {
  const limiter = new LoginRateLimiter(
    createLoginFailuresRepository(app.database.db),
    options.now ?? Date.now,
  );
  app.decorate('logins', { limiter, users: createReservationUsersRepository(app.database.db) });
  const timer = setInterval(() => {
    limiter
      .prune()
      .catch((err: unknown) => app.log.error({ err }, 'Pruning login failures failed'));
  }, PRUNE_EVERY_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
};

export default fp(logins, { name: 'logins', dependencies: ['database'] });
