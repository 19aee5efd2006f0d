// A reservation for the front desk: stays, guests (identity masked; the
// full view is recorded in the audit log), invoices, check-ins with their
// retention state, and the registration form PDF of a check-in.
import { StaffReservationSchema } from '@hospes/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { reservationDetail } from '../../../staff/reservation-detail.ts';
import { GuestNotFoundError } from '../../../stays/stay-errors.ts';
import { httpError } from '../guestdata/guest-route-context.ts';
import { sendPdfFile } from '../integrations/checkin-route-support.ts';
import { ProjectParams, STAFF_ERRORS, STAFF_NOTE, STAFF_SECURITY } from './staff-route-docs.ts';

const staffReservations: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/staff/:project/reservations/:reservationId',
    {
      schema: {
        tags: ['staff'],
        summary: 'A reservation with its guests, invoices and check-ins',
        description:
          'Identity data (document numbers, dates of birth, addresses) are masked; `?full=true` ' +
          'shows them and the signatures and writes `reservation.identity.view` to the audit log. ' +
          STAFF_NOTE,
        security: STAFF_SECURITY,
        params: ProjectParams.extend({ reservationId: z.string().min(1).max(100) }),
        querystring: z.object({ full: z.enum(['true', 'false']).default('false') }),
        response: { 200: StaffReservationSchema, ...STAFF_ERRORS },
      },
    },
    async (request, reply) => {
      const { project, reservationId } = request.params;
      const full = request.query.full === 'true';
      const detail = await reservationDetail(
        { pms: app.pms, checkins: app.checkins.repository },
        project,
        reservationId,
        full,
      );
      if (!detail) throw httpError(404, 'There is no such reservation.');
      if (full) await app.staff.audit(request, 'reservation.identity.view', reservationId);
      return reply.header('cache-control', 'no-store').send(detail);
    },
  );

  app.get(
    '/staff/:project/registration-forms/:checkinId',
    {
      schema: {
        tags: ['staff'],
        summary: 'The registration form PDF of a check-in',
        description: `404 once the retention period deleted its data. Recorded in the audit log. ${STAFF_NOTE}`,
        security: STAFF_SECURITY,
        params: ProjectParams.extend({ checkinId: z.string().min(1).max(100) }),
        response: STAFF_ERRORS,
      },
    },
    async (request, reply) => {
      const { project, checkinId } = request.params;
      const file = await app.checkins
        .registrationForm({ staff: { projectId: project } }, checkinId)
        .catch((error: unknown) => {
          if (error instanceof GuestNotFoundError) {
            throw httpError(404, 'There is no such form, or its retention period has ended.');
          }
          throw error;
        });
      await app.staff.audit(request, 'registration-form.download', checkinId);
      return sendPdfFile(reply, file);
    },
  );
};

export default staffReservations;
