// The console's session: log in with e-mail and password, who am I, log
// out, change the password. The login is rate limited per account address
// and per client address (429 with Retry-After), answers one text for a
// wrong address and a wrong password, and refuses a browser request from
// another origin.
import {
  ApiErrorSchema,
  DEFAULT_TIMEZONE,
  StaffLoginBodySchema,
  StaffMeSchema,
  StaffPasswordBodySchema,
} from '@hospes/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clearStaffCookie, readStaffCookie, setStaffCookie } from '../../../staff/staff-cookie.ts';
import { isSameOriginWrite } from '../../../staff/staff-origin.ts';
import type { StaffSession } from '../../../staff/staff-auth.service.ts';
import { AppError, invalidField } from '../../../http/app-error.ts';

export const WRONG_LOGIN_TEXT = 'The e-mail address or the password is wrong.';
const DISABLED_TEXT =
  'This account is disabled. An administrator of your hotel can enable it again.';
const NOT_LOGGED_IN_TEXT = 'Log in to the console first.';
const ERRORS = {
  400: ApiErrorSchema,
  401: ApiErrorSchema,
  403: ApiErrorSchema,
  429: ApiErrorSchema,
};

const tooManyFailures = (retryAfterSeconds: number) =>
  new AppError(
    'rate_limited',
    `Too many failed logins. Try again in ${Math.ceil(retryAfterSeconds / 60)} minutes.`,
    { retryAfterSeconds },
  );
const notLoggedIn = () => new AppError('unauthorized', NOT_LOGGED_IN_TEXT);

const staffAccount: FastifyPluginAsyncZod = async (app) => {
  /** Who is logged in, with the project whose zone every time of the console is shown in. */
  const me = (session: StaffSession) => {
    const project = app.projects.findProject(session.account.projectId);
    return {
      account: session.account,
      expiresAt: session.expiresAt,
      project: {
        name: project?.name ?? session.account.projectId,
        timeZone: project?.place.timezone ?? DEFAULT_TIMEZONE,
      },
      mustChangePassword: session.mustChangePassword,
    };
  };
  const refuseOtherOrigin = async (request: FastifyRequest) => {
    if (isSameOriginWrite(request, app.config.publicUrl)) return;
    throw new AppError('forbidden', 'This request came from another site and was refused.');
  };

  app.post(
    '/staff/login',
    {
      bodyLimit: 4 * 1024,
      onRequest: refuseOtherOrigin,
      schema: {
        tags: ['staff'],
        summary: 'Log in to the console',
        description:
          'Body `{ email, password }`. Sets the session cookie (HttpOnly, SameSite=Strict, ' +
          'paths /api/staff and /console). 401 for a wrong address or password (one text for ' +
          'both), 403 `account_disabled` for the right password of a disabled account, 429 with ' +
          'Retry-After after 10 failures per account or 50 per address in 15 minutes. ' +
          '`mustChangePassword`: the password is one an administrator chose; every staff route ' +
          'but this, `me`, `logout` and `password` answers 403 `password_change_required`.',
        body: StaffLoginBodySchema,
        response: { 200: StaffMeSchema, ...ERRORS },
      },
    },
    async (request, reply) => {
      const { email, password } = request.body;
      const result = await app.staff.auth.login(email, password, request.ip);
      reply.header('cache-control', 'no-store');
      if (result.status === 'limited') throw tooManyFailures(result.retryAfterSeconds);
      if (result.status === 'wrong') {
        request.log.warn('Staff login refused');
        throw new AppError('login_failed', WRONG_LOGIN_TEXT);
      }
      if (result.status === 'disabled') {
        request.log.warn('Staff login to a disabled account');
        throw new AppError('account_disabled', DISABLED_TEXT);
      }
      const { session } = result;
      setStaffCookie(request, reply, result.token);
      await app.staff.auditLog.record({
        projectId: session.account.projectId,
        accountId: session.account.id,
        actor: session.account.email,
        action: 'login',
      });
      return reply.send(me(session));
    },
  );

  app.get(
    '/staff/me',
    {
      schema: {
        tags: ['staff'],
        summary: 'The logged-in staff member',
        description: '401 without a live session.',
        response: { 200: StaffMeSchema, 401: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const session = await app.staff.auth.session(readStaffCookie(request));
      if (!session) throw notLoggedIn();
      return reply.send(me(session));
    },
  );

  app.post(
    '/staff/logout',
    {
      onRequest: refuseOtherOrigin,
      schema: {
        tags: ['staff'],
        summary: 'Log out of the console',
        description: 'Ends the session on the server and clears the cookie; 204 also without one.',
        response: { 204: z.null(), 403: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const session = await app.staff.auth.session(readStaffCookie(request));
      if (session) {
        await app.staff.auth.logout(session.tokenHash);
        await app.staff.auditLog.record({
          projectId: session.account.projectId,
          accountId: session.account.id,
          actor: session.account.email,
          action: 'logout',
        });
      }
      clearStaffCookie(request, reply);
      return reply.code(204).header('cache-control', 'no-store').send(null);
    },
  );

  app.post(
    '/staff/password',
    {
      bodyLimit: 4 * 1024,
      onRequest: refuseOtherOrigin,
      schema: {
        tags: ['staff'],
        summary: 'Change the own password',
        description:
          'Body `{ currentPassword, newPassword }` (10–200 characters). Ends every other ' +
          'session of the account. 400 when the current password is wrong; wrong ones count ' +
          'against the login limit of the account and the address (429 with Retry-After).',
        body: StaffPasswordBodySchema,
        response: { 204: z.null(), ...ERRORS },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const session = await app.staff.auth.session(readStaffCookie(request));
      if (!session) throw notLoggedIn();
      const { currentPassword, newPassword } = request.body;
      const result = await app.staff.auth.changePassword(
        session,
        currentPassword,
        newPassword,
        request.ip,
      );
      if (result.status === 'limited') throw tooManyFailures(result.retryAfterSeconds);
      if (result.status === 'wrong') {
        throw invalidField('body/currentPassword', 'The current password is wrong.');
      }
      await app.staff.auditLog.record({
        projectId: session.account.projectId,
        accountId: session.account.id,
        actor: session.account.email,
        action: 'password.change',
      });
      return reply.code(204).send(null);
    },
  );
};

export default staffAccount;
