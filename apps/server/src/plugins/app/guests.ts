// The guests' own data for the routes (`fastify.guests`), and the hourly
// deletion of anonymous guests that no session reaches any more (their data
// can never be read again, so keeping it would only keep personal data).
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { createGuestRepository, type GuestRepository } from '../../guests/guest.repository.ts';
import { SESSION_CLEANUP_INTERVAL_MS } from '../../sessions/session-policy.ts';

declare module 'fastify' {
  interface FastifyInstance {
    guests: GuestRepository;
  }
}

export interface GuestsPluginOptions {
  now?: () => number;
}

/**
 * An anonymous guest without a session is deleted a day after its last
 * change: the grace covers a guest created a moment before its session.
 */
const ORPHAN_GRACE_MS = 24 * 60 * 60_000;

const guests: FastifyPluginAsync<GuestsPluginOptions> = async (app, options) => {
  const now = options.now ?? Date.now;
  const repository = createGuestRepository(app.database.db, now);
  app.decorate('guests', repository);

  const cleanup = async () => {
    const before = new Date(now() - ORPHAN_GRACE_MS);
    const deleted = await repository.deleteOrphanedAnonymous(before.toISOString());
    if (deleted > 0) app.log.info({ deleted }, 'Anonymous guests without a session deleted');
  };
  app.scheduler.every({
    name: 'delete anonymous guests without a session',
    everyMs: SESSION_CLEANUP_INTERVAL_MS,
    run: cleanup,
  });
};

export default fp(guests, { name: 'guests', dependencies: ['database', 'scheduler', 'sessions'] });
