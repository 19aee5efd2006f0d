// POST /api/integrations/{project}/getbookings: the caller's bookings
// (spec §3 Booking) — the programme registrations that hold places; they
// feed "my plan" and its hints.
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
          "The caller's registrations that hold places (open, not confirmed, confirmed) as " +
          '`{ bookings: [{ id, title, start, reservation_info_text?, reservation_text?, ' +
          'reservation_description? }] }`, texts in `lang`. 404 without a session, or when a ' +
          "`userId` in the body is not the session's.",
        params: ProjectParamsSchema,
        body: GuestCallBodySchema,
        response: { 200: BookingsAnswerSchema, 404: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const { project } = request.params;
      await projectSettings(app, project);
      const session = await callerSession(app, request, project, request.body?.userId);
      const bookings = await app.bookings.bookingsForGuest(
        { projectId: project, userId: session.userId, reservationId: session.reservationId },
        request.body?.lang,
      );
      return reply.header('cache-control', 'no-store').send({ bookings });
    },
  );
};

export default getBookings;
