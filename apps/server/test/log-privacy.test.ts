// The logs of a whole guest journey — a new guest, a profile with name and
// date of birth, logins, a check-in with a passport, a payment, failures
// and 404s — hold none of the guests' names, dates of birth, reservation
// numbers, user ids or full client addresses. (Payment ids and provider
// references stay: staff reconcile payments with the provider by them.)
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/config.ts';
import { loggablePath, redactPersonalData, truncateIp } from '../src/logging.ts';
import { filledSections, signatureDataUrl } from './support/checkin-fixture.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

const PROJECTS_DIR = path.join(REPO_ROOT, 'projects');
const NOW = Date.parse('2026-11-22T10:00:00Z'); // 11:00 in Vienna, the demo "today"
const CLIENT = '203.0.113.77';
const CLIENT_V6 = '2001:db8:85a3:8d3:1319:8a2e:370:7348';

describe('log privacy', () => {
  it('truncates addresses to their network', () => {
    expect(truncateIp('203.0.113.77')).toBe('203.0.113.0');
    expect(truncateIp('::ffff:198.51.100.9')).toBe('198.51.100.0');
    expect(truncateIp(CLIENT_V6)).toBe('2001:db8:85a3::');
    expect(truncateIp('2001:db8::1')).toBe('2001:db8::');
  });

  it('redacts personal data at any depth and pseudonymises identifiers', () => {
    const out = JSON.stringify(
      redactPersonalData({
        project: 'alpenrose',
        reservation: 'R-1001',
        deep: { a: [{ guest: { firstName: 'Max', lastName: 'Muster', dob: '1985-04-12' } }] },
        list: [{ email: 'max@example.com', user_id: 'guest_app_1' }],
      }),
    );
    expect(out).toContain('alpenrose');
    for (const secret of ['R-1001', 'Max', 'Muster', '1985', 'max@example.com', 'guest_app_1']) {
      expect(out).not.toContain(secret);
    }
  });

  it('logs route patterns: only the project is filled in, no query', () => {
    const request = {
      url: '/api/guestdata/alpenrose/profile/guest_app_123?x=Muster',
      params: { project: 'alpenrose', userId: 'guest_app_123' },
      routeOptions: { url: '/api/guestdata/:project/profile/:userId' },
    };
    expect(loggablePath(request as never)).toBe('/api/guestdata/alpenrose/profile/{userId}');
    expect(
      loggablePath({
        url: '/nowhere/guest_app_9/R-1001?q=1',
        params: {},
        routeOptions: {},
      } as never),
    ).toBe('/nowhere/{id}/{id}');
  });
});

describe('a whole guest journey in the logs', () => {
  let t: TestApp;
  const clock = NOW;
  beforeAll(async () => {
    t = await startTestApp('sqlite', { projectsDir: PROJECTS_DIR, trustProxy: false }, undefined, {
      now: () => clock,
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('holds no names, dates of birth, reservation numbers, user ids or client addresses', async () => {
    const from = (remoteAddress: string, cookie?: string) => ({
      remoteAddress,
      headers: cookie ? { cookie } : {},
    });
    const sessionOf = (res: { cookies: { name: string; value: string }[] }) => {
      const c = res.cookies.find((k) => k.name === 'hospes_alpenrose');
      return `${c?.name}=${c?.value}`;
    };
    const userIds: string[] = [];

    // A new guest fills in the profile.
    const anon = await t.app.inject({
      method: 'POST',
      url: '/api/guestdata/alpenrose/guests',
      ...from(CLIENT),
    });
    const anonId = anon.json<{ userId: string }>().userId;
    userIds.push(anonId);
    const anonCookie = sessionOf(anon);
    const profile = await t.app.inject({
      method: 'PUT',
      url: `/api/guestdata/alpenrose/profile/${anonId}?firstName=Quirinus`,
      payload: { firstName: 'Quirinus', lastName: 'Zwiebelbauer', dob: '1979-02-28' },
      ...from(CLIENT, anonCookie),
    });
    expect(profile.statusCode, profile.body).toBeLessThan(500);
    await t.app.inject({
      url: `/api/guestdata/alpenrose/profile/${anonId}`,
      ...from(CLIENT, anonCookie),
    });

    // A failed login, then Max logs in and checks in.
    await t.app.inject({
      method: 'POST',
      url: '/api/integrations/alpenrose/login',
      payload: { data: { reservation_id: 'R-1001', last_name: 'Falschname' } },
      ...from(CLIENT_V6),
    });
    const max = await t.app.inject({
      method: 'POST',
      url: '/api/integrations/alpenrose/login',
      payload: { data: { reservation_id: 'R-1001', last_name: 'Muster' } },
      ...from(CLIENT_V6),
    });
    expect(max.statusCode).toBe(200);
    userIds.push(max.json<{ user_id: string }>().user_id);
    const maxCookie = sessionOf(max);
    const checkin = await t.app.inject({
      method: 'POST',
      url: '/api/integrations/alpenrose/checkin',
      payload: {
        lang: 'de',
        checkinInput: {
          reservation_id: 'R-1001',
          room_stay_id: 'R-1001-1',
          sections: filledSections(await signatureDataUrl()),
          language: 'de',
          privacy_accepted: true,
          idempotency_key: 'key-log-privacy-01',
        },
      },
      ...from(CLIENT_V6, maxCookie),
    });
    expect(checkin.statusCode, checkin.body).toBe(200);
    await t.app.inject({
      url: '/api/integrations/alpenrose/checkinform?reservation_id=R-1001&room_stay_id=R-1001-1',
      ...from(CLIENT_V6, maxCookie),
    });

    // Erika pays her invoice.
    const erika = await t.app.inject({
      method: 'POST',
      url: '/api/integrations/alpenrose/login',
      payload: { data: { reservation_id: 'R-1002', last_name: 'Gast' } },
      ...from(CLIENT),
    });
    userIds.push(erika.json<{ user_id: string }>().user_id);
    const erikaCookie = sessionOf(erika);
    const [invoice] = await t.app.pms.getInvoices('alpenrose', 'R-1002');
    const pay = await t.app.inject({
      method: 'POST',
      url: '/api/integrations/alpenrose/paymentprocessing',
      payload: { input: { invoice_id: invoice?.id, amount_minor: 500 } },
      ...from(CLIENT, erikaCookie),
    });
    const page = new URL(pay.json<{ redirectUrl: string }>().redirectUrl).pathname;
    const token = /name="token" value="([^"]+)"/.exec(
      (await t.app.inject({ url: page })).body,
    )?.[1];
    await t.app.inject({
      method: 'POST',
      url: page,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ token: token ?? '', action: 'approve' }).toString(),
      remoteAddress: CLIENT,
    });
    // Someone probes for other guests.
    await t.app.inject({ url: `/api/guestdata/alpenrose/stay/${userIds[1]}`, ...from(CLIENT) });
    await t.app.inject({ url: `/nowhere/${anonId}/R-1002`, ...from(CLIENT) });

    const log = t.logs.map((line) => JSON.stringify(line)).join('\n');
    expect(log).toContain('incoming request');
    expect(log).toContain('/api/guestdata/alpenrose/profile/{userId}');
    expect(log).toContain('203.0.113.0');
    const secrets = [
      'Quirinus',
      'Zwiebelbauer',
      '1979-02-28',
      'Muster',
      'Falschname',
      'Erika',
      '1985-04-12',
      'C01X00T47',
      'max.muster@example.com',
      'Musterstraße',
      'R-1001',
      'R-1002',
      'R-1003',
      CLIENT,
      CLIENT_V6,
      ...userIds,
    ];
    for (const secret of secrets) {
      const line = t.logs.map((l) => JSON.stringify(l)).find((l) => l.includes(secret));
      expect(line, secret).toBeUndefined();
    }
  });
});
