// The guest journey (`fastify.journey`, docs/journeys.md): timed e-mails to
// the guests through the hotel's SMTP server (HOSPES_SMTP_URL). Planning
// every 5 minutes and sending every minute run on one instance at a time
// (the scheduler's lock); each message is claimed besides. A change the PMS
// reports re-plans its stay at once.
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { FeedbackRepository } from '../../journey/feedback.repository.ts';
import { JourneyLinks } from '../../journey/journey-link.ts';
import { JourneyPlanner } from '../../journey/journey-planner.ts';
import { JourneySender } from '../../journey/journey-sender.ts';
import { JourneySettingsReader } from '../../journey/journey-settings-reader.ts';
import { JourneyRepository } from '../../journey/journey.repository.ts';
import { JourneyService } from '../../journey/journey.service.ts';
import { createSmtpMailer, type Mailer } from '../../journey/mailer.ts';

declare module 'fastify' {
  interface FastifyInstance {
    journey: JourneyService;
  }
}

export interface JourneyPluginOptions {
  now?: (() => number) | undefined;
  /** Replaces the SMTP transport (tests). */
  mailer?: Mailer | undefined;
}

const journey: FastifyPluginAsync<JourneyPluginOptions> = async (app, options) => {
  const now = options.now ?? Date.now;
  const repository = new JourneyRepository(app.database.db);
  const links = new JourneyLinks(app.dataCipher);
  const reader = new JourneySettingsReader(app.projects);
  const journeyOf = (projectId: string, lang: string) => reader.read(projectId, lang);
  const smtp = app.config.smtp;
  const mailer = options.mailer ?? (smtp ? createSmtpMailer(smtp.url) : null);
  if (mailer) app.addHook('onClose', () => mailer.close());
  const planner = new JourneyPlanner({ repository, pms: app.pms, now, log: app.log });
  const sender = new JourneySender({
    repository,
    links,
    pms: app.pms,
    projects: app.projects,
    journeyOf,
    mailer,
    defaultFrom: smtp?.from ?? null,
    baseUrl: (project) => app.config.publicUrl ?? project.publicOrigin ?? null,
    now,
    log: app.log,
  });
  app.decorate(
    'journey',
    new JourneyService({
      repository,
      feedback: new FeedbackRepository(app.database.db),
      planner,
      sender,
      links,
      projects: app.projects,
      journeyOf,
      pms: app.pms,
      mailConfigured: mailer !== null,
      now,
    }),
  );
  // A stay the PMS says changed (new dates, canceled) moves or cancels its mails at once.
  app.pmsEvents.onChanged((projectId, reservationId) =>
    app.journey.planReservation(projectId, reservationId),
  );
  app.scheduler.every({
    name: 'plan the guest journeys',
    everyMs: 5 * 60_000,
    // A server just started (a new deploy, the demo) shows the coming mails soon.
    firstAfterMs: 30_000,
    run: () => app.journey.planAll(),
  });
  app.scheduler.every({
    name: "send the guest journeys' mails",
    everyMs: 60_000,
    run: () => app.journey.sendDue(),
  });
  app.scheduler.every({
    name: 'forget old journey logs',
    everyMs: 24 * 60 * 60_000,
    run: () => app.journey.forgetOld(),
  });
  app.log.info({ mail: mailer ? 'smtp' : 'off' }, 'Guest journeys ready');
};

export default fp(journey, {
  name: 'journey',
  dependencies: ['database', 'data-cipher', 'scheduler', 'projects', 'pms', 'pms-events'],
});
