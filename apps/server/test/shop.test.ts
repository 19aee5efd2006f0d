// The hotel shop on the demo hotel, on both databases: orders charged to the
// room of a logged-in in-house guest (lines on the invoice, reversed when the
// staff cancel), orders paid online (placed only once the provider
// confirms), the staff's status changes, breakfast orderable until 22:00,
// bad input (400 with paths, never 500, prices from the app ignored) and
// other guests' orders (404).
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/config.ts';
import { DIALECTS } from './support/databases.ts';
import { ADMIN_TOKEN, startTestApp, type TestApp } from './support/test-app.ts';

const PROJECTS_DIR = path.join(REPO_ROOT, 'projects');
/** Tuesday 1 December 2026, 10:00 in Vienna. */
const NOW = Date.parse('2026-12-01T09:00:00Z');
const STAFF = { authorization: `Bearer ${ADMIN_TOKEN}` };

let address = 0;
const nextIp = () => `203.0.113.${(address += 1) & 255}`;

interface Guest {
  cookie: string;
  userId: string;
}

describe.each(DIALECTS)('shop on %s', (dialect) => {
  let t: TestApp;
  let gast: Guest;
  let muster: Guest;
  const clock = { now: NOW };
  let keys = 0;

  async function login(reservation_id: string, last_name: string): Promise<Guest> {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/integrations/alpenrose/login',
      payload: { data: { reservation_id, last_name } },
      headers: { 'x-forwarded-for': nextIp() },
    });
    const c = res.cookies.find((k) => k.name === 'hospes_alpenrose')!;
    return { cookie: `${c.name}=${c.value}`, userId: res.json<{ user_id: string }>().user_id };
  }
  const order = (g: Guest, body: object) =>
    t.app.inject({
      method: 'POST',
      url: `/api/orders/alpenrose/${g.userId}`,
      headers: { cookie: g.cookie },
      payload: {
        payment: 'room',
        lang: 'en',
        idempotencyKey: `order-${(keys += 1)}-abcdefghijkl`,
        items: [{ productId: 'honey', quantity: 1 }],
        ...body,
      },
    });
  const invoice = async () => (await t.app.pms.getInvoices('alpenrose', 'R-1002', 'en'))[0]!;
  const staffStatus = (id: string, status: string, message?: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/staff/alpenrose/orders/${id}/status`,
      headers: STAFF,
      payload: message ? { status, message } : { status },
    });
  const staffDelivery = (id: string, status: string, delivery: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/staff/alpenrose/orders/${id}/status`,
      headers: STAFF,
      payload: { status, delivery },
    });

  beforeAll(async () => {
    t = await startTestApp(dialect, { projectsDir: PROJECTS_DIR }, undefined, {
      now: () => clock.now,
    });
    gast = await login('R-1002', 'Gast');
    muster = await login('R-1001', 'Muster');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('charged to the room: three products become invoice lines; the staff move the order on', async () => {
    const before = (await invoice()).openMinor;
    const res = await order(gast, {
      items: [
        { productId: 'breakfast-room', optionIds: ['t0800'], quantity: 2, priceMinor: 1 },
        { productId: 'honey', quantity: 1 },
        { productId: 'bathrobe', optionIds: ['l'], quantity: 1 },
      ],
      total: 1,
      note: 'Please knock softly.',
    });
    expect(res.statusCode, res.body).toBe(201);
    const receipt = res.json<{ orderId: string; status: string; total: number }>();
    expect(receipt).toMatchObject({ status: 'placed', total: 5800 + 890 + 6900 });
    const after = await invoice();
    expect(after.openMinor).toBe(before + 13590);
    expect(after.lines.slice(-3).map((l) => [l.description, l.amountMinor])).toEqual([
      ['Breakfast in the room (08:00)', 5800],
      ['Alpine blossom honey, 250 g', 890],
      ['Bathrobe to take home (L)', 6900],
    ]);

    const mine = await t.app.inject({
      url: `/api/orders/alpenrose/${gast.userId}/${receipt.orderId}`,
      headers: { cookie: gast.cookie },
    });
    expect(mine.json()).toMatchObject({
      status: 'placed',
      note: 'Please knock softly.',
      payment: 'room',
    });
    const other = await t.app.inject({
      url: `/api/orders/alpenrose/${muster.userId}/${receipt.orderId}`,
      headers: { cookie: muster.cookie },
    });
    expect(other.statusCode).toBe(404);

    const board = await t.app.inject({
      url: '/api/staff/alpenrose/orders?status=placed',
      headers: STAFF,
    });
    expect(board.json<{ orders: { id: string }[] }>().orders.map((o) => o.id)).toContain(
      receipt.orderId,
    );
    expect((await staffStatus(receipt.orderId, 'delivered')).statusCode).toBe(409);
    expect((await staffStatus(receipt.orderId, 'confirmed')).json()).toMatchObject({
      status: 'confirmed',
    });
    expect((await staffStatus(receipt.orderId, 'delivered')).json()).toMatchObject({
      status: 'delivered',
    });
    expect((await staffStatus(receipt.orderId, 'canceled')).statusCode).toBe(409);
  });

  it("tomorrow's breakfast and tonight's wine are two deliveries, each with its own status", async () => {
    const res = await order(gast, {
      items: [
        { productId: 'breakfast-room', optionIds: ['t0800'], quantity: 1 },
        { productId: 'wine-bottle', quantity: 1 },
      ],
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json<{ orderId: string }>().orderId;
    interface Delivery {
      key: string;
      at: string | null;
      status: string;
      lines: number[];
    }
    const view = async () =>
      (
        await t.app.inject({
          url: `/api/orders/alpenrose/${gast.userId}/${id}`,
          headers: { cookie: gast.cookie },
        })
      ).json<{ status: string; deliveries: Delivery[]; lines: { deliveryAt?: string }[] }>();
    const placed = await view();
    // Ordered on 1 Dec at 10:00 in Vienna: the breakfast comes on 2 Dec at 08:00 (07:00 UTC).
    expect(placed.lines[0]!.deliveryAt).toBe('2026-12-02T07:00:00.000Z');
    expect(placed.deliveries).toEqual([
      { key: 'asap', at: null, status: 'placed', lines: [1] },
      {
        key: '2026-12-02T07:00:00.000Z',
        at: '2026-12-02T07:00:00.000Z',
        status: 'placed',
        lines: [0],
      },
    ]);
    // Before the order is confirmed, a delivery cannot move on its own.
    expect((await staffDelivery(id, 'delivered', 'asap')).statusCode).toBe(409);
    await staffStatus(id, 'confirmed');
    expect((await staffDelivery(id, 'delivered', 'tomorrow')).statusCode).toBe(404);
    const wine = await staffDelivery(id, 'delivered', 'asap');
    expect(wine.statusCode, wine.body).toBe(200);
    // The wine is delivered; the breakfast is not, and the order is not.
    expect(wine.json()).toMatchObject({
      status: 'confirmed',
      deliveries: [
        { key: 'asap', status: 'delivered' },
        { key: '2026-12-02T07:00:00.000Z', status: 'confirmed' },
      ],
    });
    expect((await staffDelivery(id, 'ready', 'asap')).statusCode).toBe(409);
    await staffDelivery(id, 'ready', '2026-12-02T07:00:00.000Z');
    expect((await view()).status).toBe('ready');
    await staffDelivery(id, 'delivered', '2026-12-02T07:00:00.000Z');
    const done = await view();
    expect(done.status).toBe('delivered');
    expect(done.deliveries.map((d) => d.status)).toEqual(['delivered', 'delivered']);
    // The staff's board shows the deliveries too.
    const board = await t.app.inject({ url: '/api/staff/alpenrose/orders', headers: STAFF });
    const card = board
      .json<{ orders: { id: string; deliveries: Delivery[] }[] }>()
      .orders.find((o) => o.id === id);
    expect(card?.deliveries).toHaveLength(2);
  });

  it('a canceled room order reverses its lines; room needs an in-house guest', async () => {
    const before = (await invoice()).openMinor;
    const res = await order(gast, { items: [{ productId: 'schnapps', quantity: 2 }] });
    const id = res.json<{ orderId: string }>().orderId;
    expect((await invoice()).openMinor).toBe(before + 4800);
    expect((await staffStatus(id, 'canceled')).json()).toMatchObject({ status: 'canceled' });
    expect((await invoice()).openMinor).toBe(before);
    // R-1001 arrives today and is not in the house yet.
    const notInHouse = await order(muster, {});
    expect(notInHouse.statusCode).toBe(403);
  });

  it("a cancellation with a reason tells the guest, as the hotel's message in their conversation", async () => {
    const res = await order(gast, { items: [{ productId: 'schnapps', quantity: 1 }] });
    const id = res.json<{ orderId: string }>().orderId;
    const reason = `Sorry, the schnapps is sold out. ${id.slice(0, 6)}`;
    const canceled = await staffStatus(id, 'canceled', reason);
    expect(canceled.statusCode, canceled.body).toBe(200);
    const conversation = await t.app.inject({
      url: `/api/messages/conversation/alpenrose/${gast.userId}`,
      headers: { cookie: gast.cookie },
    });
    const { messages } = conversation.json<{ messages: { sender: string; content: string }[] }>();
    expect(messages.filter((m) => m.content === reason)).toMatchObject([{ sender: 'staff' }]);
    // Without a reason nothing is written; a reason with another move is refused as nothing.
    const other = (await order(gast, {})).json<{ orderId: string }>().orderId;
    expect((await staffStatus(other, 'confirmed', 'ignored')).statusCode).toBe(200);
    const after = await t.app.inject({
      url: `/api/messages/conversation/alpenrose/${gast.userId}`,
      headers: { cookie: gast.cookie },
    });
    expect(
      after
        .json<{ messages: { content: string }[] }>()
        .messages.some((m) => m.content === 'ignored'),
    ).toBe(false);
    const tooLong = await staffStatus(other, 'canceled', 'x'.repeat(1001));
    expect(tooLong.statusCode).toBe(400);
  });

  it('online: pending until the provider confirms, then placed (exactly once)', async () => {
    const res = await order(muster, {
      payment: 'online',
      items: [{ productId: 'spa-voucher', quantity: 1 }],
    });
    expect(res.statusCode, res.body).toBe(201);
    const receipt = res.json<{ orderId: string; status: string; paymentUrl: string }>();
    expect(receipt.status).toBe('pending_payment');
    const page = await t.app.inject({ url: new URL(receipt.paymentUrl).pathname });
    const token = /name="token" value="([^"]+)"/.exec(page.body)![1]!;
    const decide = () =>
      t.app.inject({
        method: 'POST',
        url: new URL(receipt.paymentUrl).pathname,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ token, action: 'approve' }).toString(),
      });
    const approved = await decide();
    expect(approved.headers.location).toContain(`#/order/${receipt.orderId}?payment=approved`);
    await decide();
    const view = await t.app.inject({
      url: `/api/orders/alpenrose/${muster.userId}/${receipt.orderId}`,
      headers: { cookie: muster.cookie },
    });
    expect(view.json()).toMatchObject({ status: 'placed', paymentUrl: null });
  });

  it('the same key answers the same order; bad input gets 400 with paths, never 500', async () => {
    const body = {
      idempotencyKey: 'same-order-key-12345',
      items: [{ productId: 'honey', quantity: 2 }],
    };
    const first = (await order(gast, body)).json<{ orderId: string }>();
    const again = (await order(gast, body)).json<{ orderId: string }>();
    expect(again.orderId).toBe(first.orderId);

    const cases: [object, string][] = [
      [{ items: [{ productId: 'caviar', quantity: 1 }] }, 'items.0.productId'],
      [{ items: [{ productId: 'honey', quantity: 0 }] }, 'items.0.quantity'],
      [{ items: [{ productId: 'honey', quantity: -2 }] }, 'items.0.quantity'],
      [{ items: [{ productId: 'honey', quantity: 11 }] }, 'items.0.quantity'],
      [{ items: [{ productId: 'bathrobe', quantity: 1 }] }, 'items.0.optionIds'],
      [
        { items: [{ productId: 'bathrobe', optionIds: ['xxl'], quantity: 1 }] },
        'items.0.optionIds',
      ],
      [{ items: [] }, 'items'],
      [{ items: Array.from({ length: 31 }, () => ({ productId: 'honey', quantity: 1 })) }, 'items'],
      [{ payment: 'cash' }, 'payment'],
      [{ deliveryAt: '2020-01-01T08:00:00Z' }, 'deliveryAt'],
      [{ deliveryAt: 'tomorrow' }, 'deliveryAt'],
    ];
    for (const [input, path] of cases) {
      const res = await order(gast, input);
      expect(res.statusCode, `${JSON.stringify(input).slice(0, 80)} → ${res.body}`).toBe(400);
      const where = `body/${path.split('.').join('/')}`;
      expect(res.json<{ issues?: { path: string }[] }>().issues?.map((e) => e.path)).toContain(
        where,
      );
    }
  });

  it('breakfast in the room can be ordered until 22:00, not after', async () => {
    const breakfast = {
      items: [{ productId: 'breakfast-room', optionIds: ['t0700'], quantity: 1 }],
    };
    clock.now = Date.parse('2026-12-01T20:59:00Z');
    try {
      expect((await order(gast, breakfast)).statusCode).toBe(201);
      clock.now = Date.parse('2026-12-01T21:00:00Z');
      const late = await order(gast, breakfast);
      expect(late.statusCode).toBe(400);
      expect(late.json<{ message: string }>().message).toContain(
        'can be ordered from 06:00 to 22:00',
      );
    } finally {
      clock.now = NOW;
    }
  });
});
