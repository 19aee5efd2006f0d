// Per-IP rate limits, off by default: a route opts in with
// `config: { rateLimit: { max, timeWindow } }`. The store is in memory, so
// each instance counts on its own (limits are per instance).
import rateLimit from '@fastify/rate-limit';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';

const rateLimits: FastifyPluginAsync = async (app) => {
  // The default answer is thrown as { statusCode: 429, message }, which the
  // error handler turns into { error: 'Too Many Requests', message }.
  await app.register(rateLimit, { global: false });
};

export default fp(rateLimits, { name: 'rate-limit' });
