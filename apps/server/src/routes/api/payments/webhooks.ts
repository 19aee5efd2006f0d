// POST /api/payments/webhooks/{provider}: the provider's events. Signatures
// are computed over the body exactly as sent, so this plugin — and only
// this one (encapsulated) — takes JSON as raw bytes instead of parsing it.
import { ApiErrorSchema } from '@hospes/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PAYMENT_PROVIDER_NAMES,
  WebhookVerificationError,
} from '../../../payments/payment-provider.ts';
import { AppError } from '../../../http/app-error.ts';

/** Provider events are a few KiB; Stripe's largest stay far below this. */
const WEBHOOK_BODY_LIMIT = 256 * 1024;

const webhooks: FastifyPluginAsyncZod = async (app) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT },
    (_request, body, done) => done(null, body),
  );

  app.post(
    '/payments/webhooks/:provider',
    {
      bodyLimit: WEBHOOK_BODY_LIMIT,
      schema: {
        tags: ['payments'],
        summary: "The payment provider's webhook (Stripe: checkout.session.* events)",
        description:
          'Configure `https://{host}/api/payments/webhooks/stripe` in the Stripe dashboard with ' +
          'the events checkout.session.completed, checkout.session.async_payment_succeeded, ' +
          'checkout.session.async_payment_failed and checkout.session.expired; its signing ' +
          'secret is STRIPE_WEBHOOK_SECRET. 400 for a missing or wrong signature. An event ' +
          'is applied once: a replay answers 200 and changes nothing.',
        params: z.object({ provider: z.enum(PAYMENT_PROVIDER_NAMES) }),
        response: {
          200: z.object({ received: z.literal(true), result: z.string() }),
          400: ApiErrorSchema,
          404: ApiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const { provider } = app.payments;
      if (request.params.provider !== provider.name || provider.name === 'demo') {
        throw new AppError(
          'not_found',
          `Payments by ${request.params.provider} are not configured here.`,
        );
      }
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      let event;
      try {
        event = await provider.handleWebhook(raw, request.headers);
      } catch (err) {
        if (err instanceof WebhookVerificationError) {
          request.log.warn({ provider: provider.name, reason: err.message }, 'Webhook refused');
        }
        throw err;
      }
      if (!event) return reply.send({ received: true, result: 'ignored' });
      const { kind } = await app.payments.applyEvent(event);
      return reply.send({ received: true, result: kind });
    },
  );
};

export default webhooks;
