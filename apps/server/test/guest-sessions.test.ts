// Sessions (ARCHITECTURE.md security rules), both databases: the
// cookie's flags and names, the token only in Set-Cookie and only hashed in
// the database, rotation at start, expiry (anonymous sliding, logged-in
// fixed), ending, and the cleanup of expired sessions.
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isGuestId } from '@hospes/domain';
import {
  ANONYMOUS_SESSION_TTL_MS,
  LAST_SEEN_THROTTLE_MS,
  LOGGED_IN_SESSION_TTL_MS,
} from '../src/sessions/session-policy.ts';
import { DIALECTS } from './support/databases.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

const START = Date.parse('2026-03-10T11:00:00Z');
const DAY = 24 * 60 * 60_000;
const sha256 = (v: string) => createHash('sha256').update(v).digest('hex');

interface CookieCall {
  name: string;
  value: string;
  options: Record<string, unknown>;
}

/** A request with these cookies, as the cookie plugin would have parsed them. */
const fakeRequest = (cookies: Record<string, string> = {}, protocol = 'http') =>
  ({ cookies, protocol }) as unknown as FastifyRequest;

function fakeReply() {
  const set: CookieCall[] = [];
  const cleared: CookieCall[] = [];
  const reply = {
    setCookie(name: string, value: string, options: Record<string, unknown>) {
      set.push({ name, value, options });
      return reply;
    },
    clearCookie(name: string, options: Record<string, unknown>) {
      cleared.push({ name, value: '', options });
      return reply;
    },
  };
  return { reply: reply as unknown as FastifyReply, set, cleared };
}

describe.each(DIALECTS)('guest sessions on %s', (dialect) => {
  let t: TestApp;
  let clock = START;

  const newGuest = (headers: Record<string, string> = {}, project = 'alpha') =>
    t.app.inject({ method: 'POST', url: `/api/guestdata/${project}/guests`, headers });
  const profile = (userId: string, cookie?: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      url: `/api/guestdata/alpha/profile/${userId}`,
      headers: { ...headers, ...(cookie ? { cookie } : {}) },
    });
  const sessionRows = () => t.app.database.db.selectFrom('guest_sessions').selectAll().execute();

  beforeAll(async () => {
    t = await startTestApp(dialect, {}, undefined, { now: () => clock });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('a new anonymous guest gets a guest_app_ id and an HttpOnly, SameSite=Strict, Path=/ cookie over http', async () => {
    const res = await newGuest();
    expect(res.statusCode).toBe(201);
    const { userId } = res.json<{ userId: string }>();
    expect(isGuestId(userId)).toBe(true);
    const cookie = res.cookies.find((c) => c.name === 'hospes_alpha');
    expect(cookie).toMatchObject({
      path: '/',
      httpOnly: true,
      sameSite: 'Strict',
      maxAge: ANONYMOUS_SESSION_TTL_MS / 1000,
    });
    expect(cookie?.secure).toBeUndefined();
    expect(cookie?.domain).toBeUndefined();
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('over HTTPS (X-Forwarded-Proto from the trusted proxy) the cookie is __Host-hospes_<project> with Secure', async () => {
    const res = await newGuest({ 'x-forwarded-proto': 'https' });
    expect(res.cookies.map((c) => c.name)).toEqual(['__Host-hospes_alpha']);
    const cookie = res.cookies[0];
    expect(cookie).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Strict', path: '/' });
    const { userId } = res.json<{ userId: string }>();
    const https = { 'x-forwarded-proto': 'https' };
    expect((await profile(userId, `__Host-hospes_alpha=${cookie?.value}`, https)).statusCode).toBe(
      200,
    );
    // A plain-named cookie (any http page could have set it) does not count over HTTPS.
    expect((await profile(userId, `hospes_alpha=${cookie?.value}`, https)).statusCode).toBe(404);
  });

  it('the token is never in the body, and the database keeps only its sha256', async () => {
    const res = await newGuest();
    const token = res.cookies.find((c) => c.name === 'hospes_alpha')?.value ?? '';
    expect(res.body).not.toContain(token);
    const rows = await sessionRows();
    const row = rows.find((r) => r.token_hash === sha256(token));
    expect(row).toMatchObject({ project_id: 'alpha', user_id: res.json().userId });
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('starting a session rotates: the previous token of the project stops working and its row is gone', async () => {
    const first = await newGuest();
    const oldToken = first.cookies[0]?.value ?? '';
    const oldUser = first.json<{ userId: string }>().userId;
    const second = await newGuest({ cookie: `hospes_alpha=${oldToken}` });
    const newToken = second.cookies[0]?.value ?? '';
    expect(newToken).not.toBe(oldToken);
    expect((await profile(oldUser, `hospes_alpha=${oldToken}`)).statusCode).toBe(404);
    const rows = await sessionRows();
    expect(rows.some((r) => r.token_hash === sha256(oldToken))).toBe(false);
    expect(rows.some((r) => r.token_hash === sha256(newToken))).toBe(true);
  });

  it('login rotation through fastify.sessions.start deletes the anonymous session the request carried', async () => {
    const anon = await newGuest();
    const token = anon.cookies[0]?.value ?? '';
    const { reply, set } = fakeReply();
    const session = await t.app.sessions.start(fakeRequest({ hospes_alpha: token }), reply, {
      projectId: 'alpha',
      userId: 'user-logged-in',
      reservationId: 'R-1',
    });
    expect(session).toEqual({
      projectId: 'alpha',
      userId: 'user-logged-in',
      reservationId: 'R-1',
      expiresAt: new Date(clock + LOGGED_IN_SESSION_TTL_MS).toISOString(),
    });
    expect(set).toHaveLength(1);
    expect(set[0]?.options).toMatchObject({
      maxAge: LOGGED_IN_SESSION_TTL_MS / 1000,
      httpOnly: true,
      sameSite: 'strict',
      path: '/',
      secure: false,
    });
    expect(await t.app.sessions.current(fakeRequest({ hospes_alpha: token }), 'alpha')).toBeNull();
    const fresh = fakeRequest({ hospes_alpha: set[0]?.value ?? '' });
    expect((await t.app.sessions.current(fresh, 'alpha'))?.userId).toBe('user-logged-in');
  });

  it('a session of one project is not a session of another, even under the other cookie name', async () => {
    const alpha = await newGuest();
    const token = alpha.cookies[0]?.value ?? '';
    expect(await t.app.sessions.current(fakeRequest({ hospes_beta: token }), 'beta')).toBeNull();
    expect(
      await t.app.sessions.current(fakeRequest({ hospes_alpha: token }), 'alpha'),
    ).not.toBeNull();
  });

  it('requireUser throws the same 404 for no session, another user and another project', async () => {
    const a = await newGuest();
    const token = a.cookies[0]?.value ?? '';
    const userId = a.json<{ userId: string }>().userId;
    // Functions, not promises: each rejection is awaited where it happens.
    const attempts = [
      () => t.app.sessions.requireUser(fakeRequest(), 'alpha', userId),
      () => t.app.sessions.requireUser(fakeRequest({ hospes_alpha: token }), 'alpha', `${userId}x`),
      () => t.app.sessions.requireUser(fakeRequest({ hospes_beta: token }), 'beta', userId),
      () =>
        t.app.sessions.requireUser(fakeRequest({ hospes_alpha: 'not-a-token' }), 'alpha', userId),
    ];
    for (const attempt of attempts) {
      await expect(attempt()).rejects.toMatchObject({
        statusCode: 404,
        message: 'There is no guest data here for this session.',
      });
    }
    await expect(
      t.app.sessions.requireUser(fakeRequest({ hospes_alpha: token }), 'alpha', userId),
    ).resolves.toMatchObject({ userId, reservationId: null });
  });

  it('an anonymous session slides: used after the throttle it lives 180 days from then, and the cookie is sent again', async () => {
    clock = START;
    const res = await newGuest();
    const token = res.cookies[0]?.value ?? '';
    const userId = res.json<{ userId: string }>().userId;
    const cookie = `hospes_alpha=${token}`;

    clock = START + LAST_SEEN_THROTTLE_MS / 2;
    const early = await profile(userId, cookie);
    expect(early.statusCode).toBe(200);
    expect(early.cookies).toHaveLength(0); // within the throttle: no write, no cookie

    clock = START + 100 * DAY;
    const renewed = await profile(userId, cookie);
    expect(renewed.statusCode).toBe(200);
    expect(renewed.cookies[0]).toMatchObject({
      name: 'hospes_alpha',
      value: token,
      httpOnly: true,
      sameSite: 'Strict',
      maxAge: ANONYMOUS_SESSION_TTL_MS / 1000,
    });
    const row = (await sessionRows()).find((r) => r.token_hash === sha256(token));
    expect(row?.last_seen_at).toBe(new Date(clock).toISOString());
    expect(row?.expires_at).toBe(new Date(clock + ANONYMOUS_SESSION_TTL_MS).toISOString());

    clock = START + 250 * DAY; // past the first 180 days, within the renewed ones
    expect((await profile(userId, cookie)).statusCode).toBe(200);
    clock = START + 250 * DAY + ANONYMOUS_SESSION_TTL_MS + 1;
    expect((await profile(userId, cookie)).statusCode).toBe(404);
    expect((await sessionRows()).some((r) => r.token_hash === sha256(token))).toBe(false);
    clock = START;
  });

  it('a logged-in session ends 30 days after the login, however often it is used', async () => {
    clock = START;
    const { reply, set } = fakeReply();
    await t.app.sessions.start(fakeRequest(), reply, {
      projectId: 'alpha',
      userId: 'user-30-days',
      reservationId: 'R-2',
    });
    const request = () => fakeRequest({ hospes_alpha: set[0]?.value ?? '' });
    clock = START + 20 * DAY;
    expect(await t.app.sessions.current(request(), 'alpha')).toMatchObject({
      expiresAt: new Date(START + LOGGED_IN_SESSION_TTL_MS).toISOString(),
    });
    clock = START + LOGGED_IN_SESSION_TTL_MS - 1;
    expect(await t.app.sessions.current(request(), 'alpha')).not.toBeNull();
    clock = START + LOGGED_IN_SESSION_TTL_MS;
    expect(await t.app.sessions.current(request(), 'alpha')).toBeNull();
    clock = START;
  });

  it('end deletes the session on the server and clears the cookie with the same attributes', async () => {
    const res = await newGuest();
    const token = res.cookies[0]?.value ?? '';
    const { reply, cleared } = fakeReply();
    const request = fakeRequest({ hospes_alpha: token });
    await t.app.sessions.end(request, reply, 'alpha');
    expect(cleared).toEqual([
      {
        name: 'hospes_alpha',
        value: '',
        options: { path: '/', httpOnly: true, sameSite: 'strict', secure: false },
      },
    ]);
    expect(await t.app.sessions.current(request, 'alpha')).toBeNull();
    expect(await t.app.sessions.current(fakeRequest({ hospes_alpha: token }), 'alpha')).toBeNull();
    expect((await sessionRows()).some((r) => r.token_hash === sha256(token))).toBe(false);
  });

  it('the cleanup deletes expired sessions only, then anonymous guests no session reaches', async () => {
    clock = START;
    const kept = await newGuest();
    const keptUser = kept.json<{ userId: string }>().userId;
    const { reply, set } = fakeReply();
    const gone = await t.app.inject({ method: 'POST', url: '/api/guestdata/alpha/guests' });
    const goneUser = gone.json<{ userId: string }>().userId;
    await t.app.sessions.start(fakeRequest(), reply, {
      projectId: 'alpha',
      userId: 'user-expiring',
      reservationId: 'R-3',
    });
    expect(set).toHaveLength(1);
    // Make the second anonymous session old, then let the clock pass it.
    await t.app.database.db
      .updateTable('guest_sessions')
      .set({ expires_at: new Date(START + DAY).toISOString() })
      .where('user_id', '=', goneUser)
      .execute();
    clock = START + LOGGED_IN_SESSION_TTL_MS + 2 * DAY;
    const deleted = await t.app.sessions.deleteExpired();
    expect(deleted).toBeGreaterThanOrEqual(2);
    const users = (await sessionRows()).map((r) => r.user_id);
    expect(users).toContain(keptUser);
    expect(users).not.toContain(goneUser);
    expect(users).not.toContain('user-expiring');

    await t.app.guests.deleteOrphanedAnonymous(new Date(clock - DAY).toISOString());
    expect(await t.app.guests.exists('alpha', goneUser)).toBe(false);
    expect(await t.app.guests.exists('alpha', keptUser)).toBe(true);
    clock = START;
  });

  it("one address gets 600 new guests in 10 minutes (a hotel's Wi-Fi), the 601st a 429 with Retry-After", async () => {
    const from = (ip: string) => newGuest({ 'x-forwarded-for': ip });
    for (let i = 0; i < 600; i++) {
      const res = await from('203.0.113.50');
      if (res.statusCode !== 201) expect(res.statusCode, `guest ${i + 1}`).toBe(201);
    }
    const refused = await from('203.0.113.50');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.cookies).toHaveLength(0);
    expect((await from('203.0.113.51')).statusCode).toBe(201);
  });

  it('an unknown project gets 404 JSON and no cookie', async () => {
    const res = await newGuest({}, 'nowhere');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: 'Not Found' });
    expect(res.cookies).toHaveLength(0);
  });
});

describe('guest sessions behind no trusted proxy', () => {
  it('X-Forwarded-Proto is ignored when HOSPES_TRUST_PROXY is off: the plain cookie name, no Secure', async () => {
    const t = await startTestApp('sqlite', { trustProxy: false });
    try {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/guestdata/alpha/guests',
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(res.cookies.map((c) => [c.name, c.secure])).toEqual([['hospes_alpha', undefined]]);
    } finally {
      await t.close();
    }
  });
});
