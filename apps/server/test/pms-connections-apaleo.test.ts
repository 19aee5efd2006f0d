// A project on apaleo (docs/pms.md), on both databases: the client secret
// stored encrypted and never answered, the connection test in plain words,
// the guest's login and stay read from apaleo (its faithful fake), and an
// apaleo that fails, asks to wait or lets the token expire — "try again in
// a moment" (503) for the guest, a new token without anyone noticing.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/config.ts';
import {
  FAKE_APALEO_CLIENT,
  startFakeApaleo,
  type FakeApaleo,
} from '../src/pms/apaleo/fake/fake-apaleo.ts';
import { DIALECTS } from './support/databases.ts';
import { ADMIN_TOKEN, startTestApp, type TestApp } from './support/test-app.ts';

const PROJECTS_DIR = path.join(REPO_ROOT, 'projects');
const STAFF = { authorization: `Bearer ${ADMIN_TOKEN}` };

describe.each(DIALECTS)('a project on apaleo, on %s', (dialect) => {
  let t: TestApp;
  let fake: FakeApaleo;

  beforeAll(async () => {
    fake = await startFakeApaleo({ timeZone: 'Europe/Vienna' });
    const today = new Date().toISOString().slice(0, 10);
    fake.seed({
      number: 'KXQZTWHE-1',
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

  const settings = (over: Record<string, unknown> = {}) => ({
    apiAddress: fake.address,
    identityAddress: fake.address,
    webhookAddress: fake.address,
    propertyId: fake.propertyId,
    clientId: FAKE_APALEO_CLIENT.clientId,
    vatTypes: { '0': 'Without', '1000': 'Reduced', '2000': 'Normal' },
    ...over,
  });
  const secrets = { clientSecret: FAKE_APALEO_CLIENT.clientSecret };
  const put = (payload: Record<string, unknown>) =>
    t.app.inject({ method: 'PUT', url: '/api/staff/alpenrose/pms', headers: STAFF, payload });
  const test = async () =>
    (
      await t.app.inject({ method: 'POST', url: '/api/staff/alpenrose/pms/test', headers: STAFF })
    ).json<{ ok: boolean; message: string }>();
  const login = (ip: string, reservation = 'kxqztwhe-1') =>
    t.app.inject({
      method: 'POST',
      url: '/api/integrations/alpenrose/login',
      payload: { data: { reservation_id: reservation, last_name: 'GRUBER' } },
      headers: { 'x-forwarded-for': ip },
    });

  it('stores the client secret encrypted and never answers it', async () => {
    const res = await put({ kind: 'apaleo', settings: settings(), secrets });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      kind: 'apaleo',
      hasSecrets: true,
      entersReservations: false,
      settings: { propertyId: fake.propertyId },
    });
    expect(res.body).not.toContain(FAKE_APALEO_CLIENT.clientSecret);
    const row = await t.app.database.db
      .selectFrom('pms_connections')
      .selectAll()
      .where('project_id', '=', 'alpenrose')
      .executeTakeFirstOrThrow();
    expect(row.secrets).not.toContain(FAKE_APALEO_CLIENT.clientSecret);
    expect(t.logs.map((l) => JSON.stringify(l)).join('\n')).not.toContain(
      FAKE_APALEO_CLIENT.clientSecret,
    );
    // An apaleo VAT type that does not exist is refused before anything is stored.
    const wrong = await put({
      kind: 'apaleo',
      settings: settings({ vatTypes: { '1000': 'Standard' } }),
    });
    expect(wrong.statusCode).toBe(400);
  });

  it('tests the connection in plain words: connected, wrong secret, unknown property, unreachable', async () => {
    expect(await test()).toEqual({
      ok: true,
      message:
        'Connected to apaleo: Hotel Hospes (fake apaleo) (Europe/Vienna). apaleo tells Hospes of changes.',
    });
    await put({ kind: 'apaleo', settings: settings(), secrets: { clientSecret: 'wrong-secret' } });
    expect(await test()).toEqual({
      ok: false,
      message:
        'apaleo refused the credentials. Check the client id and the client secret of the app registered in apaleo.',
    });
    await put({ kind: 'apaleo', settings: settings({ propertyId: 'BER' }), secrets });
    expect((await test()).message).toBe(
      'apaleo has no property BER for this client. Check the property id.',
    );
    await put({
      kind: 'apaleo',
      settings: settings({ apiAddress: 'http://127.0.0.1:9' }),
      secrets,
    });
    expect((await test()).message).toBe(
      'apaleo could not be reached at http://127.0.0.1:9. Check the address, or try again in a moment.',
    );
    // Without a new secret the stored one stays.
    await put({ kind: 'apaleo', settings: settings() });
    expect((await test()).ok).toBe(true);
  });

  it('the guest logs in with the apaleo reservation and reads the stay from apaleo', async () => {
    const res = await login('198.51.100.211');
    expect(res.statusCode, res.body).toBe(200);
    const reservation = await t.app.pms.getReservation('alpenrose', 'KXQZTWHE-1');
    expect(reservation?.roomStays[0]).toMatchObject({
      status: 'Reserved',
      roomNumber: '21',
      adults: 2,
    });
    expect(fake.calls.some((c) => c.endpoint === 'GET /booking/v1/reservations/{id}')).toBe(true);
  });

  it('apaleo fails, asks to wait or lets the token expire: 503 with Retry-After, then it works again', async () => {
    fake.fail(500, 1);
    const down = await login('198.51.100.212');
    expect(down.statusCode).toBe(503);
    expect(down.headers['retry-after']).toBe('5');
    fake.fail(429, 1, 30);
    const limited = await login('198.51.100.213');
    expect(limited.statusCode).toBe(503);
    expect(limited.headers['retry-after']).toBe('30');
    // An expired token is replaced on the spot: the guest notices nothing.
    const before = fake.tokensIssued();
    fake.expireTokens();
    expect((await login('198.51.100.214')).statusCode).toBe(200);
    expect(fake.tokensIssued()).toBe(before + 1);
  });

  it('a slow apaleo: "try again in a moment" within 2 s', async () => {
    fake.delay(5_000);
    const started = performance.now();
    const res = await login('198.51.100.215');
    const took = performance.now() - started;
    fake.delay(0);
    expect(res.statusCode).toBe(503);
    expect(took).toBeLessThan(2_500);
    await put({ kind: 'builtin' });
  });
});
