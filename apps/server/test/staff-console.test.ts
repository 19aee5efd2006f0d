// The staff console's server side on both databases: login with argon2id
// passwords (one text for a wrong address and a wrong password, rate
// limited per account), the session cookie's attributes and scope, logout,
// the CSRF origin check, roles (front desk: no content, no staff, no audit
// log — 403), another project (404), content publishing with validation,
// conflicts, history and rollback, the audit log, password changes and the
// front desk's day.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/config.ts';
import { filledSections, signatureDataUrl } from './support/checkin-fixture.ts';
import { DIALECTS } from './support/databases.ts';
import { ADMIN_TOKEN, startTestApp, type TestApp } from './support/test-app.ts';

const PROJECTS_DIR = path.join(REPO_ROOT, 'projects');
const ADMIN = { email: 'staff@alpenrose.example', password: 'alpenrose-demo' };
const FRONTDESK = { email: 'frontdesk@alpenrose.example', password: 'alpenrose-demo' };
const ORIGIN = 'http://localhost:80';

let address = 0;
const nextIp = () => `198.51.100.${(address += 1) & 255}`;

describe.each(DIALECTS)('staff console on %s', (dialect) => {
  let t: TestApp;
  let admin: string;
  let frontdesk: string;

  async function login(body: object, ip = nextIp()) {
    return t.app.inject({
      method: 'POST',
      url: '/api/staff/login',
      payload: body,
      headers: { 'x-forwarded-for': ip },
    });
  }
  async function cookieOf(body: object): Promise<string> {
    const res = await login(body);
    expect(res.statusCode, res.body).toBe(200);
    const c = res.cookies.find((k) => k.name === 'hospes.staff' && k.path === '/api/staff')!;
    return `${c.name}=${c.value}`;
  }
  const get = (url: string, cookie: string) => t.app.inject({ url, headers: { cookie } });

  beforeAll(async () => {
    t = await startTestApp(dialect, { projectsDir: PROJECTS_DIR });
    admin = await cookieOf(ADMIN);
    frontdesk = await cookieOf(FRONTDESK);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('logs in with the demo account: an HttpOnly, SameSite=Strict session cookie for /api/staff and /console', async () => {
    const res = await login({ email: ' Staff@Alpenrose.example ', password: ADMIN.password });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      account: { email: ADMIN.email, role: 'admin', projectId: 'alpenrose' },
      // The console shows every time in the project's zone.
      project: { name: 'Hotel Alpenrose', timeZone: 'Europe/Vienna' },
    });
    const cookies = res.cookies.filter((c) => c.name === 'hospes.staff');
    expect(cookies.map((c) => c.path).sort()).toEqual(['/api/staff', '/console']);
    for (const c of cookies) {
      expect(c).toMatchObject({ httpOnly: true, sameSite: 'Strict' });
      expect(c.maxAge).toBeUndefined();
      expect(c.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    }
    const me = await get('/api/staff/me', `hospes.staff=${cookies[0]!.value}`);
    expect(me.json()).toMatchObject({ account: { role: 'admin', name: 'Anna Huber' } });
  });

  it('answers one text for a wrong password and an unknown address, and stores no plain password', async () => {
    const wrong = await login({ email: ADMIN.email, password: 'alpenrose-dem0' });
    const unknown = await login({ email: 'nobody@alpenrose.example', password: 'alpenrose-demo' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json<{ message: string }>().message).toBe(
      'The e-mail address or the password is wrong.',
    );
    const row = await t.app.database.db
      .selectFrom('staff_accounts')
      .select('password_hash')
      .where('email', '=', ADMIN.email)
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=\d+,t=\d+,p=\d+\$/);
  });

  it('refuses bad login bodies with 400, never 500', async () => {
    for (const body of [
      {},
      { email: 'x' },
      { email: 'no-at', password: 'x' },
      { email: 1, password: 2 },
    ]) {
      const res = await login(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toHaveProperty('message');
    }
  });

  it('locks an account after 10 failed logins within 15 minutes (429 with Retry-After), from any address', async () => {
    const email = 'frontdesk-lock@alpenrose.example';
    for (let i = 0; i < 10; i += 1) {
      expect((await login({ email, password: `wrong-${i}` })).statusCode).toBe(401);
    }
    const locked = await login({ email, password: 'whatever' });
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('ends the session at logout: the cookie is cleared and the token stops working', async () => {
    const cookie = await cookieOf(FRONTDESK);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/staff/logout',
      headers: { cookie },
    });
    expect(out.statusCode).toBe(204);
    expect(out.cookies.filter((c) => c.name === 'hospes.staff' && c.value === '')).toHaveLength(2);
    expect((await get('/api/staff/me', cookie)).statusCode).toBe(401);
    expect((await get('/api/staff/alpenrose/requests', cookie)).statusCode).toBe(401);
  });

  it('refuses cookie writes from another origin (CSRF) and takes them from its own', async () => {
    const send = (origin: string | undefined, site?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/staff/alpenrose/notifications',
        headers: {
          cookie: frontdesk,
          ...(origin ? { origin } : {}),
          ...(site ? { 'sec-fetch-site': site } : {}),
        },
        payload: { audience: 'in-house', title: 'Hi', body: 'Test', push: false, inapp: true },
      });
    const evil = await send('https://evil.example');
    expect(evil.statusCode).toBe(403);
    expect((await send(undefined, 'cross-site')).statusCode).toBe(403);
    expect((await send(ORIGIN)).statusCode).toBe(200);
  });

  it('keeps the front desk out of content, staff and the audit log (403), and lets it work the guests’ side', async () => {
    for (const url of [
      '/api/staff/alpenrose/content/en',
      '/api/staff/alpenrose/content/en/versions',
      '/api/staff/alpenrose/accounts',
      '/api/staff/alpenrose/audit',
    ]) {
      const res = await get(url, frontdesk);
      expect(res.statusCode, url).toBe(403);
      expect(res.json<{ message: string }>().message).toBe('Your role does not allow this.');
    }
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/staff/alpenrose/content/en',
      headers: { cookie: frontdesk },
      payload: { baseVersion: 1, model: {} },
    });
    expect(put.statusCode).toBe(403);
    for (const url of [
      '/api/staff/alpenrose/requests',
      '/api/staff/alpenrose/orders',
      '/api/staff/alpenrose/front-desk',
    ]) {
      expect((await get(url, frontdesk)).statusCode, url).toBe(200);
    }
  });

  it("answers 404 for another project's data and 401 without a session; the admin token still works", async () => {
    expect((await get('/api/staff/bergblick/requests', admin)).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/staff/alpenrose/requests' })).statusCode).toBe(401);
    const token = await t.app.inject({
      url: '/api/staff/bergblick/requests',
      headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
    });
    expect(token.statusCode).toBe(200);
  });

  it('publishes an edited welcome text as the next version, refuses invalid and stale edits whole, and rolls back', async () => {
    const current = (await get('/api/staff/alpenrose/content/en', admin)).json<{
      version: number;
      model: { welcome: { top: { greeting?: string } }; _images?: unknown };
    }>();
    expect(current.model._images).toBeUndefined();
    const before = current.model.welcome.top.greeting;
    const edited = structuredClone(current.model);
    edited.welcome.top.greeting = 'Welcome to the edited Alpenrose';
    const publish = (body: object) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/staff/alpenrose/content/en',
        headers: { cookie: admin, origin: ORIGIN },
        payload: body,
      });

    const invalid = structuredClone(current.model) as Record<string, unknown>;
    delete invalid.welcome;
    const refused = await publish({ baseVersion: current.version, model: invalid });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ message: string }>().message).toMatch(/^welcome/);

    const ok = await publish({ baseVersion: current.version, model: edited });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({ version: current.version + 1 });
    const guest = await t.app.inject({ url: '/api/projects/alpenrose/model/en' });
    expect(guest.json()).toMatchObject({
      _meta: { version: current.version + 1 },
      welcome: { top: { greeting: 'Welcome to the edited Alpenrose' } },
    });

    const stale = await publish({ baseVersion: current.version, model: edited });
    expect(stale.statusCode).toBe(409);

    const versions = (await get('/api/staff/alpenrose/content/en/versions', admin)).json<{
      versions: { version: number; publishedBy: string }[];
    }>().versions;
    expect(versions[0]).toMatchObject({ version: current.version + 1, publishedBy: ADMIN.email });
    expect(versions[1]).toMatchObject({ version: current.version });

    const rollback = await t.app.inject({
      method: 'POST',
      url: `/api/staff/alpenrose/content/en/versions/${current.version}/rollback`,
      headers: { cookie: admin, origin: ORIGIN },
    });
    expect(rollback.json()).toEqual({ version: current.version + 2 });
    const back = await t.app.inject({ url: '/api/projects/alpenrose/model/en' });
    expect(back.json<{ welcome: { top: { greeting?: string } } }>().welcome.top.greeting).toBe(
      before,
    );

    const audit = (await get('/api/staff/alpenrose/audit?limit=10', admin)).json<{
      entries: { actor: string; action: string; target: string | null }[];
    }>().entries;
    expect(audit.slice(0, 2).map((e) => [e.actor, e.action, e.target])).toEqual([
      [ADMIN.email, 'content.rollback', 'en'],
      [ADMIN.email, 'content.publish', 'en'],
    ]);
  });

  it('lays an edit’s shared values (the brand colour) onto every other language, texts stay each language’s own', async () => {
    type Model = {
      branding: { color_scheme?: string };
      welcome: { top: { greeting?: string } };
      shop: { products: { id: string; title: string; price_minor: number; image?: string }[] };
    };
    const current = (await get('/api/staff/alpenrose/content/fr', admin)).json<{
      version: number;
      model: Model;
    }>();
    const germanBefore = (await get('/api/staff/alpenrose/content/de', admin)).json<{
      version: number;
      model: Model;
    }>();
    const edited = structuredClone(current.model);
    edited.branding.color_scheme = '#123456';
    edited.welcome.top.greeting = 'Bienvenue, modifié';
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/staff/alpenrose/content/fr',
      headers: { cookie: admin, origin: ORIGIN },
      payload: { baseVersion: current.version, model: edited, shareWithAllLanguages: true },
    });
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json<{ version: number; shared: { lang: string; version: number }[] }>();
    expect(answer.version).toBe(current.version + 1);
    expect(answer.shared.map((s) => s.lang).sort()).toEqual(['de', 'en', 'es', 'hr', 'it', 'ru']);
    const german = (await t.app.inject({ url: '/api/projects/alpenrose/model/de' })).json<Model>();
    expect(german.branding.color_scheme).toBe('#123456');
    expect(german.welcome.top.greeting).toBe(germanBefore.model.welcome.top.greeting);
    expect(answer.shared.find((s) => s.lang === 'de')?.version).toBe(germanBefore.version + 1);

    // Without the flag the edit is this language's alone.
    const again = (await get('/api/staff/alpenrose/content/fr', admin)).json<{
      version: number;
      model: Model;
    }>();
    again.model.branding.color_scheme = '#654321';
    const alone = await t.app.inject({
      method: 'PUT',
      url: '/api/staff/alpenrose/content/fr',
      headers: { cookie: admin, origin: ORIGIN },
      payload: { baseVersion: again.version, model: again.model },
    });
    expect(alone.json()).toEqual({ version: again.version + 1 });
    const still = (await t.app.inject({ url: '/api/projects/alpenrose/model/de' })).json<Model>();
    expect(still.branding.color_scheme).toBe('#123456');

    const audit = (await get('/api/staff/alpenrose/audit?limit=10', admin)).json<{
      entries: { action: string; target: string | null }[];
    }>().entries;
    // The second publish (fr alone) first, then the shared one's seven languages.
    expect(audit.slice(0, 8).every((e) => e.action === 'content.publish')).toBe(true);
    expect(audit[0]!.target).toBe('fr');
    expect(
      audit
        .slice(1, 8)
        .map((e) => e.target)
        .sort(),
    ).toEqual(['de', 'en', 'es', 'fr', 'hr', 'it', 'ru']);
  });

  it('serves the JSON Schema of the model to admins', async () => {
    const schema = (await get('/api/staff/alpenrose/content-schema', admin)).json<{
      properties: Record<string, unknown>;
      required: string[];
    }>();
    expect(Object.keys(schema.properties)).toEqual(
      expect.arrayContaining(['welcome', '_meta', 'discover']),
    );
    expect(schema.required).toContain('welcome');
  });

  it('changes the password: the old one stops working and other sessions end', async () => {
    // A new account of its own (created by the admin), so no other test loses its session.
    const NIGHT = { email: 'night@alpenrose.example', password: 'night-shift-2026' };
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/staff/alpenrose/accounts',
      headers: { cookie: admin, origin: ORIGIN },
      payload: { ...NIGHT, name: 'Night porter', role: 'frontdesk' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const other = await cookieOf(NIGHT);
    const mine = await cookieOf(NIGHT);
    const change = (body: object) =>
      t.app.inject({
        method: 'POST',
        url: '/api/staff/password',
        headers: { cookie: mine },
        payload: body,
      });
    expect(
      (await change({ currentPassword: 'nope', newPassword: 'a-new-secret-1' })).statusCode,
    ).toBe(400);
    expect(
      (await change({ currentPassword: NIGHT.password, newPassword: 'short' })).statusCode,
    ).toBe(400);
    expect(
      (await change({ currentPassword: NIGHT.password, newPassword: 'a-new-secret-1' })).statusCode,
    ).toBe(204);
    expect((await get('/api/staff/me', mine)).statusCode).toBe(200);
    expect((await get('/api/staff/me', other)).statusCode).toBe(401);
    expect((await login(NIGHT)).statusCode).toBe(401);
    expect((await login({ ...NIGHT, password: 'a-new-secret-1' })).statusCode).toBe(200);
  });

  it('names the console and its demo logins on the demo start page, and serves it at /console/', async () => {
    const start = await t.app.inject({ url: '/' });
    expect(start.body).toContain('<a href="/console/">Staff console</a>');
    expect(start.body).toContain(
      '<code>staff@alpenrose.example</code> / <code>alpenrose-demo</code> — administrator',
    );
    expect(start.body).toContain(
      '<code>frontdesk@alpenrose.example</code> / <code>alpenrose-demo</code> — front desk',
    );
    const bare = await t.app.inject({ url: '/console' });
    expect(bare.statusCode).toBe(301);
    expect(bare.headers.location).toBe('/console/');
    // The test app has no console build: it says so instead of a blank page.
    const unbuilt = await t.app.inject({ url: '/console/' });
    expect(unbuilt.statusCode).toBe(503);
    expect(unbuilt.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(unbuilt.body).toContain('The console is not built. Run npm run build.');
    expect((await t.app.inject({ url: '/console/..%2f..%2fpackage.json' })).statusCode).toBe(404);
  });

  it('shows a reservation with masked identity data; the full view and the form download are audited', async () => {
    const masked = await get('/api/staff/alpenrose/reservations/R-1002', frontdesk);
    expect(masked.statusCode, masked.body).toBe(200);
    const erika = masked.json<{
      full: boolean;
      guests: {
        lastName: string;
        dateOfBirth: string | null;
        document: { number: string } | null;
      }[];
      invoices: { openMinor: number }[];
    }>();
    expect(erika.full).toBe(false);
    const main = erika.guests.find((g) => g.lastName === 'Gast')!;
    expect(main.document?.number).toBe('X•••••00');
    expect(main.dateOfBirth).toMatch(/^\d{4}$/);
    expect(erika.invoices[0]!.openMinor).toBeGreaterThan(0);

    const full = await get('/api/staff/alpenrose/reservations/R-1002?full=true', frontdesk);
    const shown = full.json<{
      full: boolean;
      guests: { lastName: string; document: { number: string } | null }[];
    }>();
    expect(shown.full).toBe(true);
    expect(shown.guests.find((g) => g.lastName === 'Gast')!.document?.number).toBe('X0000000');
    const audit = (await get('/api/staff/alpenrose/audit?limit=5', admin)).json<{
      entries: { actor: string; action: string; target: string }[];
    }>().entries;
    expect(audit[0]).toMatchObject({
      actor: FRONTDESK.email,
      action: 'reservation.identity.view',
      target: 'R-1002',
    });
    expect((await get('/api/staff/alpenrose/reservations/R-9999', frontdesk)).statusCode).toBe(404);

    // An online check-in of R-1001: its form, signature and retention on the reservation page.
    const guest = await t.app.inject({
      method: 'POST',
      url: '/api/integrations/alpenrose/login',
      payload: { data: { reservation_id: 'R-1001', last_name: 'Muster' } },
      headers: { 'x-forwarded-for': nextIp() },
    });
    const c = guest.cookies.find((k) => k.name === 'hospes_alpenrose')!;
    const checkin = await t.app.inject({
      method: 'POST',
      url: '/api/integrations/alpenrose/checkin',
      headers: { cookie: `${c.name}=${c.value}`, 'x-forwarded-for': nextIp() },
      payload: {
        lang: 'de',
        checkinInput: {
          reservation_id: 'R-1001',
          room_stay_id: 'R-1001-1',
          sections: filledSections(await signatureDataUrl()),
          language: 'de',
          privacy_accepted: true,
          idempotency_key: 'staff-console-checkin-key-0001',
        },
      },
    });
    expect(checkin.statusCode, checkin.body).toBe(200);
    const max = (await get('/api/staff/alpenrose/reservations/R-1001?full=true', admin)).json<{
      checkins: {
        checkinId: string;
        registrationNumber: string;
        identityKept: boolean;
        deleteAfter: string;
        signature: string | null;
      }[];
    }>();
    expect(max.checkins).toHaveLength(1);
    const [form] = max.checkins;
    expect(form).toMatchObject({ identityKept: true });
    expect(form!.registrationNumber).toMatch(/^\d{4}\/\d{6}$/);
    expect(Date.parse(form!.deleteAfter)).toBeGreaterThan(Date.now() + 365 * 24 * 3_600_000);
    expect(form!.signature).toMatch(/^data:image\/png;base64,/);
    const maskedMax = (await get('/api/staff/alpenrose/reservations/R-1001', admin)).json<{
      checkins: { signature: string | null }[];
    }>();
    expect(maskedMax.checkins[0]!.signature).toBeNull();
    const pdf = await get(`/api/staff/alpenrose/registration-forms/${form!.checkinId}`, frontdesk);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const missing = await get('/api/staff/alpenrose/registration-forms/nope', frontdesk);
    expect(missing.statusCode, missing.body).toBe(404);
  });

  it("lists today's arrivals, departures and in-house guests of the demo", async () => {
    const day = (await get('/api/staff/alpenrose/front-desk', admin)).json<{
      arrivals: { number: string; guestName: string }[];
      departures: { number: string; openMinor: number }[];
      inHouse: { number: string }[];
    }>();
    expect(day.arrivals.map((s) => [s.number, s.guestName])).toContainEqual([
      'R-1001',
      'Max Muster',
    ]);
    expect(day.departures.map((s) => s.number)).toContain('R-1002');
    expect(day.departures.find((s) => s.number === 'R-1002')!.openMinor).toBeGreaterThan(0);
    expect(day.inHouse.map((s) => s.number)).toContain('R-1002');
    const bad = await get('/api/staff/alpenrose/front-desk?date=27.11.2026', admin);
    expect(bad.statusCode).toBe(400);
  });
});
