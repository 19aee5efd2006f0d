// Security headers of ARCHITECTURE.md on every response — API, files, HTML
// pages, errors and 404s alike — from one onSend hook at the root.
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { CONTENT_SECURITY_POLICY, GUEST_APP_PERMISSIONS } from '../../web/security-policy.ts';

export { CONTENT_SECURITY_POLICY };

const STATIC_HEADERS: Record<string, string> = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': 'geolocation=(self), camera=(), microphone=()',
  'cross-origin-opener-policy': 'same-origin',
};

const securityHeaders: FastifyPluginAsync = async (app) => {
  app.addHook('onSend', async (request, reply, payload) => {
    // A route may set a stricter policy of its own (an uploaded SVG: nothing at all).
    const own = reply.getHeader('content-security-policy');
    const permissions = reply.getHeader('permissions-policy');
    reply.headers(STATIC_HEADERS);
    if (own !== undefined) reply.header('content-security-policy', own);
    if (permissions === GUEST_APP_PERMISSIONS) reply.header('permissions-policy', permissions);
    // HSTS only means something over HTTPS; behind a proxy the protocol
    // comes from X-Forwarded-Proto (trustProxy).
    if (request.protocol === 'https') {
      reply.header('strict-transport-security', 'max-age=31536000');
    }
    return payload;
  });
};

export default fp(securityHeaders, { name: 'security-headers' });
