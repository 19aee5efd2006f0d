// The addresses we hand out — the payment provider's success and cancel
// URLs, the demo page's redirect, which project a host serves — never come
// from X-Forwarded-Host: a client can send that header, and a proxy that we
// trust to tell the client's address is not thereby trusted to name our host
// (the proxy passes the Host header on; README "Running in production").
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** The Host header's name, lower case, without the port (never X-Forwarded-Host). */
export function requestHostName(request: FastifyRequest): string {
  const host = request.headers.host ?? '';
  const name = host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : host.split(':')[0];
  return (name ?? '').toLowerCase();
}

/**
 * The absolute base URL of this server for a project's guests, without a
 * trailing slash: HOSPES_PUBLIC_URL; else the origin of the project's model
 * `url`; else the request's own origin — its protocol (X-Forwarded-Proto only
 * from a trusted proxy) and its Host header.
 */
export function publicBaseUrl(
  app: FastifyInstance,
  request: FastifyRequest,
  projectId: string,
): string {
  if (app.config.publicUrl) return app.config.publicUrl;
  const fromModel = app.projects.findProject(projectId)?.publicOrigin;
  if (fromModel) return fromModel;
  try {
    return new URL(`${request.protocol}://${request.headers.host ?? ''}`).origin;
  } catch {
    // No usable Host header (HTTP/1.0, a malformed one): links relative to the default port.
    return `${request.protocol}://localhost`;
  }
}
