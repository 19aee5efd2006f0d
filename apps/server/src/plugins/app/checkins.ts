// `fastify.checkins`: online check-in and check-out, invoices, registration
// forms, and the retention job that deletes expired identity data (at start
// and every six hours).
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { countryCheckinRules } from '../../registration/italy/italian-places.ts';
import { InvoiceService } from '../../invoices/invoice.service.ts';
import {
  createRetentionJob,
  RETENTION_INTERVAL_MS,
  type RetentionJob,
} from '../../retention/retention-job.ts';
import { CheckinSettingsReader } from '../../stays/checkin-settings-reader.ts';
import {
  createCheckinRepository,
  type CheckinRepository,
} from '../../checkin/checkin.repository.ts';
import { CheckinService } from '../../checkin/checkin.service.ts';
import { CheckoutService } from '../../checkin/checkout.service.ts';
import {
  registrationFormPdf,
  type RegistrationFormReader,
} from '../../checkin/registration-forms.ts';

export interface Checkins {
  checkin: CheckinService;
  checkout: CheckoutService;
  invoices: InvoiceService;
  repository: CheckinRepository;
  retention: RetentionJob;
  registrationForm(
    reader: RegistrationFormReader,
    checkinId: string,
  ): ReturnType<typeof registrationFormPdf>;
}

declare module 'fastify' {
  interface FastifyInstance {
    checkins: Checkins;
  }
}

export interface CheckinPluginOptions {
  /** The clock of windows, registration years and retention (tests move it). */
  now?: () => number;
  /** How often the retention job runs (default six hours). */
  retentionIntervalMs?: number;
}

const checkins: FastifyPluginAsync<CheckinPluginOptions> = async (app, options) => {
  const now = options.now ?? Date.now;
  const repository = createCheckinRepository(app.database.db, app.dataCipher);
  // Identity data stored before encryption at rest are encrypted now.
  const sealed = await repository.encryptPlaintextIdentity();
  if (sealed > 0) app.log.info({ checkins: sealed }, 'Encrypted stored check-in identity data');
  const sources = {
    pms: app.pms,
    pmsSettings: app.pmsSettings,
    checkinSettings: new CheckinSettingsReader(app.projects, app.log),
  };
  const retention = createRetentionJob({
    store: repository,
    copies: {
      // The property system's copy, then the journey's log and feedback of the
      // stay, and its reports to the authorities.
      eraseIdentityData: async (projectId, reservationId, roomStayIds) => {
        await app.pms.eraseIdentityData(projectId, reservationId, roomStayIds);
        if (app.hasDecorator('journey'))
          await app.journey.forgetReservation(projectId, reservationId);
        if (app.hasDecorator('registration'))
          await app.registration.forgetReservation(projectId, reservationId);
      },
    },
    now,
    log: app.log,
  });
  app.decorate('checkins', {
    checkin: new CheckinService({
      ...sources,
      repository,
      now,
      log: app.log,
      countryRules: countryCheckinRules,
    }),
    checkout: new CheckoutService({ ...sources, repository, now, log: app.log }),
    invoices: new InvoiceService({ ...sources, projects: app.projects }),
    repository,
    retention,
    registrationForm: (reader, checkinId) =>
      registrationFormPdf({ ...sources, repository, projects: app.projects }, reader, checkinId),
  });
  // A pass at start (a restart must not postpone a due deletion), then on the scheduler.
  app.addHook('onReady', async () => {
    await retention.run();
  });
  app.scheduler.every({
    name: 'delete expired identity data',
    everyMs: options.retentionIntervalMs ?? RETENTION_INTERVAL_MS,
    run: retention.run,
  });
};

export default fp(checkins, {
  name: 'checkins',
  dependencies: ['database', 'scheduler', 'data-cipher', 'projects', 'pms'],
});
