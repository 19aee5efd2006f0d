// GET /api/integrations/{project}/isloggedin: what the session cookie of
// this project stands for (spec §4: a stored login is verified at start).
import { ApiErrorSchema, SessionStatusAnswerSchema } from '@hospes/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ProjectParamsSchema, projectSettings } from './integration-context.ts';

const isLoggedIn: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/integrations/:project/isloggedin',
    {
      schema: {
        tags: ['login'],
        summary: 'Whether the caller is logged in',
        description:
          '`logged_in`: a session of a guest who logged in with reservation data. `user_id`: ' +
          "the session's user — also for an anonymous guest (then `logged_in` is false) — or " +
          'null without a valid session. `reservation_id`: the reservation logged in with.',
        params: ProjectParamsSchema,
        response: {
          200: SessionStatusAnswerSchema,
          404: ApiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const { project } = request.params;
      await projectSettings(app, project);
      const session = await app.sessions.current(request, project);
      return reply.header('cache-control', 'no-store').send({
        logged_in: session !== null && session.reservationId !== null,
        user_id: session?.userId ?? null,
        reservation_id: session?.reservationId ?? null,
      });
    },
  );
};

export default isLoggedIn;
