// POST /api/integrations/{project}/paymentprocessing (spec §5 payment-amount
// dialog, §7 `{.., input}`): opens a checkout at the payment provider for an
// amount of one of the session's invoices and answers where the guest's
// browser goes to pay. Card data never reaches us (hosted payment page).
import {
  ApiErrorSchema,
  PaymentProcessingBodySchema,
  PaymentProcessingResponseSchema,
} from '@hospes/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicBaseUrl } from '../../../web/public-url.ts';
import { AppError } from '../../../http/app-error.ts';
import { ProjectParamsSchema, callerSession, projectSettings } from './integration-context.ts';

const paymentProcessing: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/integrations/:project/paymentprocessing',
    {
      bodyLimit: 8 * 1024,
      // Each call opens a checkout at the provider: a coarse guard against floods.
      config: { rateLimit: { max: 20, timeWindow: 60_000 } },
      schema: {
        tags: ['payments'],
        summary: 'Pay (part of) an invoice at the payment provider',
        description:
          'Body `{ lang, input: { invoice_id, amount_minor } }`: the amount in minor units ' +
          "(cents) of the invoice's currency. The invoice must belong to the session's " +
          'reservation (404 otherwise, also without a session). 400 (`body/input/amount_minor: …`) ' +
          'unless 0 < amount ≤ the open amount and amount ≥ the provider minimum (EUR 0.50). ' +
          '200 `{ redirectUrl }`: send the browser there (the demo page `/pay/…` or Stripe ' +
          'Checkout); it comes back to `/{project}/#/invoices/{reservationId}?payment=approved|' +
          'declined|cancelled|pending|failed`. 502 when the provider is unreachable.',
        params: ProjectParamsSchema,
        body: PaymentProcessingBodySchema,
        response: {
          200: PaymentProcessingResponseSchema,
          400: ApiErrorSchema,
          404: ApiErrorSchema,
          429: ApiErrorSchema,
          502: ApiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const { project } = request.params;
      const { input, lang, userId } = request.body;
      const settings = await projectSettings(app, project);
      if (!settings.invoiceActive) {
        throw new AppError('not_found', `Project "${project}" has no invoices.`);
      }
      const session = await callerSession(app, request, project, userId);
      if (!session.reservationId) {
        throw new AppError('not_found', `There is no invoice "${input.invoice_id}".`);
      }
      reply.header('cache-control', 'no-store');
      const { redirectUrl } = await app.payments.startCheckout({
        projectId: project,
        projectName: app.projects.findProject(project)?.name ?? project,
        reservationId: session.reservationId,
        userId: session.userId,
        invoiceId: input.invoice_id,
        amountMinor: input.amount_minor,
        lang,
        origin: publicBaseUrl(app, request, project),
      });
      return reply.send({ redirectUrl });
    },
  );
};

export default paymentProcessing;
