// The registration form PDF of a check-in (Austrian Gästeblatt): for the
// guest who checked in (session cookie), and for the staff with the admin
// token (`Authorization: Bearer …`), who also get the list of a project's
// forms. After the retention period the data — and so the form — are gone.
import { ApiErrorSchema } from '@hospes/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { formatRegistrationNumber } from '../../../checkin/checkin.service.ts';
import { guestCaller, sendPdfFile } from './checkin-route-support.ts';
import { ProjectParamsSchema } from './integration-context.ts';

const RegistrationFormListSchema = z.object({
  forms: z.array(
    z.object({
      checkin_id: z.string(),
      registration_number: z.string(),
      reservation_id: z.string(),
      room_stay_ids: z.array(z.string()),
      checked_in_at: z.string(),
      /** False once the retention job deleted the data (no PDF any more). */
      available: z.boolean(),
    }),
  ),
});

const registrationForm: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/integrations/:project/registrationform/:checkinId',
    {
      schema: {
        tags: ['check-in'],
        summary: 'The registration form of a check-in as a PDF',
        description:
          'For the guest who checked in (session) or the staff (admin token). 404 for anyone ' +
          'else, for an unknown check-in and once the retention period deleted the data.',
        params: ProjectParamsSchema.extend({ checkinId: z.string().min(1).max(100) }),
        response: { 401: ApiErrorSchema, 404: ApiErrorSchema, 429: ApiErrorSchema },
      },
      // Whoever sends a token is staff and must send the right one.
      onRequest: async (request, reply) => {
        if (request.headers.authorization !== undefined) {
          return app.adminTokenGuard(request, reply);
        }
      },
    },
    async (request, reply) => {
      const { project, checkinId } = request.params;
      const reader =
        request.headers.authorization !== undefined
          ? { staff: { projectId: project } }
          : { guest: await guestCaller(app, request, project, undefined) };
      return sendPdfFile(reply, await app.checkins.registrationForm(reader, checkinId));
    },
  );

  app.get(
    '/integrations/:project/registrationforms',
    {
      schema: {
        tags: ['check-in'],
        summary: "The staff's list of a project's registration forms",
        description: 'Admin token only (401 otherwise); newest first, at most 200.',
        security: [{ adminToken: [] }],
        params: ProjectParamsSchema,
        response: { 200: RegistrationFormListSchema, 401: ApiErrorSchema, 429: ApiErrorSchema },
      },
      onRequest: app.adminTokenGuard,
    },
    async (request, reply) => {
      const rows = await app.checkins.repository.listFinishedCheckins(request.params.project);
      return reply.header('cache-control', 'no-store').send({
        forms: rows.map((r) => ({
          checkin_id: r.id,
          registration_number: formatRegistrationNumber(r.registrationYear, r.registrationNumber),
          reservation_id: r.reservationId,
          room_stay_ids: r.roomStayIds,
          checked_in_at: r.finishedAt ?? r.createdAt,
          available: r.identityKept,
        })),
      });
    },
  );
};

export default registrationForm;
