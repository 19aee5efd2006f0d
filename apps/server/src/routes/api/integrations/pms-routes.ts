// The integration routes (login and the guest's PMS data) under
// /api: loginfields, login, isloggedin, logout, getreservations,
// getbookings, updateguestdata. The check-in, check-out, invoice and
// payment routes of the same folder are registered on their own.
import type { FastifyPluginAsync } from 'fastify';
import { LoginRateLimiter } from '../../../auth/login-rate-limit.ts';
import { createReservationUsersRepository } from '../../../auth/reservation-users.repository.ts';
import getBookings from './getbookings.ts';
import getReservations from './getreservations.ts';
import isLoggedIn from './isloggedin.ts';
import login from './login.ts';
import loginFields from './loginfields.ts';
import logout from './logout.ts';
import updateGuestData from './updateguestdata.ts';

export interface PmsRoutesOptions {
  /** The clock of statuses and rate limits (tests move it). */
  now?: () => number;
}

/** How often failed logins older than the longest window are deleted. */
const PRUNE_EVERY_MS = 10 * 60_000;

const pmsRoutes: FastifyPluginAsync<PmsRoutesOptions> = async (app, options) => {
  const now = options.now ?? Date.now;
  const users = createReservationUsersRepository(app.database.db);
  const limiter = new LoginRateLimiter(app.database.db, now);
  const timer = setInterval(() => {
    limiter
      .prune()
      .catch((err: unknown) => app.log.error({ err }, 'Pruning login failures failed'));
  }, PRUNE_EVERY_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));

  await app.register(loginFields);
  await app.register(login, { deps: { pms: app.pms, limiter, users, now } });
  await app.register(isLoggedIn);
  await app.register(logout);
  await app.register(getReservations, { now });
  await app.register(getBookings);
  await app.register(updateGuestData, { users });
};

export default pmsRoutes;
