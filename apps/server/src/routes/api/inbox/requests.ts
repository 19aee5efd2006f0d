// spec §4 guest-service requests: the guest sends one from a form of the
// model (/guestservices) and may cancel it while the allowed time lasts.
import {
  ApiErrorSchema,
  GuestRequestBodySchema,
  GuestRequestViewSchema,
  RequestReceiptSchema,
} from '@hospes/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  GUEST_ERROR_RESPONSES,
  USER_ROUTE_NOTE,
  UserParamsSchema,
  requireGuest,
} from '../guestdata/guest-route-context.ts';
import { callerOf } from '../../../guests/guest-caller.ts';

const requests: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/requests/:project/:userId',
    {
      bodyLimit: 32 * 1024,
      schema: {
        tags: ['requests'],
        summary: 'Send a guest-service request',
        description:
          "Body `{ formId, fields, privacyAccepted: true, lang? }`: a form of the model's " +
          "`guest_services`, its fields checked by the form's rules (400 with `fields.<id>` " +
          'paths; unknown fields are refused). With PMS login the guest must be logged in ' +
          '(403). At most 20 requests per guest in 10 minutes, and 40 a minute and 200 in 10 ' +
          'minutes of messages and requests from one client address (429 with Retry-After). ' +
          'Writes the "Request ' +
          `sent" message. ${USER_ROUTE_NOTE}`,
        params: UserParamsSchema,
        body: GuestRequestBodySchema,
        response: {
          201: RequestReceiptSchema,
          ...GUEST_ERROR_RESPONSES,
          403: ApiErrorSchema,
          429: ApiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const { project, userId } = request.params;
      const caller = callerOf(
        await requireGuest(app, request, project, userId, { forWrite: true }),
      );
      const stored = await app.inbox.requests.create(caller, request.body, request.ip);
      request.log.info({ project, request: stored.id, form: stored.formId }, 'Guest request sent');
      return reply
        .code(201)
        .header('cache-control', 'no-store')
        .send({ id: stored.id, status: stored.status });
    },
  );

  app.post(
    '/requests/:project/:userId/:requestId/cancel',
    {
      schema: {
        tags: ['requests'],
        summary: 'The guest cancels a request',
        description:
          'Open or accepted requests only (409 otherwise); refused with "Cancellation is no ' +
          'longer possible. Please contact the provider directly." once the service is in the ' +
          `past or past the form's cancellation deadline (spec §4). ${USER_ROUTE_NOTE}`,
        params: UserParamsSchema.extend({ requestId: z.string().min(1).max(64) }),
        response: { 200: GuestRequestViewSchema, ...GUEST_ERROR_RESPONSES, 409: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const { project, userId, requestId } = request.params;
      const caller = callerOf(await requireGuest(app, request, project, userId));
      const canceled = await app.inbox.requests.cancel(caller, requestId);
      return reply.header('cache-control', 'no-store').send(app.inbox.requests.view(canceled));
    },
  );
};

export default requests;
