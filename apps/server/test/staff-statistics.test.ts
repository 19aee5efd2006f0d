// Statistics of the staff console, on both databases: hits posted the way
// the guest app posts them are counted per day, page, language (de-AT and
// de-DE are "de"), device (by viewport width) and install event; arrivals
// and online check-ins come from the PMS; bad ranges get 400; the front
// desk may not see statistics.
import path from 'node:path';
import { addDays, zonedDate } from '@hospes/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/config.ts';
import { deviceOf, languageOf } from '../src/stats/stats-report.ts';
import { DIALECTS } from './support/databases.ts';
import { ADMIN_TOKEN, startTestApp, type TestApp } from './support/test-app.ts';

const PROJECTS_DIR = path.join(REPO_ROOT, 'projects');
const STAFF = { authorization: `Bearer ${ADMIN_TOKEN}` };

describe('statistics rules', () => {
  it('sorts a hit into phone, tablet or desktop by its viewport width', () => {
    expect(deviceOf('390x844')).toBe('phone');
    expect(deviceOf('599x900')).toBe('phone');
    expect(deviceOf('600x900')).toBe('tablet');
    expect(deviceOf('1023x700')).toBe('tablet');
    expect(deviceOf('1024x768')).toBe('desktop');
    expect(deviceOf(null)).toBe('unknown');
    expect(deviceOf('wide')).toBe('unknown');
  });
  it('counts a language by its primary subtag', () => {
    expect(languageOf('de-AT')).toBe('de');
    expect(languageOf('EN')).toBe('en');
    expect(languageOf(null)).toBe('unknown');
  });
});

describe.each(DIALECTS)('staff statistics on %s', (dialect) => {
  let t: TestApp;
  // The console's days are the project's (alpenrose: Europe/Vienna).
  const today = zonedDate(Date.now(), 'Europe/Vienna');

  beforeAll(async () => {
    t = await startTestApp(dialect, { projectsDir: PROJECTS_DIR });
    const hit = (fields: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/stats/alpenrose',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ business_id: 'alpenrose', ...fields }).toString(),
      });
    const views = [
      { documentpath: '/', documenttitle: 'Welcome', userlang: 'de-AT', viewport: '390x844' },
      { documentpath: '/', documenttitle: 'Welcome', userlang: 'de-DE', viewport: '800x1000' },
      {
        documentpath: '/weather',
        documenttitle: 'Weather',
        userlang: 'en-GB',
        viewport: '1440x900',
      },
      { documentpath: '/', documenttitle: 'Welcome', userlang: 'de', viewport: '390x844' },
    ];
    // A guest's own pages and an entry's page: named by the model, never by an id.
    const named = [
      '/order/3f2a9c1e-0b7d-4c55-9a1e-2b7c9d0e1f23',
      '/order/8c1d2e3f-0b7d-4c55-9a1e-2b7c9d0e1f24',
      '/activity/alp-hike-lake',
    ];
    for (const view of views) {
      const res = await hit({ hittype: 'pageview', ...view });
      expect(res.statusCode, res.body).toBeLessThan(300);
    }
    for (const documentpath of named) {
      await hit({
        hittype: 'pageview',
        documentpath,
        documenttitle: 'Hotel Alpenrose',
        userlang: 'en-GB',
        viewport: '1440x900',
      });
    }
    await hit({ hittype: 'event', event_category: 'engagement', event_action: 'app_install' });
    await hit({ hittype: 'event', event_category: 'engagement', event_action: 'popup_open' });
    // spec §7 connect: two guests' apps connect, one opened from the home screen.
    for (const isStandalone of [true, false]) {
      const made = await t.app.inject({ method: 'POST', url: '/api/guestdata/alpenrose/guests' });
      const cookie = made.cookies.find((c) => c.name === 'hospes_alpenrose')!;
      const connected = await t.app.inject({
        method: 'POST',
        url: `/api/guestdata/alpenrose/connect/${made.json<{ userId: string }>().userId}`,
        headers: { cookie: `${cookie.name}=${cookie.value}` },
        payload: {
          registrations: { push: { permission: false }, inapp: { permission: true } },
          lang: 'de',
          isIOS: isStandalone,
          isStandalone,
        },
      });
      expect(connected.statusCode, connected.body).toBe(200);
    }
  });
  afterAll(async () => {
    await t?.close();
  });

  const report = (query: string, headers: Record<string, string> = STAFF) =>
    t.app.inject({ url: `/api/staff/alpenrose/statistics${query}`, headers });

  it('counts page views per day, top pages, languages, devices, installs and check-ins', async () => {
    const res = await report(`?from=${addDays(today, -2)}&to=${today}`);
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json<{
      pageViews: number;
      days: { date: string; views: number }[];
      topPages: { path: string; title: string; views: number }[];
      languages: { lang: string; views: number }[];
      devices: { device: string; views: number }[];
      installs: number;
      connected: { guests: number; installed: number };
      checkins: { arrivals: number; online: number; rate: number | null };
    }>();
    expect(answer.pageViews).toBe(7);
    expect(answer.days).toEqual([
      { date: addDays(today, -2), views: 0 },
      { date: addDays(today, -1), views: 0 },
      { date: today, views: 7 },
    ]);
    expect(answer.topPages).toEqual([
      { path: '/', title: 'Welcome', views: 3 },
      // A guest's own pages together; the app's name (every page's document title) is no title.
      { path: '/order', title: '', views: 2 },
      { path: '/activity/alp-hike-lake', title: 'Rundweg zum Lärchsee', views: 1 },
      { path: '/weather', title: 'Weather', views: 1 },
    ]);
    expect(answer.languages).toEqual([
      { lang: 'en', views: 4 },
      { lang: 'de', views: 3 },
    ]);
    expect(answer.devices).toEqual([
      { device: 'desktop', views: 4 },
      { device: 'phone', views: 2 },
      { device: 'tablet', views: 1 },
    ]);
    expect(answer.installs).toBe(1);
    expect(answer.connected).toEqual({ guests: 2, installed: 1 });
  });

  it('sums the sales of the shop and the requests with the time to a decision', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/integrations/alpenrose/login',
      payload: { data: { reservation_id: 'R-1002', last_name: 'Gast' } },
      headers: { 'x-forwarded-for': '198.51.100.77' },
    });
    const cookie = login.cookies.find((k) => k.name === 'hospes_alpenrose')!;
    const guest = { cookie: `${cookie.name}=${cookie.value}` };
    const userId = login.json<{ user_id: string }>().user_id;
    const order = (productId: string, key: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/orders/alpenrose/${userId}`,
        headers: guest,
        payload: {
          payment: 'room',
          lang: 'de',
          idempotencyKey: `stats-${key}-abcdefghijkl`,
          items: [{ productId, quantity: 2 }],
        },
      });
    const kept = await order('honey', 'kept');
    expect(kept.statusCode, kept.body).toBe(201);
    const canceled = (await order('schnapps', 'canceled')).json<{ orderId: string }>().orderId;
    await t.app.inject({
      method: 'POST',
      url: `/api/staff/alpenrose/orders/${canceled}/status`,
      headers: STAFF,
      payload: { status: 'canceled' },
    });
    const sent = await t.app.inject({
      method: 'POST',
      url: `/api/requests/alpenrose/${userId}`,
      headers: guest,
      payload: {
        formId: 'towels',
        fields: { kind: 'bath', count: 2, note: '' },
        lang: 'de',
        privacyAccepted: true,
      },
    });
    const requestId = sent.json<{ id: string }>().id;
    await t.app.inject({
      method: 'POST',
      url: `/api/staff/alpenrose/requests/${requestId}/accept`,
      headers: STAFF,
      payload: {},
    });

    const answer = (await report(`?from=${today}&to=${today}`)).json<{
      revenue: {
        currency: string;
        shopMinor: number;
        bookingsMinor: number;
        items: { kind: string; quantity: number; amountMinor: number }[];
      }[];
      requests: { received: number; answered: number; medianMinutes: number | null };
    }>();
    // The canceled order does not count; two jars of honey do.
    expect(answer.revenue).toMatchObject([{ currency: 'EUR' }]);
    // The demo's free yoga booking, confirmed today, counts as a booking of 0.
    expect(answer.revenue[0]!.items.filter((i) => i.kind === 'shop')).toEqual([
      {
        kind: 'shop',
        title: expect.any(String),
        quantity: 2,
        amountMinor: answer.revenue[0]!.shopMinor,
      },
    ]);
    expect(answer.revenue[0]!.shopMinor).toBeGreaterThan(0);
    expect(answer.requests).toMatchObject({ received: 1, answered: 1 });
    expect(answer.requests.medianMinutes).toBeGreaterThanOrEqual(0);
  });

  it("counts the arrivals of the project's day from the PMS", async () => {
    // The demo: R-1001 arrives today in the project's zone (Europe/Vienna),
    // which is tomorrow in UTC between 22:00/23:00 and midnight.
    const projectToday = zonedDate(Date.now(), 'Europe/Vienna');
    const res = await report(`?from=${projectToday}&to=${projectToday}`);
    expect(res.statusCode, res.body).toBe(200);
    const { checkins } = res.json<{
      checkins: { arrivals: number; online: number; rate: number };
    }>();
    expect(checkins.arrivals).toBeGreaterThanOrEqual(1);
    expect(checkins.rate).toBe(checkins.online / checkins.arrivals);
  });

  it("counts a view on the project's day: 00:30 in Vienna is the next day, across the DST change", async () => {
    const at = [
      '2026-03-10T22:30:00.000Z',
      '2026-03-10T23:30:00.000Z', // 23:30 and 00:30 CET
      '2026-03-28T23:30:00.000Z',
      '2026-03-29T21:30:00.000Z',
      '2026-03-29T22:30:00.000Z',
    ]; // 00:30 CET, 23:30 and 00:30 CEST
    await t.app.database.db
      .insertInto('stats_hits')
      .values(
        at.map((createdAt, i) => ({
          id: `zone-${i}`,
          project_id: 'alpenrose',
          hittype: 'pageview',
          business_id: 'alpenrose',
          gen_id: null,
          userlang: 'de',
          event_category: null,
          event_action: null,
          event_label: null,
          documentpath: '/zone',
          documenttitle: 'Zone',
          screen: null,
          viewport: '390x844',
          cn: null,
          cs: null,
          cm: null,
          created_at: createdAt,
        })),
      )
      .execute();
    const days = async (from: string, to: string) =>
      (await report(`?from=${from}&to=${to}`))
        .json<{ days: { date: string; views: number }[] }>()
        .days.filter((d) => d.views > 0);
    expect(await days('2026-03-10', '2026-03-11')).toEqual([
      { date: '2026-03-10', views: 1 },
      { date: '2026-03-11', views: 1 },
    ]);
    // One day holds what falls in it in Vienna and nothing of the day before.
    expect(await days('2026-03-11', '2026-03-11')).toEqual([{ date: '2026-03-11', views: 1 }]);
    expect(await days('2026-03-29', '2026-03-30')).toEqual([
      { date: '2026-03-29', views: 2 },
      { date: '2026-03-30', views: 1 },
    ]);
  });

  it('refuses reversed and too long ranges and bad dates with 400', async () => {
    expect((await report(`?from=${today}&to=${addDays(today, -1)}`)).statusCode).toBe(400);
    expect((await report(`?from=2025-01-01&to=2026-06-01`)).statusCode).toBe(400);
    expect((await report('?from=yesterday&to=today')).statusCode).toBe(400);
    expect((await report('')).statusCode).toBe(400);
  });

  it('is for admins only: the front desk gets 403', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/staff/login',
      payload: { email: 'frontdesk@alpenrose.example', password: 'alpenrose-demo' },
    });
    const c = login.cookies.find((k) => k.name === 'hospes.staff')!;
    const res = await report(`?from=${today}&to=${today}`, { cookie: `${c.name}=${c.value}` });
    expect(res.statusCode).toBe(403);
  });
});
