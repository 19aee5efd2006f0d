// The staff session cookie: HttpOnly, SameSite=Strict, and sent only where
// staff work — the same token under two paths, `/api/staff` (the API) and
// `/console` (the console's pages; today they are static and ask
// `/api/staff/me`, so only the API reads it). No
// Max-Age: the browser forgets it when it closes, the server ends it after
// the idle or shift limit (staff-session-policy.ts). Over HTTPS it is
// `__Secure-` prefixed (`__Host-` requires Path=/).
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isSecureRequest } from '../sessions/session-cookie.ts';

/** A dot cannot occur in a project id, so no guest cookie (`hospes_<project>`) shares the name. */
const NAME = 'hospes.staff';
export const STAFF_COOKIE_PATHS = ['/api/staff', '/console'] as const;

export function staffCookieName(secure: boolean): string {
  return secure ? `__Secure-${NAME}` : NAME;
}

export function readStaffCookie(request: FastifyRequest): string | undefined {
  return request.cookies[staffCookieName(isSecureRequest(request))];
}

export function setStaffCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  const secure = isSecureRequest(request);
  for (const path of STAFF_COOKIE_PATHS) {
    reply.setCookie(staffCookieName(secure), token, {
      path,
      httpOnly: true,
      sameSite: 'strict',
      secure,
    });
  }
}

export function clearStaffCookie(request: FastifyRequest, reply: FastifyReply): void {
  const secure = isSecureRequest(request);
  for (const path of STAFF_COOKIE_PATHS) {
    reply.clearCookie(staffCookieName(secure), {
      path,
      httpOnly: true,
      sameSite: 'strict',
      secure,
    });
  }
}
