// Security headers of ARCHITECTURE.md on every response — API, files, HTML
// pages, errors and 404s alike — from one onSend hook at the root.
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { DEEP_LINK_SCRIPT_HASH } from '../../web/first-view.ts';

export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  // One inline script: the first view's deep-link mark (web/first-view.ts), by its hash.
  `script-src 'self' ${DEEP_LINK_SCRIPT_HASH}`,
  // Branding and React set inline styles; scripts stay strictly same-origin.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "font-src 'self' data: https:",
  "connect-src 'self'",
  "worker-src 'self'",
  "manifest-src 'self'",
  // The embeds content may carry, each only after its consent (spec §3 cookies
  // youtube, vimeo, instagram, google_maps; domain `embedOf`).
  'frame-src https://www.youtube-nocookie.com https://player.vimeo.com https://www.instagram.com https://www.google.com',
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'self'",
  "form-action 'self'",
].join('; ');

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
    reply.headers(STATIC_HEADERS);
    if (own !== undefined) reply.header('content-security-policy', own);
    // HSTS only means something over HTTPS; behind a proxy the protocol
    // comes from X-Forwarded-Proto (trustProxy).
    if (request.protocol === 'https') {
      reply.header('strict-transport-security', 'max-age=31536000');
    }
    return payload;
  });
};

export default fp(securityHeaders, { name: 'security-headers' });
