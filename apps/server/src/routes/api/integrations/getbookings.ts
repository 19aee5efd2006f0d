// POST /api/integrations/{project}/getbookings: the caller's bookings
// (spec §3 Booking). Hospes has no booking store yet, so the true answer is
// an empty list — never invented entries.
import { ApiErrorSchema, BookingsAnswerSchema } from '@hospes/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  GuestCallBodySchema,
  ProjectParamsSchema,
  callerSession,
  projectSettings,
} from './integration-context.ts';

const getBookings: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/integrations/:project/getbookings',
    {
      schema: {
        tags: ['guest data'],
        summary: "The caller's bookings",
        description:
          'Always `{ bookings: [] }` until bookings (contingents, timeslots) exist. 404 without ' +
          "a session, or when a `userId` in the body is not the session's.",
        params: ProjectParamsSchema,
        body: GuestCallBodySchema,
        response: { 200: BookingsAnswerSchema, 404: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const { project } = request.params;
      await projectSettings(app, project);
      await callerSession(app, request, project, request.body?.userId);
      return reply.header('cache-control', 'no-store').send({ bookings: [] });
    },
  );
};

export default getBookings;
