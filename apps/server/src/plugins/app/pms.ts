// The property system for the routes (`fastify.pms`, the built-in PMS) and
// the projects' PMS settings (`fastify.pmsSettings`). In demo mode it seeds
// the demo reservations at start, relative to the project's today, and
// again when a project's day changes while the server runs.
import { DEFAULT_TIMEZONE, zonedDate } from '@hospes/domain';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { BuiltinPms } from '../../pms/builtin-pms.repository.ts';
import { seedDemoReservations } from '../../pms/demo-seed.repository.ts';
import type { PmsAdapter } from '../../pms/pms-adapter.ts';
import { PmsConnections } from '../../pms/pms-connections.repository.ts';
import { startDemoFakePms, type DemoFake } from '../../pms/demo-fake-pms.ts';
import { PmsRouter } from '../../pms/pms-router.ts';
import { PmsOutbox } from '../../pms/outbox/pms-outbox.ts';
import { PmsOutboxRepository } from '../../pms/outbox/pms-outbox.repository.ts';
import { PmsSettingsReader } from '../../pms/project-pms-settings.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The demo's fake Mews and apaleo (HOSPES_DEMO_FAKE_PMS), else empty. */
    demoFakePms: readonly DemoFake[];
    /** Each project's property system (the built-in PMS unless another is connected). */
    pms: PmsAdapter;
    pmsRouter: PmsRouter;
    pmsConnections: PmsConnections;
    /** Write-backs a remote PMS has not taken yet (docs/decisions/049). */
    pmsOutbox: PmsOutbox;
    pmsSettings: PmsSettingsReader;
  }
}

/** How often the outbox's round looks for write-backs that are due. */
const OUTBOX_ROUND_MS = 15_000;

export interface PmsPluginOptions {
  /** The clock of the seed and of reservation statuses (tests move it). */
  now?: () => number;
}

/** How often the server looks whether a demo project's day changed. */
const DAY_CHECK_MS = 5 * 60_000;

async function seedDemo(
  app: FastifyInstance,
  now: () => number,
  seededDay: Map<string, string>,
): Promise<void> {
  for (const project of app.projects.listProjects()) {
    const settings = await app.pmsSettings.read(project.id);
    if (!settings?.loginActive) continue;
    const at = now();
    const today = zonedDate(at, settings.timeZone);
    if (seededDay.get(project.id) === today) continue;
    const ids = await seedDemoReservations(
      app.database.db,
      project.id,
      settings.timeZone,
      at,
      app.dataCipher,
    );
    seededDay.set(project.id, today);
    app.log.info({ project: project.id, reservations: ids, today }, 'Demo reservations seeded');
  }
}

const pms: FastifyPluginAsync<PmsPluginOptions> = async (app, options) => {
  const now = options.now ?? Date.now;
  const builtin = new BuiltinPms(app.database.db, { now, cipher: app.dataCipher });
  const connections = new PmsConnections(app.database.db, app.dataCipher, now);
  const outbox = new PmsOutbox({
    repository: new PmsOutboxRepository(app.database.db, app.dataCipher),
    now,
    log: app.log,
  });
  const router = new PmsRouter(builtin, connections, { outbox });
  app.decorate('pmsOutbox', outbox);
  // Write-backs a remote PMS did not take at once, sent again on one instance at a time
  // (the scheduler's lock; each row is claimed besides).
  app.scheduler.every({
    name: 'send write-backs waiting for the property system',
    everyMs: OUTBOX_ROUND_MS,
    run: () => outbox.runDue(),
  });
  app.decorate('pms', router as PmsAdapter);
  app.decorate('pmsRouter', router);
  app.decorate('pmsConnections', connections);
  const demoFakes = app.config.demoFakePms ? await startDemoFakePms(DEFAULT_TIMEZONE, now()) : [];
  app.decorate('demoFakePms', demoFakes);
  for (const fake of demoFakes) {
    app.addHook('onClose', () => fake.close());
    app.log.info({ kind: fake.kind }, 'Demo: a fake property system runs beside the server');
  }
  // Connections preset for automation (HOSPES_PMS_CONNECTIONS), over what the console set.
  for (const [projectId, connection] of Object.entries(app.config.pmsConnections ?? {})) {
    if (!app.projects.findProject(projectId)) {
      app.log.warn({ project: projectId }, 'HOSPES_PMS_CONNECTIONS names an unknown project');
      continue;
    }
    await connections.save(projectId, connection, 'environment');
    app.log.info({ project: projectId, kind: connection.kind }, 'PMS connection preset');
  }
  // Rows stored before identity data were encrypted at rest are encrypted now.
  const sealed = await builtin.encryptPlaintextIdentity();
  if (sealed > 0) app.log.info({ guests: sealed }, 'Encrypted stored guest identity data');
  app.decorate('pmsSettings', new PmsSettingsReader(app.projects));
  if (!app.config.demo) return;

  // Demo projects: every project that turns PMS login on.
  const seededDay = new Map<string, string>();
  await seedDemo(app, now, seededDay);
  app.scheduler.every({
    name: 're-seed the demo reservations',
    everyMs: DAY_CHECK_MS,
    run: () => seedDemo(app, now, seededDay),
  });
};

export default fp(pms, {
  name: 'pms',
  dependencies: ['data-cipher', 'database', 'scheduler', 'projects'],
});
