// POST /api/integrations/{project}/login: login with reservation data
// (spec §3/§4). Success starts a new session (rotated: the
// caller's previous session of this project ends) in the project's HttpOnly
// cookie and answers with the user id — never with the token.
import { ApiErrorSchema, LOGIN_FIELDS, LoginAnswerSchema } from '@hospes/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { syncGuestFromPms } from '../../../auth/guest-sync.ts';
import { attemptLogin, type LoginDependencies } from '../../../auth/login.service.ts';
import { LOGIN_FAILED_MESSAGE, LOGIN_STATUS_OK } from '../../../auth/login-texts.ts';
import { AppError, invalidRequest } from '../../../http/app-error.ts';
import { ProjectParamsSchema, projectSettings } from './integration-context.ts';

/** A login value: at most 200 characters (names, numbers, e-mail addresses). */
const LoginValue = z.string().max(200, 'At most 200 characters').nullish();

const LoginBodySchema = z.object({
  data: z.object(
    Object.fromEntries(LOGIN_FIELDS.map((f) => [f, LoginValue])) as Record<
      (typeof LOGIN_FIELDS)[number],
      typeof LoginValue
    >,
  ),
  lang: z.string().min(2).max(10).optional(),
});

export interface LoginRouteOptions {
  deps: LoginDependencies;
}

const login: FastifyPluginAsyncZod<LoginRouteOptions> = async (app, { deps }) => {
  app.post(
    '/integrations/:project/login',
    {
      bodyLimit: 8 * 1024,
      config: {
        rateLimit: {
          // A coarse guard against floods; the failure limits are in the service.
          // Above the reservation limit, so that the 101st failure meets that one.
          max: 300,
          timeWindow: 60_000,
          keyGenerator: (request) =>
            `login|${request.ip}|${(request.params as { project?: string }).project ?? ''}`,
        },
      },
      schema: {
        tags: ['login'],
        summary: 'Log in with reservation data',
        description:
          'Body `{ data: { reservation_id, last_name, … } }` with the fields of `loginfields`. ' +
          'Names match case- and accent-insensitively, all values trimmed. 200 sets the ' +
          'session cookie. 401 for any data that does not match (unknown reservation and ' +
          'wrong name alike). 429 with Retry-After after 100 failures for one reservation ' +
          'within an hour or 200 from one IP address within an hour.',
        params: ProjectParamsSchema,
        body: LoginBodySchema,
        response: {
          200: LoginAnswerSchema,
          400: ApiErrorSchema,
          401: ApiErrorSchema,
          404: ApiErrorSchema,
          429: ApiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const { project } = request.params;
      const settings = await projectSettings(app, project);
      if (!settings.loginActive) {
        throw new AppError('not_found', `Project "${project}" has no login with reservation data.`);
      }
      reply.header('cache-control', 'no-store');
      const result = await attemptLogin(deps, settings, request.body.data, request.ip);
      switch (result.kind) {
        case 'invalid':
          // spec §5: "Invalid {field}" for each required field left empty.
          throw invalidRequest(
            result.errors.map((e) => ({ path: `body/data/${e.field}`, message: e.error })),
          );
        case 'limited':
          throw new AppError('rate_limited', 'Too many failed logins. Please try again later.', {
            retryAfterSeconds: result.retryAfterSeconds,
          });
        case 'failed':
          throw new AppError('login_failed', LOGIN_FAILED_MESSAGE);
        case 'ok': {
          await syncGuestFromPms(
            app,
            settings,
            result.userId,
            result.reservationId,
            result.guestId,
          );
          await app.sessions.start(request, reply, {
            projectId: project,
            userId: result.userId,
            reservationId: result.reservationId,
          });
          request.log.info({ project, reservation: result.reservationId }, 'Guest logged in');
          return reply.send({ user_id: result.userId, status: LOGIN_STATUS_OK });
        }
      }
    },
  );
};

export default login;
