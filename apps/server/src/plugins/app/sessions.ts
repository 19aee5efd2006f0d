// Guest sessions for the routes (`fastify.sessions`): an HttpOnly,
// SameSite=Strict cookie per project holding a random token whose sha256
// is stored (ARCHITECTURE.md security rules). Also parses cookies for the
// whole app, sends renewed cookies of sliding sessions, and deletes expired
// sessions on a timer that stops when the app closes.
import fastifyCookie from '@fastify/cookie';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { SessionManager } from '../../sessions/session-manager.ts';
import { SESSION_CLEANUP_INTERVAL_MS } from '../../sessions/session-policy.ts';
import { createSessionRepository } from '../../sessions/session.repository.ts';

declare module 'fastify' {
  interface FastifyInstance {
    sessions: SessionManager;
  }
}

export interface SessionsPluginOptions {
  /** The clock of expiry and renewal (tests move it). */
  now?: () => number;
}

const sessions: FastifyPluginAsync<SessionsPluginOptions> = async (app, options) => {
  // Unsigned cookies: the token is random and checked against the database.
  await app.register(fastifyCookie);
  const manager = new SessionManager(createSessionRepository(app.database.db), options.now);
  app.decorate('sessions', manager);
  app.addHook('onSend', async (request, reply, payload) => {
    manager.sendRenewedCookies(request, reply);
    return payload;
  });

  const cleanup = async () => {
    const deleted = await manager.deleteExpired();
    if (deleted > 0) app.log.info({ deleted }, 'Expired guest sessions deleted');
  };
  app.scheduler.every({
    name: 'delete expired guest sessions',
    everyMs: SESSION_CLEANUP_INTERVAL_MS,
    run: cleanup,
  });
};

export default fp(sessions, { name: 'sessions', dependencies: ['database', 'scheduler'] });
