// The payment provider's ways back to us: the guest's browser returning
// from the hosted page (GET /api/payments/return/{paymentId}) and the
// provider's webhooks (./webhooks.ts, with its own raw-body parser).
import { ApiErrorSchema } from '@hospes/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { appBasePath, paymentReturnUrl } from '../../../payments/app-return-url.ts';
import { returnOutcome } from '../../../payments/payment.service.ts';
import webhooks from './webhooks.ts';
import { AppError } from '../../../http/app-error.ts';

const payments: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/payments/return/:paymentId',
    {
      schema: {
        tags: ['payments'],
        summary: "The guest's return from the payment provider's page",
        description:
          'The success and cancel URL given to the provider. When the payment is still ' +
          'pending, asks the provider for the outcome (the webhook may come later) and ' +
          'applies it once; then redirects (303) to the invoices screen of the app: ' +
          '`/{project}/#/invoices/{reservationId}?payment=approved|declined|cancelled|pending|failed`.',
        params: z.object({ paymentId: z.string().min(1).max(100) }),
        querystring: z.object({ cancelled: z.literal('1').optional() }),
        response: { 303: z.null(), 404: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const found = await app.payments.find(request.params.paymentId);
      if (!found) {
        throw new AppError('not_found', 'There is no such payment.');
      }
      const payment = await app.payments.syncOnReturn(found);
      let outcome = returnOutcome(payment);
      // Back via the cancel URL: the provider's checkout stays open until it
      // expires (its event then closes the payment); the guest gave up.
      if (request.query.cancelled && outcome === 'pending') outcome = 'cancelled';
      const base = appBasePath(app, request, payment.projectId);
      return reply
        .header('cache-control', 'no-store')
        .redirect(paymentReturnUrl(base, payment, outcome), 303);
    },
  );

  await app.register(webhooks);
};

export default payments;
