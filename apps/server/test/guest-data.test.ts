// Guest data (server, both databases): every route
// with a {userId} answers 404 to another guest's session, to no session and
// to another project's session; locked profile and stay are kept; bad bodies
// get 400 with the field paths; the routes are in the OpenAPI document.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from './support/databases.ts';
import { copyFixtureProjects, startTestApp, type TestApp } from './support/test-app.ts';

/** 12:00 in Vienna (the fixture projects' time zone). */
const NOON = Date.parse('2026-03-10T11:00:00Z');
const NOT_FOUND = {
  error: 'Not Found',
  code: 'not_found',
  message: 'There is no guest data here for this session.',
};
const REGISTRATIONS = {
  push: { permission: true, registrationToken: 'push-token-1', contexts: { area: 'spa' } },
  inapp: { permission: false },
};

interface Guest {
  userId: string;
  cookie: string;
}

type Method = 'GET' | 'PUT' | 'POST';
interface UserRoute {
  method: Method;
  path: (project: string, userId: string) => string;
  /** A valid body: the 404s below are about the session, never the body. */
  body?: object;
}

/** Every route of the guest data API that names a {userId}. */
const USER_ROUTES: UserRoute[] = [
  { method: 'GET', path: (p, u) => `/api/guestdata/${p}/profile/${u}` },
  {
    method: 'PUT',
    path: (p, u) => `/api/guestdata/${p}/profile/${u}`,
    body: { profile: { firstName: 'Eve' } },
  },
  { method: 'GET', path: (p, u) => `/api/guestdata/${p}/stay/${u}` },
  {
    method: 'PUT',
    path: (p, u) => `/api/guestdata/${p}/stay/${u}`,
    body: { stay: { doa: '2026-03-12T14:00', dod: '2026-03-15T10:00' } },
  },
  {
    method: 'POST',
    path: (p, u) => `/api/guestdata/${p}/connect/${u}`,
    body: { registrations: { push: { permission: false }, inapp: { permission: true } } },
  },
  {
    method: 'POST',
    path: (p, u) => `/api/guestdata/${p}/language/${u}`,
    body: { language: 'fr' },
  },
  {
    method: 'POST',
    path: (p, u) => `/api/guestdata/${p}/notifications/${u}/register`,
    body: { registrations: { push: { permission: false }, inapp: { permission: false } } },
  },
  { method: 'GET', path: (p, u) => `/api/guestdata/${p}/favorites/${u}` },
  {
    method: 'PUT',
    path: (p, u) => `/api/guestdata/${p}/favorites/${u}`,
    body: { favorites: ['evil'] },
  },
];

describe.each(DIALECTS)('guest data on %s', (dialect) => {
  let t: TestApp;
  let projects: { dir: string; remove(): void };
  let a: Guest;
  let b: Guest;
  let betaGuest: Guest;

  async function newGuest(project = 'alpha'): Promise<Guest> {
    const res = await t.app.inject({ method: 'POST', url: `/api/guestdata/${project}/guests` });
    expect(res.statusCode).toBe(201);
    const token = res.cookies.find((c) => c.name === `hospes_${project}`)?.value;
    return { userId: res.json<{ userId: string }>().userId, cookie: `hospes_${project}=${token}` };
  }
  const call = (method: Method, url: string, cookie?: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      ...(payload ? { payload } : {}),
      headers: cookie ? { cookie } : {},
    });

  beforeAll(async () => {
    // alpha knows the context `area` with two values (project_settings.contexts).
    projects = copyFixtureProjects();
    for (const lang of ['de', 'en']) {
      const file = path.join(projects.dir, 'alpha', `model.${lang}.json`);
      const model = JSON.parse(readFileSync(file, 'utf8')) as { project_settings?: object };
      model.project_settings = {
        ...model.project_settings,
        contexts: { area: ['spa', 'restaurant'] },
      };
      writeFileSync(file, JSON.stringify(model));
    }
    t = await startTestApp(dialect, { projectsDir: projects.dir }, undefined, { now: () => NOON });
    a = await newGuest();
    b = await newGuest();
    betaGuest = await newGuest('beta');
  });
  afterAll(async () => {
    await t?.close();
    projects?.remove();
  });

  describe.each(USER_ROUTES)('$method $path', (route) => {
    const send = (project: string, userId: string, cookie?: string) =>
      call(route.method, route.path(project, userId), cookie, route.body);

    it("answers guest A's own session", async () => {
      const res = await send('alpha', a.userId, a.cookie);
      expect(res.statusCode, res.body).toBe(200);
    });

    it("guest A's session asking for guest B's data gets 404, and B's data stay as they were", async () => {
      const before = await t.app.guests.getFavorites('alpha', b.userId);
      const res = await send('alpha', b.userId, a.cookie);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(NOT_FOUND);
      expect(await t.app.guests.getFavorites('alpha', b.userId)).toEqual(before);
    });

    it('no cookie gets 404', async () => {
      const res = await send('alpha', a.userId);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(NOT_FOUND);
    });

    it("another project's cookie gets 404 (and an alpha token under beta's name too)", async () => {
      const other = await send('alpha', betaGuest.userId, betaGuest.cookie);
      expect(other.statusCode).toBe(404);
      expect(other.json()).toEqual(NOT_FOUND);
      const crossed = await send('beta', a.userId, a.cookie.replace('hospes_alpha', 'hospes_beta'));
      expect(crossed.statusCode).toBe(404);
      expect(crossed.json()).toEqual(NOT_FOUND);
      const ownIdElsewhere = await send('beta', a.userId, betaGuest.cookie);
      expect(ownIdElsewhere.statusCode).toBe(404);
    });
  });

  it('profile: PUT replaces and GET returns it; a guest cannot lock their own profile', async () => {
    const g = await newGuest();
    const url = `/api/guestdata/alpha/profile/${g.userId}`;
    expect((await call('GET', url, g.cookie)).json()).toEqual({ profile: {} });
    const profile = {
      firstName: 'Anna',
      lastName: 'Berg',
      email: 'a@example.com',
      dob: '1990-02-03',
      lang: 'en',
    };
    const put = await call('PUT', url, g.cookie, { profile: { ...profile, locked: true } });
    expect(put.json()).toEqual({ profile });
    expect((await call('GET', url, g.cookie)).json()).toEqual({ profile });
    const cleared = await call('PUT', url, g.cookie, { profile: { firstName: 'Anna' } });
    expect(cleared.json()).toEqual({ profile: { firstName: 'Anna' } });
  });

  it('profile: a locked profile (from the property system) is not overwritten', async () => {
    const g = await newGuest();
    const locked = { firstName: 'Max', lastName: 'Muster', locked: true };
    await t.app.guests.putProfile('alpha', g.userId, locked, { respectLocks: false });
    const url = `/api/guestdata/alpha/profile/${g.userId}`;
    const put = await call('PUT', url, g.cookie, { profile: { firstName: 'Mallory' } });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toEqual({ profile: locked });
    expect((await call('GET', url, g.cookie)).json()).toEqual({ profile: locked });
  });

  it('stay: PUT stores arrival, departure and room; the unix times come from the project time zone; status and locked of the body are ignored', async () => {
    const g = await newGuest();
    const url = `/api/guestdata/alpha/stay/${g.userId}`;
    const res = await call('PUT', url, g.cookie, {
      stay: {
        doa: '2026-03-12T14:00',
        dod: '2026-03-15T10:00',
        roomNumber: '12',
        status: 'In-house',
        locked: true,
        _t_doa: 1,
        _t_dod: 2,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const stay = {
      doa: '2026-03-12T14:00',
      dod: '2026-03-15T10:00',
      roomNumber: '12',
      _t_doa: Date.parse('2026-03-12T13:00:00Z') / 1000, // 14:00 in Vienna (CET)
      _t_dod: Date.parse('2026-03-15T09:00:00Z') / 1000,
    };
    expect(res.json()).toEqual({ stay });
    expect((await call('GET', url, g.cookie)).json()).toEqual({ stay });
  });

  it('stay: a locked stay is not overwritten', async () => {
    const g = await newGuest();
    const locked = {
      doa: '2026-03-10T15:00',
      dod: '2026-03-13T11:00',
      status: 'Reserved',
      locked: true,
    };
    await t.app.guests.putStay('alpha', g.userId, locked, { respectLocks: false });
    const url = `/api/guestdata/alpha/stay/${g.userId}`;
    const put = await call('PUT', url, g.cookie, {
      stay: { doa: '2026-04-01T15:00', dod: '2026-04-03T11:00' },
    });
    expect(put.json()).toEqual({ stay: locked });
    expect((await call('GET', url, g.cookie)).json()).toEqual({ stay: locked });
  });

  it('stay: spec §5 — departure not after arrival and a missing date answer 400 with the spec texts, and nothing is stored', async () => {
    const g = await newGuest();
    const url = `/api/guestdata/alpha/stay/${g.userId}`;
    const before = await call('PUT', url, g.cookie, {
      stay: { doa: '2026-03-12T14:00', dod: '2026-03-12T14:00' },
    });
    expect(before.statusCode).toBe(400);
    expect(before.json().issues).toEqual([
      { path: 'body/stay/dod', message: 'Departure date must be after arrival date.' },
    ]);
    const missing = await call('PUT', url, g.cookie, { stay: { dod: '2026-03-12T14:00' } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().issues).toEqual([
      { path: 'body/stay/doa', message: 'Arrival date is invalid.' },
    ]);
    const unreal = await call('PUT', url, g.cookie, { stay: { doa: '2026-02-30T10:00' } });
    expect(unreal.statusCode).toBe(400);
    expect(unreal.json().issues[0].path).toBe('body/stay/doa');
    expect((await call('GET', url, g.cookie)).json()).toEqual({ stay: {} });
  });

  it('profile: wrong types and a bad date of birth answer 400 with every field path', async () => {
    const g = await newGuest();
    const url = `/api/guestdata/alpha/profile/${g.userId}`;
    const res = await call('PUT', url, g.cookie, { profile: { firstName: 5, dob: '03.02.1990' } });
    expect(res.statusCode).toBe(400);
    const body = res.json<{ error: string; message: string; issues: { path: string }[] }>();
    expect(body.error).toBe('Bad Request');
    expect(body.issues.map((e) => e.path).sort()).toEqual([
      'body/profile/dob',
      'body/profile/firstName',
    ]);
    expect((await call('PUT', url, g.cookie, { profile: 'Anna' })).statusCode).toBe(400);
    expect((await call('PUT', url, g.cookie, {})).json().issues[0].path).toBe('body/profile');
    // Fastify's router takes path parameters of at most 100 characters: a longer id matches no route.
    const longId = await call('GET', `/api/guestdata/alpha/profile/${'x'.repeat(201)}`, g.cookie);
    expect(longId.statusCode).toBe(404);
  });

  it('language: one of the seven languages is stored; anything else is 400', async () => {
    const g = await newGuest();
    const url = `/api/guestdata/alpha/language/${g.userId}`;
    expect((await call('POST', url, g.cookie, { language: 'hr' })).json()).toEqual({
      language: 'hr',
    });
    expect(await t.app.guests.getLanguage('alpha', g.userId)).toBe('hr');
    for (const language of ['pt', 'EN', '', 7]) {
      const res = await call('POST', url, g.cookie, { language });
      expect(res.statusCode).toBe(400);
      expect(res.json().issues[0].path).toBe('body/language');
    }
    expect(await t.app.guests.getLanguage('alpha', g.userId)).toBe('hr');
  });

  it('connect: stores push and in-app registrations, known contexts and the language', async () => {
    const g = await newGuest();
    const res = await call('POST', `/api/guestdata/alpha/connect/${g.userId}`, g.cookie, {
      registrations: REGISTRATIONS,
      contexts: { area: 'restaurant' },
      lang: 'it',
      isIOS: false,
      isStandalone: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ registrations: REGISTRATIONS, contexts: { area: 'restaurant' } });
    expect(await t.app.guests.getRegistrations('alpha', g.userId)).toEqual(REGISTRATIONS);
    expect(await t.app.guests.getContexts('alpha', g.userId)).toEqual({ area: 'restaurant' });
    expect(await t.app.guests.getLanguage('alpha', g.userId)).toBe('it');
    // Another device in English: the language the guest has stays.
    await call('POST', `/api/guestdata/alpha/connect/${g.userId}`, g.cookie, {
      registrations: REGISTRATIONS,
      lang: 'en',
    });
    expect(await t.app.guests.getLanguage('alpha', g.userId)).toBe('it');
  });

  it('connect without a push subscription keeps the one registered before, while push stays allowed', async () => {
    const g = await newGuest();
    const url = `/api/guestdata/alpha/connect/${g.userId}`;
    await call('POST', url, g.cookie, { registrations: REGISTRATIONS });
    const again = await call('POST', url, g.cookie, {
      registrations: { push: { permission: true }, inapp: { permission: true } },
    });
    expect(again.statusCode, again.body).toBe(200);
    expect((await t.app.guests.getRegistrations('alpha', g.userId))?.push).toEqual({
      permission: true,
      registrationToken: 'push-token-1',
    });
    // Push taken back: the subscription goes.
    await call('POST', url, g.cookie, {
      registrations: { push: { permission: false }, inapp: { permission: true } },
    });
    expect((await t.app.guests.getRegistrations('alpha', g.userId))?.push).toEqual({
      permission: false,
    });
  });

  it("connect: spec §5 — contexts not among the model's known ones answer 400 with their paths; nothing is stored", async () => {
    const g = await newGuest();
    const url = `/api/guestdata/alpha/connect/${g.userId}`;
    const res = await call('POST', url, g.cookie, {
      registrations: {
        push: { permission: true, contexts: { area: 'casino' } },
        inapp: { permission: true, contexts: { floor: '3' } },
      },
      contexts: { area: 'spa', room: '12' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues.map((e: { path: string }) => e.path)).toEqual([
      'body/contexts/room',
      'body/registrations/push/contexts/area',
      'body/registrations/inapp/contexts/floor',
    ]);
    expect(await t.app.guests.getRegistrations('alpha', g.userId)).toBeNull();
    expect(await t.app.guests.getContexts('alpha', g.userId)).toEqual({});
    // beta names no contexts: it accepts none.
    const other = await call(
      'POST',
      `/api/guestdata/beta/connect/${betaGuest.userId}`,
      betaGuest.cookie,
      {
        registrations: { push: { permission: true }, inapp: { permission: true } },
        contexts: { area: 'spa' },
      },
    );
    expect(other.statusCode).toBe(400);
  });

  it('connect and register: spec §5 — both registrations with their permission are required', async () => {
    const g = await newGuest();
    const connect = `/api/guestdata/alpha/connect/${g.userId}`;
    const register = `/api/guestdata/alpha/notifications/${g.userId}/register`;
    const noInapp = { registrations: { push: { permission: true } } };
    const noPermission = { registrations: { push: { permission: true }, inapp: {} } };
    const wrongType = {
      registrations: { push: { permission: 'yes' }, inapp: { permission: true } },
    };
    for (const url of [connect, register]) {
      expect((await call('POST', url, g.cookie, noInapp)).json().issues[0].path).toBe(
        'body/registrations/inapp',
      );
      expect((await call('POST', url, g.cookie, noPermission)).json().issues[0].path).toBe(
        'body/registrations/inapp/permission',
      );
      expect((await call('POST', url, g.cookie, wrongType)).statusCode).toBe(400);
    }
    const ok = await call('POST', register, g.cookie, { registrations: REGISTRATIONS });
    expect(ok.json()).toEqual({ registrations: REGISTRATIONS });
    const unknown = await call('POST', register, g.cookie, {
      registrations: {
        push: { permission: true },
        inapp: { permission: true, contexts: { area: 'x' } },
      },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().issues[0].path).toBe('body/registrations/inapp/contexts/area');
    expect(await t.app.guests.getRegistrations('alpha', g.userId)).toEqual(REGISTRATIONS);
  });

  it('favourites: PUT stores the ids once each, in order; a second device of the same guest reads them', async () => {
    const g = await newGuest();
    const url = `/api/guestdata/alpha/favorites/${g.userId}`;
    expect((await call('GET', url, g.cookie)).json()).toEqual({ favorites: [] });
    const put = await call('PUT', url, g.cookie, { favorites: ['b', 'a', 'b'] });
    expect(put.json()).toEqual({ favorites: ['b', 'a'] });
    expect((await call('GET', url, g.cookie)).json()).toEqual({ favorites: ['b', 'a'] });
    const tooMany = Array.from({ length: 501 }, (_, i) => `item-${i}`);
    expect((await call('PUT', url, g.cookie, { favorites: tooMany })).statusCode).toBe(400);
  });

  it('a body over the route limit is refused with 413 JSON; invalid JSON with 400', async () => {
    const url = `/api/guestdata/alpha/profile/${a.userId}`;
    const big = await call('PUT', url, a.cookie, { profile: { firstName: 'x'.repeat(20_000) } });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({
      error: 'Payload Too Large',
      code: 'payload_too_large',
      message: 'The request body is too large.',
    });
    const broken = await t.app.inject({
      method: 'PUT',
      url,
      payload: '{"profile":',
      headers: { cookie: a.cookie, 'content-type': 'application/json' },
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({ error: 'Bad Request' });
  });

  it('deleting the personal data (logout) empties the guest; a remaining session reads empty data and writes anew', async () => {
    const g = await newGuest();
    await call('PUT', `/api/guestdata/alpha/profile/${g.userId}`, g.cookie, {
      profile: { firstName: 'Zoe' },
    });
    expect(await t.app.guests.deletePersonalData('alpha', g.userId)).toBe(true);
    expect(await t.app.guests.getProfile('alpha', g.userId)).toBeNull();
    // A session of the same guest on another device still works: empty data, writes recreate it.
    const url = `/api/guestdata/alpha/profile/${g.userId}`;
    expect((await call('GET', url, g.cookie)).json()).toEqual({ profile: {} });
    const put = await call('PUT', url, g.cookie, { profile: { lastName: 'Neu' } });
    expect(put.json()).toEqual({ profile: { lastName: 'Neu' } });
  });

  it('the routes are in the OpenAPI document at /api/docs', async () => {
    const res = await t.app.inject({ url: '/api/docs/json' });
    const paths = Object.keys(res.json<{ paths: object }>().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/guestdata/{project}/guests',
        '/api/guestdata/{project}/profile/{userId}',
        '/api/guestdata/{project}/stay/{userId}',
        '/api/guestdata/{project}/connect/{userId}',
        '/api/guestdata/{project}/language/{userId}',
        '/api/guestdata/{project}/notifications/{userId}/register',
        '/api/guestdata/{project}/favorites/{userId}',
      ]),
    );
  });
});
