// Guest registration reported to the authorities (`fastify.registration`,
// docs/registration.md): every 5 minutes the finished check-ins of projects
// in Italy become records and go to Alloggiati Web (one instance at a time,
// the scheduler's lock); the day's receipts are fetched every 6 hours and
// kept five years; a reservation's reports go with its identity data. The
// demo reports to a local fake service.
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { AuthorityReportsRepository } from '../../registration/authority-reports.repository.ts';
import { AlloggiatiClient } from '../../registration/italy/alloggiati-client.ts';
import { ALLOGGIATI, authorityOf } from '../../registration/authority.ts';
import { startFakeAlloggiati } from '../../registration/italy/fake/fake-alloggiati.ts';
import { RegistrationService } from '../../registration/registration.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    registration: RegistrationService;
  }
}

export interface RegistrationPluginOptions {
  now?: (() => number) | undefined;
}

const LOCAL = 'http://127.0.0.1:';

/** The name of the scheduled round; staff "Send now" runs it under the same lock. */
export const REPORT_JOB = 'report guests to the authorities';

const registration: FastifyPluginAsync<RegistrationPluginOptions> = async (app, options) => {
  const now = options.now ?? Date.now;
  const service = new RegistrationService({
    repository: new AuthorityReportsRepository(app.database.db, app.dataCipher),
    checkins: app.checkins.repository,
    pms: app.pms,
    projects: app.projects,
    clientFor: (credentials) => new AlloggiatiClient(credentials, { now }),
    now,
    log: app.log,
  });
  app.decorate('registration', service);
  // The demo (HOSPES_DEMO_FAKE_ALLOGGIATI): a local Alloggiati Web for the projects in Italy
  // without an account of their own, so that a newcomer sees the whole path.
  if (app.config.demoFakeAlloggiati) {
    const fake = await startFakeAlloggiati({ now });
    app.addHook('onClose', () => fake.close());
    app.addHook('onReady', async () => {
      for (const project of app.projects.listProjects()) {
        if (authorityOf(project) !== ALLOGGIATI) continue;
        const { user, password, wsKey } = fake.account;
        // A hotel's own account stays; the fake of an earlier start (another port) is replaced.
        const stored = await service.account(project.id);
        if (stored && !(stored.settings.user === user && stored.settings.address.startsWith(LOCAL)))
          continue;
        await service.saveAccount(project.id, {
          settings: { address: fake.address, user },
          secrets: { password, wsKey },
        });
        app.log.info({ project: project.id }, 'Demo: reports go to the local fake Alloggiati Web');
      }
    });
  }
  app.scheduler.every({
    name: REPORT_JOB,
    everyMs: 5 * 60_000,
    firstAfterMs: 30_000,
    run: () => service.runAll(),
  });
  app.scheduler.every({
    name: "fetch the authorities' receipts",
    everyMs: 6 * 60 * 60_000,
    run: () => service.receiptsAll(),
  });
  app.scheduler.every({
    name: "forget the authorities' old receipts",
    everyMs: 24 * 60 * 60_000,
    run: () => service.forgetOldReceipts(),
  });
};

export default fp(registration, {
  name: 'registration',
  dependencies: ['database', 'data-cipher', 'scheduler', 'projects', 'pms', 'checkins'],
});
