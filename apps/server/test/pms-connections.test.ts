// A project's property system, chosen in the console (docs/pms.md), on both
// databases: Mews with its credentials stored encrypted and never answered,
// the connection test in plain words, the guest's login and stay read from
// Mews (its faithful fake), and "enter a reservation" only for the built-in PMS.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/config.ts';
import { DIALECTS } from './support/databases.ts';
import { FAKE_TOKENS, startFakeMews, type FakeMews } from '../src/pms/mews/fake/fake-mews.ts';
import { ADMIN_TOKEN, startTestApp, type TestApp } from './support/test-app.ts';

const PROJECTS_DIR = path.join(REPO_ROOT, 'projects');
const STAFF = { authorization: `Bearer ${ADMIN_TOKEN}` };

describe.each(DIALECTS)('project PMS connections on %s', (dialect) => {
  let t: TestApp;
  let fake: FakeMews;
  let reservationId: string;

  beforeAll(async () => {
    fake = await startFakeMews({ timeZone: 'Europe/Vienna' });
    const today = new Date().toISOString().slice(0, 10);
    reservationId = fake.seed({
      number: '4711',
      lastName: 'Gruber',
      firstName: 'Lena',
      arrival: today,
      departure: new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10),
      room: '21',
      adults: 2,
      children: 0,
    });
    t = await startTestApp(dialect, { projectsDir: PROJECTS_DIR });
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  const settings = () => ({
    platformAddress: fake.platformAddress,
    serviceId: fake.serviceId,
    taxCodes: { '1000': 'AT-R', '2000': 'AT-S', '0': 'AT-Z' },
  });
  const put = (payload: Record<string, unknown>) =>
    t.app.inject({ method: 'PUT', url: '/api/staff/alpenrose/pms', headers: STAFF, payload });
  const test = async () =>
    (
      await t.app.inject({ method: 'POST', url: '/api/staff/alpenrose/pms/test', headers: STAFF })
    ).json<{ ok: boolean; message: string }>();

  it('is the built-in PMS until the admins connect another one', async () => {
    const res = await t.app.inject({ url: '/api/staff/alpenrose/pms', headers: STAFF });
    expect(res.json()).toEqual({
      kind: 'builtin',
      settings: null,
      hasSecrets: false,
      entersReservations: true,
      eventsUrl: null,
      updatedAt: null,
    });
  });

  it('stores the Mews credentials encrypted and never answers them', async () => {
    const res = await put({ kind: 'mews', settings: settings(), secrets: fakeSecrets() });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ kind: 'mews', hasSecrets: true, entersReservations: false });
    expect(res.body).not.toContain(FAKE_TOKENS.AccessToken);
    const row = await t.app.database.db
      .selectFrom('pms_connections')
      .selectAll()
      .where('project_id', '=', 'alpenrose')
      .executeTakeFirstOrThrow();
    expect(row.secrets).not.toContain(FAKE_TOKENS.AccessToken.slice(0, 12));
    expect(row.settings).not.toContain(FAKE_TOKENS.ClientToken.slice(0, 12));
    const read = await t.app.inject({ url: '/api/staff/alpenrose/pms', headers: STAFF });
    expect(read.body).not.toContain(FAKE_TOKENS.AccessToken);
    expect(t.logs.map((l) => JSON.stringify(l)).join('\n')).not.toContain(FAKE_TOKENS.AccessToken);
  });

  it('tests the connection in plain words: connected, wrong credentials, unreachable', async () => {
    expect(await test()).toEqual({
      ok: true,
      message: 'Connected to Mews: Hotel Fake (Europe/Vienna).',
    });
    // Without new secrets the stored ones stay.
    await put({ kind: 'mews', settings: settings() });
    expect((await test()).ok).toBe(true);
    await put({
      kind: 'mews',
      settings: settings(),
      secrets: { clientToken: FAKE_TOKENS.ClientToken, accessToken: 'WRONG-0000000000000' },
    });
    expect(await test()).toEqual({
      ok: false,
      message:
        'Mews refused the credentials. Check the client token and the access token, and that the integration is enabled for this property.',
    });
    await put({
      kind: 'mews',
      settings: { ...settings(), platformAddress: 'http://127.0.0.1:9' },
      secrets: fakeSecrets(),
    });
    expect((await test()).message).toBe(
      'Mews could not be reached at http://127.0.0.1:9. Check the address, or try again in a moment.',
    );
    await put({ kind: 'mews', settings: settings(), secrets: fakeSecrets() });
  });

  it('the guest logs in with the Mews reservation and reads the stay from Mews', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/integrations/alpenrose/login',
      payload: { data: { reservation_id: ' 4711 ', last_name: 'GRUBER' } },
      headers: { 'x-forwarded-for': '198.51.100.201' },
    });
    expect(login.statusCode, login.body).toBe(200);
    const reservation = await t.app.pms.getReservation('alpenrose', reservationId);
    expect(reservation?.roomStays[0]).toMatchObject({
      status: 'Reserved',
      roomNumber: '21',
      adults: 2,
    });
    expect(fake.calls.some((c) => c.operation === 'reservations/getAll/2023-06-06')).toBe(true);
  });

  it('a slow PMS: the guest hears "try again in a moment" (503, Retry-After) within 2 s', async () => {
    fake.delay(5_000);
    const started = performance.now();
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/integrations/alpenrose/login',
      payload: { data: { reservation_id: '4711', last_name: 'Gruber' } },
      headers: { 'x-forwarded-for': '198.51.100.202' },
    });
    const took = performance.now() - started;
    fake.delay(0);
    expect(login.statusCode, login.body).toBe(503);
    expect(login.headers['retry-after']).toBe('5');
    expect(login.json().message).toBe(
      "The hotel's system is not answering right now. Please try again in a moment.",
    );
    expect(took).toBeLessThan(2_500);
  });

  it('a PMS that fails, asks to wait or refuses the tokens: "try again in a moment" (503); then it works again', async () => {
    const login = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/integrations/alpenrose/login',
        payload: { data: { reservation_id: '4711', last_name: 'Gruber' } },
        headers: { 'x-forwarded-for': '198.51.100.203' },
      });
    fake.fail(500, 1);
    const down = await login();
    expect(down.statusCode).toBe(503);
    expect(down.headers['retry-after']).toBe('5');
    fake.fail(429, 1, 30);
    const limited = await login();
    expect(limited.statusCode).toBe(503);
    expect(limited.headers['retry-after']).toBe('30');
    // Tokens Mews no longer accepts (expired, integration disabled): no 500 for the guest.
    fake.revokeAccessToken(true);
    expect((await login()).statusCode).toBe(503);
    fake.revokeAccessToken(false);
    expect((await login()).statusCode).toBe(200);
  });

  it('the front desk enters reservations only in the built-in PMS', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/staff/alpenrose/reservations',
      headers: STAFF,
      payload: {
        number: 'X-1',
        lastName: 'Test',
        arrival: '2030-01-01',
        departure: '2030-01-02',
        adults: 1,
      },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      "This project's reservations come from its property system; enter them there.",
    );
    // The console reads it from the front desk's day and the reservation page, and adapts.
    const day = await t.app.inject({ url: '/api/staff/alpenrose/front-desk', headers: STAFF });
    expect(day.json()).toMatchObject({ entersReservations: false });
    const back = await put({ kind: 'builtin' });
    expect(back.json()).toMatchObject({ kind: 'builtin', entersReservations: true });
    const after = await t.app.inject({ url: '/api/staff/alpenrose/front-desk', headers: STAFF });
    expect(after.json()).toMatchObject({ entersReservations: true });
  });
});

const fakeSecrets = () => ({
  clientToken: FAKE_TOKENS.ClientToken,
  accessToken: FAKE_TOKENS.AccessToken,
});

describe('PMS connections preset by the environment', () => {
  it('stores HOSPES_PMS_CONNECTIONS at the start, credentials encrypted', async () => {
    const t = await startTestApp('sqlite', {
      projectsDir: PROJECTS_DIR,
      pmsConnections: {
        alpenrose: {
          kind: 'mews',
          settings: {
            platformAddress: 'https://api.mews-demo.com',
            serviceId: 'svc-1',
            taxCodes: { '1000': 'AT-R' },
          },
          secrets: fakeSecrets(),
        },
      },
    });
    try {
      const res = await t.app.inject({ url: '/api/staff/alpenrose/pms', headers: STAFF });
      expect(res.json()).toMatchObject({
        kind: 'mews',
        hasSecrets: true,
        settings: { platformAddress: 'https://api.mews-demo.com', serviceId: 'svc-1' },
      });
      expect(res.body).not.toContain(FAKE_TOKENS.AccessToken);
    } finally {
      await t.close();
    }
  });
});
