// Change notifications of remote property systems (`fastify.pmsEvents`,
// docs/decisions/050): after the realtime hub (inbox) it tells guests and
// staff, after the outbox (pms) it sends what waits.
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { PmsEvents } from '../../pms/events/pms-events.ts';
import { PmsEventsRepository } from '../../pms/events/pms-events.repository.ts';

declare module 'fastify' {
  interface FastifyInstance {
    pmsEvents: PmsEvents;
  }
}

const pmsEvents: FastifyPluginAsync<{ now?: (() => number) | undefined }> = async (
  app,
  options,
) => {
  const events = new PmsEvents({
    repository: new PmsEventsRepository(app.database.db),
    cipher: app.dataCipher,
    hub: app.inbox.hub,
    outbox: app.pmsOutbox,
    now: options.now ?? Date.now,
    log: app.log,
  });
  app.decorate('pmsEvents', events);
  app.scheduler.every({
    name: 'forget old PMS deliveries',
    everyMs: 6 * 60 * 60_000,
    run: () => events.sweep(),
  });
};

export default fp(pmsEvents, {
  name: 'pms-events',
  dependencies: ['database', 'data-cipher', 'scheduler', 'pms', 'inbox'],
});
