// POST /api/integrations/{project}/checkout: online check-out of a room
// stay, once per idempotency key (spec §3 checkout input, §4).
import {
  ApiErrorSchema,
  CheckoutRequestSchema,
  CheckoutResultSchema,
  StepRefusalSchema,
  ValidationErrorSchema,
} from '@hospes/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { guestCaller } from './checkin-route-support.ts';
import { ProjectParamsSchema } from './integration-context.ts';

const checkout: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/integrations/:project/checkout',
    {
      bodyLimit: 16 * 1024,
      config: { rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: {
        tags: ['check-in'],
        summary: 'Check out a room stay (or the whole reservation)',
        description:
          'Refused with the domain reason (409): CHECKOUT_FINISHED, CHECKIN_NOT_FINISHED, ' +
          'PMS_STATUS_NOT_INHOUSE, outside the window, or PAYMENT_REQUIRED while invoices are ' +
          'open. The same idempotency_key again answers the first result.',
        params: ProjectParamsSchema,
        body: CheckoutRequestSchema,
        response: {
          200: CheckoutResultSchema,
          400: ValidationErrorSchema,
          404: ApiErrorSchema,
          409: StepRefusalSchema,
          422: ApiErrorSchema,
          429: ApiErrorSchema,
          502: ApiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const { project } = request.params;
      const caller = await guestCaller(app, request, project, request.body.userId);
      const result = await app.checkins.checkout.checkout(caller, request.body.checkoutInput);
      return reply.header('cache-control', 'no-store').send(result);
    },
  );
};

export default checkout;
