// POST /api/guestdata/{project}/guests: a new anonymous guest (spec §6: id
// `guest_app_` + time stamp + random suffix) and its session.
// The id is in the body; the session token only in the Set-Cookie header.
import { ApiErrorSchema, NewGuestAnswerSchema } from '@hospes/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ProjectParamsSchema, requireProject } from './guest-route-context.ts';

const guests: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/guestdata/:project/guests',
    {
      config: {
        rateLimit: {
          // Every call stores a guest: a flood must not fill the database.
          // Generous: every first visit makes a guest, and the guests of a
          // hotel (a conference, a coach party) often share one address.
          max: 600,
          timeWindow: 10 * 60_000,
          keyGenerator: (request) =>
            `guests|${request.ip}|${(request.params as { project?: string }).project ?? ''}`,
        },
      },
      schema: {
        tags: ['guest data'],
        summary: 'Create an anonymous guest',
        description:
          'Issues a new anonymous guest id (`guest_app_…`) and starts its session: the ' +
          'session cookie (`hospes_{project}`, `__Host-hospes_{project}` over HTTPS; HttpOnly, ' +
          'SameSite=Strict, Path=/) is set, the token is never in the body. A session the ' +
          'caller had at this project ends (rotation). Unknown project: 404. Rate-limited ' +
          'per IP and project (600 per 10 minutes).',
        params: ProjectParamsSchema,
        response: {
          201: NewGuestAnswerSchema,
          404: ApiErrorSchema,
          429: ApiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const { project } = request.params;
      requireProject(app, project);
      const userId = await app.guests.create(project, 'anonymous');
      await app.sessions.start(request, reply, { projectId: project, userId, reservationId: null });
      return reply.code(201).header('cache-control', 'no-store').send({ userId });
    },
  );
};

export default guests;
