// `fastify.adminTokenGuard`: the one `onRequest` hook of every route that
// takes the admin token, so wrong guesses are counted across those routes.
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { createBearerTokenGuard, type BearerTokenGuard } from '../../auth/bearer-token-guard.ts';

declare module 'fastify' {
  interface FastifyInstance {
    adminTokenGuard: BearerTokenGuard;
  }
}

const adminAuth: FastifyPluginAsync<{ now?: () => number }> = async (app, options) => {
  app.decorate('adminTokenGuard', createBearerTokenGuard(app.config.adminToken, options));
};

export default fp(adminAuth, { name: 'admin-auth' });
