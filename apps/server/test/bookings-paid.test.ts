// Paid bookings on the demo hotel, on both databases: the cooking class is
// paid online (open and holding its places until the demo provider's page
// confirms — exactly once; declined gives the places back), the wine tasting
// is charged to the room of a logged-in in-house guest (a line on the
// invoice, reversed on cancelling), and R-1002 starts with two registrations.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/config.ts';
import { DIALECTS } from './support/databases.ts';
import { ADMIN_TOKEN, startTestApp, type TestApp } from './support/test-app.ts';

const PROJECTS_DIR = path.join(REPO_ROOT, 'projects');
/** Tuesday 1 December 2026, 10:00 in Vienna. */
const NOW = Date.parse('2026-12-01T09:00:00Z');
const COOKING_SLOT = '2026-12-03T15:00';
const WINE_SLOT = '2026-12-02T20:30';

let address = 0;
const nextIp = () => `203.0.113.${(address += 1) & 255}`;

describe.each(DIALECTS)('paid bookings on %s', (dialect) => {
  let t: TestApp;
  let gast: { cookie: string; userId: string };
  let muster: { cookie: string; userId: string };

  async function login(reservation_id: string, last_name: string) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/integrations/alpenrose/login',
      payload: { data: { reservation_id, last_name } },
      headers: { 'x-forwarded-for': nextIp() },
    });
    expect(res.statusCode, res.body).toBe(200);
    const c = res.cookies.find((k) => k.name === 'hospes_alpenrose');
    const userId = res.json<{ user_id?: string; userId?: string }>();
    return { cookie: `${c!.name}=${c!.value}`, userId: userId.user_id ?? userId.userId ?? '' };
  }
  const book = (g: { cookie: string; userId: string }, body: object) =>
    t.app.inject({
      method: 'POST',
      url: `/api/bookings/alpenrose/${g.userId}`,
      headers: { cookie: g.cookie },
      payload: { lang: 'en', idempotencyKey: `paid-${(address += 1)}-key-abcdefghij`, ...body },
    });
  const free = async (activity: string, slot: string) => {
    const res = await t.app.inject({
      url: `/api/programme/alpenrose/${activity}/slots?from=${slot.slice(0, 10)}&to=${slot.slice(0, 10)}`,
    });
    return res
      .json<{ slots: { slotId: string; free: number }[] }>()
      .slots.find((s) => s.slotId === slot)?.free;
  };
  const registrations = async (g: { cookie: string; userId: string }) =>
    (
      await t.app.inject({
        url: `/api/messages/inbox/alpenrose/${g.userId}`,
        headers: { cookie: g.cookie },
      })
    ).json<{ registrations: { id: string; subject: string; status: string; total: number }[] }>()
      .registrations;
  const onlinePayments = async (g: { cookie: string; userId: string }) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/integrations/alpenrose/getinvoices',
      headers: { cookie: g.cookie },
      payload: { lang: 'en' },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ online_payments: { amount: number; status: string }[] }>().online_payments;
  };
  /** The demo page of a checkout: its path and form token. */
  async function demoPage(url: string) {
    const page = await t.app.inject({ url: new URL(url).pathname });
    expect(page.statusCode).toBe(200);
    const token = /name="token" value="([^"]+)"/.exec(page.body)?.[1];
    return { path: new URL(url).pathname, token: token!, page };
  }
  const decide = (pagePath: string, token: string, action: string) =>
    t.app.inject({
      method: 'POST',
      url: pagePath,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ token, action }).toString(),
    });

  beforeAll(async () => {
    t = await startTestApp(dialect, { projectsDir: PROJECTS_DIR }, undefined, { now: () => NOW });
    gast = await login('R-1002', 'Gast');
    muster = await login('R-1001', 'Muster');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('the demo guest R-1002 starts with two registrations: yoga confirmed, the snowshoe hike with Sepp not yet', async () => {
    const list = await registrations(gast);
    expect(list.map((r) => [r.subject, r.status])).toEqual([
      ['Morgenyoga im Spa', 'accepted'],
      ['Geführte Schneeschuhwanderung mit Sepp', 'waiting'],
    ]);
  });

  it('online: the places are held while the guest pays, confirmed once the provider says paid — exactly once', async () => {
    const before = (await free('alp-prog-cooking', COOKING_SLOT))!;
    const res = await book(gast, {
      activityId: 'alp-prog-cooking',
      slotId: COOKING_SLOT,
      persons: [
        { priceOptionId: 'adult', count: 2 },
        { priceOptionId: 'child', count: 1 },
      ],
    });
    expect(res.statusCode, res.body).toBe(201);
    const receipt = res.json<{ id: string; status: string; total: number; paymentUrl: string }>();
    expect(receipt).toMatchObject({ status: 'open', total: 8750 });
    expect(await free('alp-prog-cooking', COOKING_SLOT)).toBe(before - 3);
    // The staff's board shows the places held for a payment not yet made.
    const unpaid = async () => {
      const board = await t.app.inject({
        url: '/api/staff/alpenrose/programme?from=2026-12-03&days=1',
        headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
      });
      const cooking = board
        .json<{
          activities: { activityId: string; slots: { slotId: string; unpaid: number }[] }[];
        }>()
        .activities.find((a) => a.activityId === 'alp-prog-cooking')!;
      return cooking.slots.find((s) => s.slotId === COOKING_SLOT)?.unpaid;
    };
    expect(await unpaid()).toBe(1);

    const { path: pagePath, token, page } = await demoPage(receipt.paymentUrl);
    expect(page.body).toContain('87.50');
    const approved = await decide(pagePath, token, 'approve');
    expect(approved.statusCode).toBe(303);
    expect(approved.headers.location).toContain('#/registrations?payment=approved');
    await decide(pagePath, token, 'approve');
    const mine = (await registrations(gast)).filter((r) => r.id === receipt.id);
    expect(mine).toMatchObject([{ status: 'accepted', total: 8750 }]);
    expect(await free('alp-prog-cooking', COOKING_SLOT)).toBe(before - 3);
    expect(await unpaid()).toBe(0);
    // The money is never silent: the guest's invoices view lists the card payment …
    expect(await onlinePayments(gast)).toEqual([
      expect.objectContaining({
        purpose: 'registration',
        amount: 8750,
        currency: 'EUR',
        status: 'paid',
      }),
    ]);
    // … and only to that guest.
    expect(await onlinePayments(muster)).toEqual([]);

    // Cancelled after paying: the money goes back, and the registration says so.
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/alpenrose/${gast.userId}/${receipt.id}/cancel`,
      headers: { cookie: gast.cookie },
      payload: { lang: 'en' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect((await registrations(gast)).find((r) => r.id === receipt.id)).toMatchObject({
      status: 'canceled',
      refunded: true,
    });
    expect(await onlinePayments(gast)).toEqual([
      expect.objectContaining({ amount: 8750, status: 'refunded' }),
    ]);
  });

  it('online: a declined payment cancels the registration and frees its places', async () => {
    const before = (await free('alp-prog-cooking', COOKING_SLOT))!;
    const res = await book(muster, {
      activityId: 'alp-prog-cooking',
      slotId: COOKING_SLOT,
      persons: [{ priceOptionId: 'adult', count: 1 }],
    });
    const receipt = res.json<{ id: string; paymentUrl: string }>();
    const { path: pagePath, token } = await demoPage(receipt.paymentUrl);
    await decide(pagePath, token, 'decline');
    // Declined: nothing was taken, so nothing is "refunded".
    expect((await registrations(muster)).find((r) => r.id === receipt.id)).toMatchObject({
      status: 'canceled',
      refunded: false,
    });
    expect(await free('alp-prog-cooking', COOKING_SLOT)).toBe(before);
  });

  it('room: the wine tasting becomes a line on the in-house guest’s invoice; cancelling reverses it', async () => {
    const open = async () => (await t.app.pms.getInvoices('alpenrose', 'R-1002', 'en'))[0]!;
    const openBefore = (await open()).openMinor;
    const res = await book(gast, {
      activityId: 'alp-prog-wine',
      slotId: WINE_SLOT,
      persons: [{ priceOptionId: 'adult', count: 2 }],
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ status: 'accepted', total: 5800 });
    const invoice = await open();
    expect(invoice.openMinor).toBe(openBefore + 5800);
    expect(invoice.lines.at(-1)).toMatchObject({
      description: 'Wine tasting in the vaulted cellar (Adult)',
      quantity: 2,
      amountMinor: 5800,
    });
    // R-1001 arrives today and is not in the house yet.
    const notInHouse = await book(muster, {
      activityId: 'alp-prog-wine',
      slotId: WINE_SLOT,
      persons: [{ priceOptionId: 'adult', count: 1 }],
    });
    expect(notInHouse.statusCode).toBe(403);

    const id = res.json<{ id: string }>().id;
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/alpenrose/${gast.userId}/${id}/cancel`,
      headers: { cookie: gast.cookie },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect((await open()).openMinor).toBe(openBefore);
  });
});
