// Login with reservation data (server, both
// databases): matching, same answer for unknown reservation and wrong name,
// rate limits with Retry-After, session rotation at login, logout ending the
// session, and no guest reading another guest's reservation.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/config.ts';
import { DIALECTS } from './support/databases.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

const PROJECTS_DIR = path.join(REPO_ROOT, 'projects');
const NOON = Date.parse('2026-03-10T11:00:00Z'); // 12:00 in Vienna
const FAILED = {
  error: 'Unauthorized',
  code: 'login_failed',
  message: 'Login failed, please check your data.',
};

let address = 0;
/** Each request from its own address unless a test says otherwise. */
const nextIp = () => {
  address += 1;
  return `198.51.${(address >> 8) & 255}.${address & 255}`;
};

/** `name=value` of the project's session cookie in a response, or undefined. */
function sessionCookie(res: { cookies: { name: string; value: string }[] }, project: string) {
  const c = res.cookies.find((k) => k.name === `hospes_${project}`);
  return c && c.value !== '' ? `${c.name}=${c.value}` : undefined;
}

describe.each(DIALECTS)('login with reservation data on %s', (dialect) => {
  let t: TestApp;
  let clock = NOON;

  const login = (
    data: Record<string, string>,
    options: { project?: string; cookie?: string; ip?: string } = {},
  ) =>
    t.app.inject({
      method: 'POST',
      url: `/api/integrations/${options.project ?? 'alpenrose'}/login`,
      payload: { data },
      headers: {
        'x-forwarded-for': options.ip ?? nextIp(),
        ...(options.cookie ? { cookie: options.cookie } : {}),
      },
    });
  const call = (
    route: string,
    cookie: string | undefined,
    payload: object = {},
    project = 'alpenrose',
  ) =>
    t.app.inject({
      method: route === 'isloggedin' ? 'GET' : 'POST',
      url: `/api/integrations/${project}/${route}`,
      ...(route === 'isloggedin' ? {} : { payload }),
      headers: cookie ? { cookie } : {},
    });
  async function loggedIn(reservation_id: string, last_name: string, project = 'alpenrose') {
    const res = await login({ reservation_id, last_name }, { project });
    expect(res.statusCode, res.body).toBe(200);
    const cookie = sessionCookie(res, project);
    if (!cookie) throw new Error('no session cookie');
    return { userId: res.json().user_id as string, cookie };
  }

  beforeAll(async () => {
    t = await startTestApp(dialect, { projectsDir: PROJECTS_DIR }, undefined, {
      now: () => clock,
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('loginfields: alpenrose asks for reservation number and last name; seenland has no login', async () => {
    const res = await t.app.inject({ url: '/api/integrations/alpenrose/loginfields' });
    expect(res.json()).toEqual({ active: true, fields: ['reservation_id', 'last_name'] });
    const seenland = await t.app.inject({ url: '/api/integrations/seenland/loginfields' });
    expect(seenland.json()).toEqual({ active: false, fields: [] });
    expect((await t.app.inject({ url: '/api/integrations/nowhere/loginfields' })).statusCode).toBe(
      404,
    );
    expect(
      (await login({ reservation_id: 'R-1001', last_name: 'Muster' }, { project: 'seenland' }))
        .statusCode,
    ).toBe(404);
  });

  it('R-1001 / Muster logs in: user id in the body, the session only in an HttpOnly SameSite=Strict cookie', async () => {
    const res = await login({ reservation_id: 'R-1001', last_name: 'Muster' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      user_id: expect.stringMatching(/^guest_res_[0-9a-f]{32}$/),
      status: 'SUCESSFULLY_LOGGED_IN',
    });
    const cookie = res.cookies.find((c) => c.name === 'hospes_alpenrose');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
    expect(res.body).not.toContain(cookie?.value);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it.each([
    ['  R-1001 ', '  muster '],
    ['r-1001', 'MUSTER'],
    ['R-1001', 'MÜSTER'],
  ])(
    '%j / %j logs in as the same user (trimmed, case- and accent-insensitive)',
    async (reservation_id, last_name) => {
      const first = await loggedIn('R-1001', 'Muster');
      const res = await login({ reservation_id, last_name });
      expect(res.statusCode).toBe(200);
      expect(res.json().user_id).toBe(first.userId);
    },
  );

  it('an unknown reservation and a wrong name get the same status and body', async () => {
    const unknown = await login({ reservation_id: 'R-9999', last_name: 'Muster' });
    const wrongName = await login({ reservation_id: 'R-1001', last_name: 'Mustermann' });
    expect(unknown.statusCode).toBe(401);
    expect(wrongName.statusCode).toBe(401);
    expect(unknown.json()).toEqual(FAILED);
    expect(wrongName.body).toBe(unknown.body);
    expect(sessionCookie(unknown, 'alpenrose')).toBeUndefined();
    expect(sessionCookie(wrongName, 'alpenrose')).toBeUndefined();
  });

  it('a missing field is a 400 with the domain login errors (spec §5), not a failed login', async () => {
    const res = await login({ reservation_id: 'R-1001', last_name: '   ' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'Bad Request',
      code: 'invalid_request',
      message: 'body/data/last_name: Invalid last_name',
      issues: [{ path: 'body/data/last_name', message: 'Invalid last_name' }],
    });
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/integrations/alpenrose/login',
      payload: { data: { last_name: 'x'.repeat(201) } },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('the 101st failed login for one reservation within an hour gets 429 with Retry-After, even with the right name', async () => {
    // From one address, as one client tries: the address limits must not refuse earlier.
    const ip = '198.51.100.9';
    for (let i = 0; i < 100; i++) {
      const res = await login({ reservation_id: 'R-1003', last_name: `Falsch${i}` }, { ip });
      expect(res.statusCode, `failure ${i + 1}`).toBe(401);
    }
    const refused = await login({ reservation_id: 'r-1003', last_name: 'Falsch' }, { ip });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toBe('Too Many Requests');
    expect(Number(refused.headers['retry-after'])).toBe(3600);
    expect((await login({ reservation_id: 'R-1003', last_name: 'Beispiel' })).statusCode).toBe(429);
    // Other reservations are not affected.
    expect((await login({ reservation_id: 'R-1002', last_name: 'Gast' })).statusCode).toBe(200);
    // An hour after the failures the reservation opens again.
    clock = NOON + 3600_000 + 1000;
    try {
      expect((await login({ reservation_id: 'R-1003', last_name: 'Beispiel' })).statusCode).toBe(
        200,
      );
    } finally {
      clock = NOON;
    }
  });

  it('the 201st failed login from one address within an hour gets 429', async () => {
    const ip = '203.0.113.77';
    for (let i = 0; i < 200; i++) {
      expect((await login({ reservation_id: `R-7${i}`, last_name: 'X' }, { ip })).statusCode).toBe(
        401,
      );
    }
    const refused = await login({ reservation_id: 'R-1001', last_name: 'Muster' }, { ip });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBe(3600);
  });

  it('login rotates the session: the anonymous cookie of this device no longer works', async () => {
    const anon = await t.app.inject({
      method: 'POST',
      url: '/api/guestdata/alpenrose/guests',
      payload: {},
    });
    expect(anon.statusCode).toBe(201);
    const anonCookie = sessionCookie(anon, 'alpenrose');
    expect((await call('isloggedin', anonCookie)).json()).toEqual({
      logged_in: false,
      user_id: anon.json().userId,
      reservation_id: null,
    });
    const res = await login(
      { reservation_id: 'R-1001', last_name: 'Muster' },
      { cookie: anonCookie },
    );
    const newCookie = sessionCookie(res, 'alpenrose');
    expect(newCookie).toBeDefined();
    expect(newCookie).not.toBe(anonCookie);
    expect((await call('isloggedin', anonCookie)).json()).toEqual({
      logged_in: false,
      user_id: null,
      reservation_id: null,
    });
    expect((await call('isloggedin', newCookie)).json()).toEqual({
      logged_in: true,
      user_id: res.json().user_id,
      reservation_id: 'R-1001',
    });
  });

  it('getreservations gives the logged-in guest only their reservation, with its domain status', async () => {
    const a = await loggedIn('R-1001', 'Muster');
    const res = await call('getreservations', a.cookie, { lang: 'en' });
    expect(res.statusCode).toBe(200);
    const { reservations } = res.json();
    expect(reservations).toHaveLength(1);
    expect(reservations[0]).toMatchObject({
      reservation_id: 'R-1001',
      number: 'R-1001',
      status: 'CHECKIN_READY',
      status_label: 'Check-in ready',
      nights: 3,
      adults: 2,
      room_numbers: ['204'],
    });
  });

  it("guest B's session cannot read guest A's reservations (404), nor can a caller without a session", async () => {
    const a = await loggedIn('R-1001', 'Muster');
    const b = await loggedIn('R-1002', 'Gast');
    for (const route of ['getreservations', 'getbookings', 'updateguestdata']) {
      const res = await call(route, b.cookie, { userId: a.userId });
      expect(res.statusCode, route).toBe(404);
      expect(res.body).not.toContain('R-1001');
      expect((await call(route, undefined, {})).statusCode, `${route} without session`).toBe(404);
    }
    const own = await call('getreservations', b.cookie, { userId: b.userId });
    expect(own.json().reservations.map((r: { number: string }) => r.number)).toEqual(['R-1002']);
    // A session of another project is no session here.
    const other = await loggedIn('R-1001', 'Muster', 'bergblick');
    expect(
      (await call('getreservations', other.cookie.replace('bergblick', 'alpenrose'))).statusCode,
    ).toBe(404);
  });

  it('an anonymous guest has no reservations and no bookings', async () => {
    const anon = await t.app.inject({
      method: 'POST',
      url: '/api/guestdata/alpenrose/guests',
      payload: {},
    });
    const cookie = sessionCookie(anon, 'alpenrose');
    expect((await call('getreservations', cookie)).json()).toEqual({ reservations: [] });
    expect((await call('getbookings', cookie)).json()).toEqual({ bookings: [] });
  });

  it('updateguestdata answers data.profile and data.stay from the PMS, locked; a second device gets the same', async () => {
    const a = await loggedIn('R-1001', 'Muster');
    const res = await call('updateguestdata', a.cookie, { lang: 'de' });
    expect(res.statusCode).toBe(200);
    const { profile, stay } = res.json().data;
    expect(profile).toMatchObject({
      firstName: 'Max',
      lastName: 'Muster',
      email: 'max.muster@example.com',
      dob: '1985-04-12',
      locked: true,
    });
    expect(stay).toMatchObject({ roomNumber: '204', status: 'Reserved', locked: true });
    expect(stay.doa).toBe('2026-03-10T15:00');
    expect(stay._t_doa).toBe(Date.parse('2026-03-10T14:00:00Z') / 1000);
    const second = await loggedIn('r-1001', 'muster');
    expect(second.userId).toBe(a.userId);
    expect((await call('updateguestdata', second.cookie)).json().data).toEqual({ profile, stay });
  });

  it('logout ends the session on the server, clears site data and answers SUCESSFULLY_LOGGED_OUT', async () => {
    const a = await loggedIn('R-1002', 'Gast');
    const res = await call('logout', a.cookie, {});
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'SUCESSFULLY_LOGGED_OUT' });
    expect(res.headers['clear-site-data']).toBe('"cookies", "storage"');
    expect(sessionCookie(res, 'alpenrose')).toBeUndefined();
    // The old cookie, replayed, is worthless.
    expect((await call('isloggedin', a.cookie)).json().logged_in).toBe(false);
    expect((await call('getreservations', a.cookie)).statusCode).toBe(404);
    // Logging out without a session still answers the same.
    expect((await call('logout', undefined, {})).json()).toEqual({
      status: 'SUCESSFULLY_LOGGED_OUT',
    });
    // Naming another user is 404.
    const b = await loggedIn('R-1002', 'Gast');
    expect((await call('logout', b.cookie, { userId: 'guest_res_0' })).statusCode).toBe(404);
  });
});
