// spec §1 bookings, §4 registrations: the free places of a bookable item
// (public), booking and cancelling (the guest's own session).
import {
  ApiErrorSchema,
  BookingBodySchema,
  BookingReceiptSchema,
  RegistrationDetailSchema,
  SlotsAnswerSchema,
  SlotsQuerySchema,
} from '@hospes/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  GUEST_ERROR_RESPONSES,
  ProjectParamsSchema,
  USER_ROUTE_NOTE,
  UserParamsSchema,
  requireGuest,
  requireProject,
} from '../guestdata/guest-route-context.ts';
import { publicBaseUrl } from '../../../web/public-url.ts';
import { callerOf } from '../../../guests/guest-caller.ts';

const bookings: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/programme/:project/:activityId/slots',
    {
      schema: {
        tags: ['bookings'],
        summary: 'The slots of a bookable item with their free places',
        description:
          '`?from=&to=` (dates, at most 92 days; default today and the booking window). Times ' +
          "are ISO date-times with the project's offset; `bookable` says whether a slot can be " +
          'booked now (`past`, `closed`, `not_yet_open`). 404 for an item without a `booking` block.',
        params: ProjectParamsSchema.extend({ activityId: z.string().min(1).max(100) }),
        querystring: SlotsQuerySchema,
        response: { 200: SlotsAnswerSchema, 400: ApiErrorSchema, 404: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const { project, activityId } = request.params;
      requireProject(app, project);
      const answer = await app.bookings.slots(project, activityId, request.query);
      return reply.header('cache-control', 'no-store').send(answer);
    },
  );

  app.post(
    '/bookings/:project/:userId',
    {
      bodyLimit: 16 * 1024,
      schema: {
        tags: ['bookings'],
        summary: 'Book places in a slot',
        description:
          'Body `{ activityId, slotId, teamMemberId?, persons: [{ priceOptionId, count }], ' +
          'idempotencyKey, lang? }`. The server computes the total from the model (prices sent ' +
          'by the app are ignored). 201 `{ id, status, total, currency, paymentUrl? }`; the same ' +
          'key again answers the same registration. 400 with field paths; 409 "There are ' +
          'currently no free dates." when the places are gone, or "This date can no longer be ' +
          'booked."; 403 for `room` payment without a logged-in in-house guest. `online`: the ' +
          `registration is open (places held 30 min) until the provider confirms. ${USER_ROUTE_NOTE}`,
        params: UserParamsSchema,
        body: BookingBodySchema,
        response: {
          201: BookingReceiptSchema,
          ...GUEST_ERROR_RESPONSES,
          403: ApiErrorSchema,
          409: ApiErrorSchema,
          502: ApiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const { project, userId } = request.params;
      const caller = callerOf(
        await requireGuest(app, request, project, userId, { forWrite: true }),
      );
      const receipt = await app.bookings.book(
        caller,
        request.body,
        publicBaseUrl(app, request, project),
      );
      request.log.info({ project, registration: receipt.id, status: receipt.status }, 'Booked');
      return reply.code(201).header('cache-control', 'no-store').send(receipt);
    },
  );

  app.post(
    '/bookings/:project/:userId/:registrationId/cancel',
    {
      schema: {
        tags: ['bookings'],
        summary: 'The guest cancels a registration',
        description:
          'Body `{ lang? }`: the language of the auto message. Until the cancellation deadline; afterwards 409 "Cancellation is no longer possible. ' +
          'Please contact the provider directly." The places are free again at once; a room ' +
          `charge is reversed, an online payment refunded. ${USER_ROUTE_NOTE}`,
        params: UserParamsSchema.extend({ registrationId: z.string().min(1).max(64) }),
        body: z.object({ lang: z.string().max(5).optional() }).nullish(),
        response: { 200: RegistrationDetailSchema, ...GUEST_ERROR_RESPONSES, 409: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const { project, userId, registrationId } = request.params;
      const caller = callerOf(await requireGuest(app, request, project, userId));
      const canceled = await app.bookings.cancel(caller, registrationId, request.body?.lang);
      return reply.header('cache-control', 'no-store').send(canceled);
    },
  );
};

export default bookings;
