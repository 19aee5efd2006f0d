// The staff's side of the programme: the slots with places taken, a slot's
// participants, confirming or rejecting registrations, and canceling a
// slot (its participants are told and get their money back).
import {
  ApiErrorSchema,
  IsoDateSchema,
  StaffDeskBookingBodySchema,
  normalizeReservationNumber,
  RegistrationDetailSchema,
  SlotParticipantsSchema,
  StaffProgrammeSchema,
} from '@hospes/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { invalidField } from '../../../http/app-error.ts';
import { publicBaseUrl } from '../../../web/public-url.ts';
import { STAFF_ERRORS, STAFF_NOTE, STAFF_SECURITY } from './staff-route-docs.ts';
import { ProjectParamsSchema } from '../route-params.ts';

const ERRORS = { ...STAFF_ERRORS, 409: ApiErrorSchema };

const SlotParams = z.object({
  project: z.string().min(1).max(63),
  activityId: z.string().min(1).max(100),
  slotId: z.string().min(1).max(40),
});

const staffProgramme: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/staff/:project/programme',
    {
      schema: {
        tags: ['staff'],
        summary: "The bookable items' slots with places taken",
        description: `\`?from=YYYY-MM-DD&days=1..31&lang=\` (default: the project's today, 14 days). ${STAFF_NOTE}`,
        security: STAFF_SECURITY,
        params: ProjectParamsSchema,
        querystring: z.object({
          from: IsoDateSchema.optional(),
          days: z.coerce.number().int().min(1).max(31).default(14),
          lang: z.string().max(5).optional(),
        }),
        response: { 200: StaffProgrammeSchema, ...ERRORS },
      },
    },
    async (request, reply) => {
      const answer = await app.slotDesk.overview(request.params.project, request.query);
      return reply.header('cache-control', 'no-store').send(answer);
    },
  );

  app.post(
    '/staff/:project/programme/:activityId/slots/:slotId/cancel',
    {
      bodyLimit: 16 * 1024,
      schema: {
        tags: ['staff'],
        summary: 'Cancel a slot',
        description:
          'Body `{ note? }`. Nobody can book the slot any more; every registration holding ' +
          'places is canceled (room charge reversed, online payment refunded) and the guest gets ' +
          `the "registration canceled" message with the note. ${STAFF_NOTE}`,
        security: STAFF_SECURITY,
        params: SlotParams,
        body: z.object({ note: z.string().trim().max(1000).optional() }).nullish(),
        response: { 200: SlotParticipantsSchema, ...ERRORS },
      },
    },
    async (request, reply) => {
      const { project, activityId, slotId } = request.params;
      const note = request.body?.note || null;
      const answer = await app.slotDesk.cancelSlot(project, activityId, slotId, note);
      request.log.info({ project, activityId, slotId }, 'Staff canceled a slot');
      await app.staff.audit(
        request,
        'slot.cancel',
        `${activityId} ${slotId}`,
        note ? { note } : undefined,
      );
      const registrations = await app.staff.guests.attach(project, answer.registrations);
      return reply.header('cache-control', 'no-store').send({ ...answer, registrations });
    },
  );

  app.get(
    '/staff/:project/programme/:activityId/slots/:slotId',
    {
      schema: {
        tags: ['staff'],
        summary: "A slot's capacity, places taken and registrations",
        description: `Every registration of the slot, also canceled and rejected ones. ${STAFF_NOTE}`,
        security: STAFF_SECURITY,
        params: SlotParams,
        response: { 200: SlotParticipantsSchema, ...ERRORS },
      },
    },
    async (request, reply) => {
      const { project, activityId, slotId } = request.params;
      const answer = await app.slotDesk.participants(project, activityId, slotId);
      const registrations = await app.staff.guests.attach(project, answer.registrations);
      return reply.header('cache-control', 'no-store').send({ ...answer, registrations });
    },
  );

  app.post(
    '/staff/:project/programme/:activityId/slots/:slotId/bookings',
    {
      bodyLimit: 16 * 1024,
      schema: {
        tags: ['staff'],
        summary: 'Book a date for the guests of a reservation at the desk',
        description:
          'Body `{ reservationNumber, persons: [{ priceOptionId, count }], teamMemberId?, ' +
          "idempotencyKey }`. The booking belongs to the reservation's booker (who sees it in " +
          "the app) and is confirmed at once — the staff made it. The rules of a guest's " +
          'booking hold (places, deadlines, a room charge only for a guest in house); an entry ' +
          `paid online is refused (409): the guest books it in the app. ${STAFF_NOTE}`,
        security: STAFF_SECURITY,
        params: SlotParams,
        body: StaffDeskBookingBodySchema,
        response: { 201: RegistrationDetailSchema, ...ERRORS },
      },
    },
    async (request, reply) => {
      const { project, activityId, slotId } = request.params;
      const { reservationNumber, persons, teamMemberId, idempotencyKey } = request.body;
      const key = normalizeReservationNumber(reservationNumber);
      const ids = await app.pms.searchReservationIds(project, { text: reservationNumber }, 20);
      const reservations = await Promise.all(ids.map((id) => app.pms.getReservation(project, id)));
      const reservation = reservations.find(
        (r) => r !== null && normalizeReservationNumber(r.number) === key,
      );
      if (!reservation) {
        throw invalidField('body/reservationNumber', 'There is no reservation with this number.');
      }
      const booker = reservation.guests.find((g) => g.isMain) ?? reservation.guests[0];
      if (!booker) throw invalidField('body/reservationNumber', 'The reservation has no guest.');
      const userId = await app.logins.users.userIdFor(project, booker.id, new Date());
      const caller = { projectId: project, userId, reservationId: reservation.id };
      const receipt = await app.bookings.book(
        caller,
        {
          activityId,
          slotId,
          persons,
          idempotencyKey,
          ...(teamMemberId ? { teamMemberId } : {}),
        },
        publicBaseUrl(app, request, project),
        true,
      );
      // Made by the staff: no confirmation to wait for.
      const detail =
        receipt.status === 'waiting'
          ? await app.slotDesk.decide(project, receipt.id, 'accept', null)
          : await app.slotDesk.registration(project, receipt.id);
      await app.staff.audit(request, 'registration.desk', receipt.id, {
        reservation: reservation.number,
      });
      return reply.code(201).header('cache-control', 'no-store').send(detail);
    },
  );

  app.post(
    '/staff/:project/registrations/:id/:action',
    {
      bodyLimit: 16 * 1024,
      schema: {
        tags: ['staff'],
        summary: 'Confirm or reject a registration',
        description:
          'Body `{ note? }`. `accept` confirms a waiting registration ("Registration confirmed" ' +
          'message); `reject` a waiting or confirmed one gives its places back (the guest reads ' +
          `that it was canceled). 409 for any other status. ${STAFF_NOTE}`,
        security: STAFF_SECURITY,
        params: z.object({
          project: z.string().min(1).max(63),
          id: z.string().min(1).max(64),
          action: z.enum(['accept', 'reject']),
        }),
        body: z.object({ note: z.string().trim().max(1000).optional() }).nullish(),
        response: { 200: RegistrationDetailSchema, ...ERRORS },
      },
    },
    async (request, reply) => {
      const { project, id, action } = request.params;
      const changed = await app.slotDesk.decide(project, id, action, request.body?.note || null);
      request.log.info({ project, registration: id, action }, 'Staff decided a registration');
      await app.staff.audit(request, `registration.${action}`, id);
      return reply.header('cache-control', 'no-store').send(changed);
    },
  );
};

export default staffProgramme;
