// CSRF defence of cookie-authenticated staff writes (OWASP: verify the
// origin with standard headers). The cookie is SameSite=Strict already;
// on top, a state-changing request is refused when its `Origin` is not
// this server's, or — without `Origin` — when `Sec-Fetch-Site` says it
// came from another site. Browsers send at least one of the two on every
// cross-site write, so a request with neither is not a browser's
// (automation, curl) and cannot carry a victim's cookie.
import type { FastifyRequest } from 'fastify';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function isSameOriginWrite(request: FastifyRequest, publicUrl: string | undefined): boolean {
  if (SAFE_METHODS.has(request.method)) return true;
  const origin = request.headers.origin;
  if (origin !== undefined) {
    const own = [`${request.protocol}://${request.host}`];
    if (publicUrl) own.push(new URL(publicUrl).origin);
    return own.includes(origin);
  }
  const site = request.headers['sec-fetch-site'];
  return site === undefined || site === 'same-origin' || site === 'none';
}
