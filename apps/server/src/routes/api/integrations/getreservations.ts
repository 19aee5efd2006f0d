// POST /api/integrations/{project}/getreservations: the logged-in guest's
// reservation with status, room stays and check-in/out state
// from the domain rules; an anonymous guest has none.
import { ApiErrorSchema, ReservationsResponseSchema } from '@hospes/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { reservationView } from '../../../pms/reservation-view.ts';
import {
  GuestCallBodySchema,
  ProjectParamsSchema,
  callerSession,
  projectSettings,
} from './integration-context.ts';

export interface GetReservationsOptions {
  now: () => number;
}

const getReservations: FastifyPluginAsyncZod<GetReservationsOptions> = async (app, { now }) => {
  app.post(
    '/integrations/:project/getreservations',
    {
      schema: {
        tags: ['guest data'],
        summary: "The caller's reservations",
        description:
          'Only the reservation the session logged in with (an anonymous session: `[]`). 404 ' +
          "without a session, or when a `userId` in the body is not the session's.",
        params: ProjectParamsSchema,
        body: GuestCallBodySchema,
        response: { 200: ReservationsResponseSchema, 404: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const { project } = request.params;
      const settings = await projectSettings(app, project);
      const session = await callerSession(app, request, project, request.body?.userId);
      reply.header('cache-control', 'no-store');
      if (session.reservationId === null) return reply.send({ reservations: [] });
      const reservation = await app.pms.getReservation(project, session.reservationId);
      if (!reservation) return reply.send({ reservations: [] });
      const invoices = await app.pms.getInvoices(project, reservation.id, request.body?.lang);
      return reply.send({
        reservations: [reservationView(reservation, invoices, settings, now())],
      });
    },
  );
};

export default getReservations;
