// Guest sessions in an HttpOnly cookie per project (ARCHITECTURE.md
// security rules). The token is only ever in the Set-Cookie header: never in
// a body, a path or a query, and stored hashed. `fastify.sessions` is an
// instance of this class (plugins/app/sessions.ts).
import type { FastifyReply, FastifyRequest } from 'fastify';
import { GuestNotFoundError } from '../http/app-error.ts';
import { isSecureRequest, sessionCookieName, sessionCookieOptions } from './session-cookie.ts';
import { isSlidingSession, LAST_SEEN_THROTTLE_MS, sessionTtlMs } from './session-policy.ts';
import type { SessionRepository, SessionRecord } from './session.repository.ts';
import { hashSessionToken, isSessionTokenShape, newSessionToken } from './session-token.ts';

/** What a route learns of a session: never the token. */
export interface GuestSession {
  projectId: string;
  userId: string;
  /** The reservation logged in with; null for an anonymous guest. */
  reservationId: string | null;
  /** ISO instant at which the session stops working (unless renewed). */
  expiresAt: string;
}

export interface StartSessionInput {
  projectId: string;
  userId: string;
  reservationId: string | null;
}

const toSession = (row: SessionRecord): GuestSession => ({
  projectId: row.projectId,
  userId: row.userId,
  reservationId: row.reservationId,
  expiresAt: row.expiresAt,
});

/** Within one request: the token a project's session has now (`null`: ended). */
type RequestTokens = Map<string, string | null>;
/** Cookies to send again with a later expiry (sliding sessions), by project. */
type Renewals = Map<string, { token: string; maxAgeSeconds: number }>;

export class SessionManager {
  private readonly tokens = new WeakMap<FastifyRequest, RequestTokens>();
  private readonly renewals = new WeakMap<FastifyRequest, Renewals>();

  constructor(
    private readonly repository: SessionRepository,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * Starts a session and sets its cookie. Rotates: the request's current
   * session of the project ends first, so a token known before a login
   * (session fixation) never becomes a logged-in one.
   */
  async start(
    request: FastifyRequest,
    reply: FastifyReply,
    input: StartSessionInput,
  ): Promise<GuestSession> {
    const previous = this.tokenOf(request, input.projectId);
    if (previous) await this.repository.delete(hashSessionToken(previous));
    const token = newSessionToken();
    const at = this.now();
    const ttl = sessionTtlMs(input.reservationId);
    const row: SessionRecord = {
      tokenHash: hashSessionToken(token),
      projectId: input.projectId,
      userId: input.userId,
      reservationId: input.reservationId,
      createdAt: new Date(at).toISOString(),
      expiresAt: new Date(at + ttl).toISOString(),
      lastSeenAt: new Date(at).toISOString(),
    };
    await this.repository.insert(row);
    this.requestTokens(request).set(input.projectId, token);
    this.renewals.get(request)?.delete(input.projectId);
    const secure = isSecureRequest(request);
    reply.setCookie(
      sessionCookieName(input.projectId, secure),
      token,
      sessionCookieOptions(secure, Math.floor(ttl / 1000)),
    );
    return toSession(row);
  }

  /**
   * The caller's valid session at a project, or null. An expired session is
   * deleted. Use is written down at most once per {@link LAST_SEEN_THROTTLE_MS};
   * an anonymous session's expiry then moves on and its cookie is sent again.
   */
  async current(request: FastifyRequest, projectId: string): Promise<GuestSession | null> {
    const token = this.tokenOf(request, projectId);
    if (!token) return null;
    const tokenHash = hashSessionToken(token);
    const row = await this.repository.find(projectId, tokenHash);
    if (!row) return null;
    const at = this.now();
    if (Date.parse(row.expiresAt) <= at) {
      await this.repository.delete(tokenHash);
      return null;
    }
    if (at - Date.parse(row.lastSeenAt) < LAST_SEEN_THROTTLE_MS) return toSession(row);
    const ttl = sessionTtlMs(row.reservationId);
    const sliding = isSlidingSession(row.reservationId);
    const expiresAt = sliding ? new Date(at + ttl).toISOString() : row.expiresAt;
    await this.repository.touch(tokenHash, new Date(at).toISOString(), expiresAt);
    if (sliding) this.requestRenewals(request).set(projectId, { token, maxAgeSeconds: ttl / 1000 });
    return toSession({ ...row, expiresAt });
  }

  /** Ends the caller's session at a project (server side) and clears its cookie. */
  async end(request: FastifyRequest, reply: FastifyReply, projectId: string): Promise<void> {
    const token = this.tokenOf(request, projectId);
    if (token) await this.repository.delete(hashSessionToken(token));
    this.requestTokens(request).set(projectId, null);
    this.renewals.get(request)?.delete(projectId);
    const secure = isSecureRequest(request);
    reply.clearCookie(sessionCookieName(projectId, secure), sessionCookieOptions(secure));
  }

  /**
   * The caller's session when it belongs to `userId` at `projectId`;
   * otherwise throws {@link GuestNotFoundError} (404) — the same for no
   * session, an expired one, another guest's id and another project.
   */
  async requireUser(
    request: FastifyRequest,
    projectId: string,
    userId: string,
  ): Promise<GuestSession> {
    const session = await this.current(request, projectId);
    if (!session || session.userId !== userId) throw new GuestNotFoundError();
    return session;
  }

  /** Sends the cookies of sessions whose expiry moved on (an onSend hook calls it). */
  sendRenewedCookies(request: FastifyRequest, reply: FastifyReply): void {
    const renewals = this.renewals.get(request);
    if (!renewals) return;
    const secure = isSecureRequest(request);
    for (const [projectId, { token, maxAgeSeconds }] of renewals) {
      reply.setCookie(
        sessionCookieName(projectId, secure),
        token,
        sessionCookieOptions(secure, Math.floor(maxAgeSeconds)),
      );
    }
    renewals.clear();
  }

  /** Deletes the expired sessions; returns how many. */
  async deleteExpired(): Promise<number> {
    return this.repository.deleteExpired(new Date(this.now()).toISOString());
  }

  /** Ends every session of a user at a project. */
  async endAllForUser(projectId: string, userId: string): Promise<number> {
    return this.repository.deleteForUser(projectId, userId);
  }

  /** The token the request holds for a project: one started or ended in it wins over its cookie. */
  private tokenOf(request: FastifyRequest, projectId: string): string | null {
    const own = this.tokens.get(request);
    if (own?.has(projectId)) return own.get(projectId) ?? null;
    // Only the cookie name of the request's scheme counts: over HTTPS a
    // plain `hospes_…` cookie (which any http page could set) is ignored.
    const value = request.cookies[sessionCookieName(projectId, isSecureRequest(request))];
    return isSessionTokenShape(value) ? value : null;
  }

  private requestTokens(request: FastifyRequest): RequestTokens {
    let map = this.tokens.get(request);
    if (!map) this.tokens.set(request, (map = new Map()));
    return map;
  }

  private requestRenewals(request: FastifyRequest): Renewals {
    let map = this.renewals.get(request);
    if (!map) this.renewals.set(request, (map = new Map()));
    return map;
  }
}
