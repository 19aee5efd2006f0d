// Online payments for the routes (`fastify.payments`): the configured
// provider and the service that opens checkouts and applies outcomes once.
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { createPaymentProvider } from '../../payments/create-provider.ts';
import { createPaymentRepository } from '../../payments/payment.repository.ts';
import { PaymentService } from '../../payments/payment.service.ts';
import { createServerSecretRepository } from '../../secrets/server-secret.repository.ts';

declare module 'fastify' {
  interface FastifyInstance {
    payments: PaymentService;
  }
}

export interface PaymentsPluginOptions {
  /** The clock of payment rows and demo page tokens (tests move it). */
  now?: (() => number) | undefined;
}

const payments: FastifyPluginAsync<PaymentsPluginOptions> = async (app, options) => {
  const now = options.now ?? Date.now;
  const db = app.database.db;
  const provider = await createPaymentProvider(
    app.config.payments,
    createServerSecretRepository(db),
    now,
  );
  app.decorate(
    'payments',
    new PaymentService({
      repository: createPaymentRepository(db, now),
      pms: app.pms,
      provider,
      log: app.log,
      now,
      outbox: app.pmsOutbox,
    }),
  );
  // Payments the PMS did not take when they arrived (it was down): booked in a later round,
  // on one instance at a time (the scheduler's lock), each reference once by the PMS.
  app.scheduler.every({
    name: 'book payments the property system missed',
    everyMs: 60_000,
    run: () => app.payments.bookUnbooked().then(() => undefined),
  });
  app.log.info({ provider: provider.name }, 'Payments ready');
};

export default fp(payments, {
  name: 'payments',
  dependencies: ['database', 'pms', 'scheduler'],
});
