// The integration routes (login and the guest's PMS data) under
// /api: loginfields, login, isloggedin, logout, getreservations,
// getbookings, updateguestdata. The check-in, check-out, invoice and
// payment routes of the same folder are registered on their own.
import type { FastifyPluginAsync } from 'fastify';
import getBookings from './getbookings.ts';
import getReservations from './getreservations.ts';
import isLoggedIn from './isloggedin.ts';
import login from './login.ts';
import loginFields from './loginfields.ts';
import logout from './logout.ts';
import updateGuestData from './updateguestdata.ts';

export interface PmsRoutesOptions {
  /** The clock of statuses (tests move it). */
  now?: () => number;
}

const pmsRoutes: FastifyPluginAsync<PmsRoutesOptions> = async (app, options) => {
  const now = options.now ?? Date.now;
  // The limiter and the user ids are the logins plugin's (plugins/app/logins.ts).
  const { limiter, users } = app.logins;

  await app.register(loginFields);
  await app.register(login, { deps: { pms: app.pms, limiter, users, now } });
  await app.register(isLoggedIn);
  await app.register(logout);
  await app.register(getReservations, { now });
  await app.register(getBookings);
  await app.register(updateGuestData, { users });
};

export default pmsRoutes;
