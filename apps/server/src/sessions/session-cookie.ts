// The session cookie of a project (ARCHITECTURE.md security rules): HttpOnly
// so no script reads it, SameSite=Strict so no other site sends it, Path=/.
// Over HTTPS it is `__Host-hospes_<project>` with Secure: the browser then
// refuses it from plain http and from any subdomain (no Domain attribute),
// which stops another host from planting a session (fixation).
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyRequest } from 'fastify';

const NAME_PREFIX = 'hospes_';
const SECURE_PREFIX = '__Host-';

/**
 * Whether the request came over HTTPS: `request.protocol` is `https` for a
 * TLS socket and, when the app trusts its proxy (HOSPES_TRUST_PROXY, on by
 * default), for `X-Forwarded-Proto: https`.
 */
export function isSecureRequest(request: FastifyRequest): boolean {
  return request.protocol === 'https';
}

/** `hospes_<project>` over HTTP, `__Host-hospes_<project>` over HTTPS. */
export function sessionCookieName(projectId: string, secure: boolean): string {
  return `${secure ? SECURE_PREFIX : ''}${NAME_PREFIX}${projectId}`;
}

/** The attributes of the session cookie; `maxAgeSeconds` undefined for clearing. */
export function sessionCookieOptions(
  secure: boolean,
  maxAgeSeconds?: number,
): CookieSerializeOptions {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'strict',
    secure,
    ...(maxAgeSeconds === undefined ? {} : { maxAge: maxAgeSeconds }),
  };
}
