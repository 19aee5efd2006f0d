// Charges to the room under load and faults, on both databases and across
// two instances on one PostgreSQL: parallel room orders and room bookings
// for one reservation all book (positions are never read twice); an order
// or booking whose charge a crash interrupted is completed by a retry with
// its key or by the recovery; a refused charge cancels and takes its lines
// back; a reservation entered by the front desk gets its invoice on the
// first charge, and check-out then waits for it to be paid.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/config.ts';
import { BookingService } from '../src/bookings/booking.service.ts';
import { ProgrammeReader } from '../src/bookings/programme-reader.ts';
import { createRegistrationRepository } from '../src/bookings/registration.repository.ts';
import type { PmsAdapter } from '../src/pms/pms-adapter.ts';
import { INTERRUPTED_CHARGE_AFTER_MS } from '../src/pms/room-charges.ts';
import { createOrderRepository } from '../src/shop/order.repository.ts';
import { OrderService } from '../src/shop/order.service.ts';
import { ShopReader } from '../src/shop/shop-reader.ts';
import { filledSections, signatureDataUrl } from './support/checkin-fixture.ts';
import { DIALECTS } from './support/databases.ts';
import { ADMIN_TOKEN, startTestApp, type TestApp } from './support/test-app.ts';

const PROJECTS_DIR = path.join(REPO_ROOT, 'projects');
/** Tuesday 1 December 2026, 10:00 in Vienna: the wine tasting of 2 December is bookable. */
const NOW = Date.parse('2026-12-01T09:00:00Z');
const WINE = { activityId: 'alp-prog-wine', slotId: '2026-12-02T20:30' };
const STAFF = { authorization: `Bearer ${ADMIN_TOKEN}` };

let address = 0;
const nextIp = () => {
  address += 1;
  return `198.18.${(address >> 8) & 255}.${address & 255}`;
};
let keys = 0;
const newKey = (kind: string) => `${kind}-${(keys += 1)}-0123456789abcdef`;

interface Guest {
  cookie: string;
  userId: string;
}

async function login(t: TestApp, reservation_id: string, last_name: string): Promise<Guest> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/integrations/alpenrose/login',
    payload: { data: { reservation_id, last_name } },
    headers: { 'x-forwarded-for': nextIp() },
  });
  expect(res.statusCode, res.body).toBe(200);
  const c = res.cookies.find((k) => k.name === 'hospes_alpenrose')!;
  return { cookie: `${c.name}=${c.value}`, userId: res.json<{ user_id: string }>().user_id };
}

const order = (t: TestApp, g: Guest, idempotencyKey = newKey('order')) =>
  t.app.inject({
    method: 'POST',
    url: `/api/orders/alpenrose/${g.userId}`,
    headers: { cookie: g.cookie },
    payload: {
      payment: 'room',
      lang: 'en',
      idempotencyKey,
      items: [{ productId: 'honey', quantity: 1 }],
    },
  });

const book = (t: TestApp, g: Guest, idempotencyKey = newKey('booking')) =>
  t.app.inject({
    method: 'POST',
    url: `/api/bookings/alpenrose/${g.userId}`,
    headers: { cookie: g.cookie },
    payload: {
      ...WINE,
      lang: 'en',
      persons: [{ priceOptionId: 'adult', count: 1 }],
      idempotencyKey,
    },
  });

async function invoiceOf(t: TestApp, reservationId: string) {
  const [invoice] = await t.app.pms.getInvoices('alpenrose', reservationId, 'en');
  return invoice;
}

/** 40 room orders and 10 room bookings at once, spread over the apps: all 201, one line each. */
async function chargeFiftyAtOnce(apps: TestApp[], guests: Guest[]) {
  const before = await invoiceOf(apps[0]!, 'R-1002');
  const results = await Promise.all(
    Array.from({ length: 50 }, (_, i) => {
      const t = apps[i % apps.length]!;
      const g = guests[i % guests.length]!;
      return i % 5 === 4 ? book(t, g) : order(t, g);
    }),
  );
  const codes = results.map((r) => r.statusCode);
  expect(codes.filter((c) => c === 201).length, results.map((r) => r.body).join('\n')).toBe(50);
  const totals = results.reduce((sum, r) => sum + r.json<{ total: number }>().total, 0);
  const after = (await invoiceOf(apps[0]!, 'R-1002'))!;
  expect(after.lines.length - before!.lines.length).toBe(50);
  expect(new Set(after.lines.map((l) => l.position)).size).toBe(after.lines.length);
  expect(after.totalMinor - before!.totalMinor).toBe(totals);
  expect(totals).toBe(40 * 890 + 10 * 2900);
}

describe.each(DIALECTS)('room charges on %s', (dialect) => {
  let t: TestApp;
  const clock = { now: NOW };

  beforeAll(async () => {
    t = await startTestApp(dialect, { projectsDir: PROJECTS_DIR }, undefined, {
      now: () => clock.now,
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('50 parallel room orders and room bookings for one reservation all book, one line each', async () => {
    const guests = await Promise.all([1, 2, 3, 4, 5].map(() => login(t, 'R-1002', 'Gast')));
    await chargeFiftyAtOnce([t], guests);
  });

  /** The shop and the programme of the app, but with a property system that never answers a charge (the process "dies" there). */
  function servicesDyingAtTheCharge() {
    const dying: Pick<PmsAdapter, 'getReservation' | 'postCharge'> = {
      getReservation: (p, r) => t.app.pms.getReservation(p, r),
      postCharge: () => new Promise(() => undefined),
    };
    const common = { notifier: t.app.guestNotifier, payments: t.app.payments, pms: dying };
    return {
      orders: new OrderService({
        ...common,
        orders: createOrderRepository(t.app.database.db),
        shops: new ShopReader(t.app.projects),
        now: () => clock.now,
      }),
      bookings: new BookingService({
        ...common,
        registrations: createRegistrationRepository(t.app.database.db),
        programme: new ProgrammeReader(t.app.projects),
        now: () => clock.now,
      }),
    };
  }

  it('a crash between an order and its charge: the retry with the same key completes the charge', async () => {
    const gast = await login(t, 'R-1002', 'Gast');
    const caller = { projectId: 'alpenrose', userId: gast.userId, reservationId: 'R-1002' };
    const key = newKey('crash-order');
    const dying = servicesDyingAtTheCharge();
    void dying.orders.create(
      caller,
      {
        payment: 'room',
        lang: 'en',
        idempotencyKey: key,
        items: [{ productId: 'honey', quantity: 2 }],
      } as Parameters<OrderService['create']>[1],
      'http://localhost',
    );
    const stored = await waitFor(() => findOrder(t, gast.userId, key));
    expect(stored).toMatchObject({ status: 'placed', charge_ref: null });
    const before = (await invoiceOf(t, 'R-1002'))!;

    const retry = await order(t, gast, key);
    expect(retry.statusCode, retry.body).toBe(201);
    expect(retry.json()).toMatchObject({ orderId: stored.id, status: 'placed', total: 1780 });
    const after = (await invoiceOf(t, 'R-1002'))!;
    expect(after.lines.length - before.lines.length).toBe(1);
    expect(after.lines.at(-1)).toMatchObject({ quantity: 2, amountMinor: 1780 });
    expect((await findOrder(t, gast.userId, key))?.charge_ref).toBe(`order:${stored.id}`);
    // A second retry books nothing more.
    expect((await order(t, gast, key)).statusCode).toBe(201);
    expect((await invoiceOf(t, 'R-1002'))!.lines.length).toBe(after.lines.length);
  });

  it('a crash between a booking and its charge: the recovery completes it once the request is surely over', async () => {
    const gast = await login(t, 'R-1002', 'Gast');
    const caller = { projectId: 'alpenrose', userId: gast.userId, reservationId: 'R-1002' };
    const key = newKey('crash-booking');
    const dying = servicesDyingAtTheCharge();
    void dying.bookings.book(
      caller,
      { ...WINE, lang: 'en', persons: [{ priceOptionId: 'adult', count: 2 }], idempotencyKey: key },
      'http://localhost',
    );
    const stored = await waitFor(() => findRegistration(t, gast.userId, key));
    expect(stored).toMatchObject({ status: 'accepted', charge_ref: null });
    const before = (await invoiceOf(t, 'R-1002'))!;
    // Too young: the request that stored it might still be charging.
    expect(await t.app.bookings.completeInterruptedCharges()).toBe(0);
    clock.now += INTERRUPTED_CHARGE_AFTER_MS + 1000;
    try {
      expect(await t.app.bookings.completeInterruptedCharges()).toBe(1);
      expect(await t.app.bookings.completeInterruptedCharges()).toBe(0);
    } finally {
      clock.now = NOW;
    }
    const after = (await invoiceOf(t, 'R-1002'))!;
    expect(after.lines.length - before.lines.length).toBe(1);
    expect(after.lines.at(-1)).toMatchObject({ quantity: 2, amountMinor: 5800 });
    expect((await findRegistration(t, gast.userId, key))?.charge_ref).toBe(
      `registration:${stored.id}`,
    );
  });

  it('the recovery completes an interrupted order, and the retry afterwards books nothing more', async () => {
    const gast = await login(t, 'R-1002', 'Gast');
    const caller = { projectId: 'alpenrose', userId: gast.userId, reservationId: 'R-1002' };
    const key = newKey('crash-order');
    void servicesDyingAtTheCharge().orders.create(
      caller,
      {
        payment: 'room',
        lang: 'en',
        idempotencyKey: key,
        items: [
          { productId: 'honey', quantity: 1 },
          { productId: 'bathrobe', optionIds: ['l'], quantity: 1 },
        ],
      } as Parameters<OrderService['create']>[1],
      'http://localhost',
    );
    await waitFor(() => findOrder(t, gast.userId, key));
    const before = (await invoiceOf(t, 'R-1002'))!;
    clock.now += INTERRUPTED_CHARGE_AFTER_MS + 1000;
    try {
      expect(await t.app.orders.completeInterruptedCharges()).toBe(1);
    } finally {
      clock.now = NOW;
    }
    const after = (await invoiceOf(t, 'R-1002'))!;
    expect(after.lines.slice(before.lines.length).map((l) => l.amountMinor)).toEqual([890, 6900]);
    expect((await order(t, gast, key)).json()).toMatchObject({ status: 'placed', total: 7790 });
    expect((await invoiceOf(t, 'R-1002'))!.lines.length).toBe(after.lines.length);
  });

  it('a charge the property system refuses halfway cancels the order and takes its first line back', async () => {
    const gast = await login(t, 'R-1002', 'Gast');
    let posts = 0;
    const refusing: Pick<PmsAdapter, 'getReservation' | 'postCharge'> = {
      getReservation: (p, r) => t.app.pms.getReservation(p, r),
      postCharge: async (p, r, charge) => {
        posts += 1;
        if (posts === 2) throw new Error('PMS unavailable');
        return t.app.pms.postCharge(p, r, charge);
      },
    };
    const orders = new OrderService({
      notifier: t.app.guestNotifier,
      payments: t.app.payments,
      pms: refusing,
      orders: createOrderRepository(t.app.database.db),
      shops: new ShopReader(t.app.projects),
      now: () => clock.now,
    });
    const before = (await invoiceOf(t, 'R-1002'))!;
    const key = newKey('refused');
    await expect(
      orders.create(
        { projectId: 'alpenrose', userId: gast.userId, reservationId: 'R-1002' },
        {
          payment: 'room',
          lang: 'en',
          idempotencyKey: key,
          items: [
            { productId: 'honey', quantity: 1 },
            { productId: 'bathrobe', optionIds: ['l'], quantity: 1 },
          ],
        } as Parameters<OrderService['create']>[1],
        'http://localhost',
      ),
    ).rejects.toMatchObject({ code: 'payment_failed' });
    expect((await findOrder(t, gast.userId, key))?.status).toBe('canceled');
    const after = (await invoiceOf(t, 'R-1002'))!;
    expect(after.lines.slice(before.lines.length).map((l) => l.amountMinor)).toEqual([890, -890]);
    expect(after.totalMinor).toBe(before.totalMinor);
  });

  it('a reservation from a CSV import: check-in, a room order on its new invoice, check-out waits for the payment', async () => {
    const today = '2026-12-01';
    const csv = [
      'Reservierung;Nachname;Vorname;E-Mail;Anreise;Abreise;Zimmer;Erwachsene;Kinder',
      `R-7301;Leitner;Lena;lena@example.com;${today};2026-12-02;204;1;0`,
    ].join('\r\n');
    const imported = await t.app.inject({
      method: 'POST',
      url: '/api/staff/alpenrose/reservations/import',
      headers: { ...STAFF, 'content-type': 'text/csv' },
      payload: csv,
    });
    expect(imported.statusCode, imported.body).toBe(200);
    const lena = await login(t, 'R-7301', 'Leitner');
    expect(await invoiceOf(t, 'R-7301')).toBeUndefined();

    const signature = await signatureDataUrl();
    const sections = filledSections(signature)
      .filter((s) => s.type !== 'ACCOMPANYING_PERSONS_DATA')
      .map((s) =>
        s.type === 'ARRIVAL_DEPARTURE'
          ? { ...s, fields: { date_of_arrival: today, date_of_departure: '2026-12-02' } }
          : s.type === 'MAIN_GUEST_PERSONAL_INFORMATION'
            ? { ...s, fields: { ...s.fields, first_name: 'Lena', last_name: 'Leitner' } }
            : s,
      );
    const checkin = await t.app.inject({
      method: 'POST',
      url: '/api/integrations/alpenrose/checkin',
      headers: { cookie: lena.cookie, 'x-forwarded-for': nextIp() },
      payload: {
        lang: 'en',
        checkinInput: {
          reservation_id: 'R-7301',
          room_stay_id: 'R-7301-1',
          sections,
          language: 'en',
          privacy_accepted: true,
          idempotency_key: newKey('checkin'),
        },
      },
    });
    expect(checkin.statusCode, checkin.body).toBe(200);

    const placed = await order(t, lena);
    expect(placed.statusCode, placed.body).toBe(201);
    const invoices = await t.app.inject({
      method: 'POST',
      url: '/api/integrations/alpenrose/getinvoices',
      headers: { cookie: lena.cookie, 'x-forwarded-for': nextIp() },
      payload: { lang: 'en', invoicesInput: { reservation_id: 'R-7301' } },
    });
    expect(invoices.statusCode, invoices.body).toBe(200);
    expect(JSON.stringify(invoices.json())).toContain('Alpine blossom honey, 250 g');
    const invoice = (await invoiceOf(t, 'R-7301'))!;
    expect(invoice).toMatchObject({ number: '2026-R-7301', openMinor: 890, currency: 'EUR' });

    const checkout = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/integrations/alpenrose/checkout',
        headers: { cookie: lena.cookie, 'x-forwarded-for': nextIp() },
        payload: {
          checkoutInput: {
            reservation_id: 'R-7301',
            room_stay_id: 'R-7301-1',
            idempotency_key: newKey('checkout'),
          },
        },
      });
    // The departure day, 09:00 in Vienna: check-out is possible but for the open invoice.
    clock.now = Date.parse('2026-12-02T08:00:00Z');
    try {
      const blocked = await checkout();
      expect(blocked.statusCode).toBe(409);
      expect(blocked.json().reason).toBe('PAYMENT_REQUIRED');
      await t.app.pms.postPayment('alpenrose', invoice.id, {
        amountMinor: 890,
        currency: 'EUR',
        providerRef: 'test-r7301',
      });
      const done = await checkout();
      expect(done.statusCode, done.body).toBe(200);
    } finally {
      clock.now = NOW;
    }
  });
});

describe.runIf(DIALECTS.includes('postgres'))(
  'room charges through two instances on one PostgreSQL',
  () => {
    let a: TestApp;
    let b: TestApp;

    beforeAll(async () => {
      a = await startTestApp('postgres', { projectsDir: PROJECTS_DIR }, undefined, {
        now: () => NOW,
      });
      b = await startTestApp('postgres', { projectsDir: PROJECTS_DIR }, a.database, {
        now: () => NOW,
      });
    });
    afterAll(async () => {
      await b?.close({ keepDatabase: true });
      await a?.close();
    });

    it('50 parallel room orders and room bookings through both instances all book, one line each', async () => {
      const guests = await Promise.all([1, 2, 3, 4].map(() => login(a, 'R-1002', 'Gast')));
      await chargeFiftyAtOnce([a, b], guests);
    });
  },
);

async function findOrder(t: TestApp, userId: string, key: string) {
  return t.app.database.db
    .selectFrom('orders')
    .select(['id', 'status', 'charge_ref'])
    .where('user_id', '=', userId)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
}

async function findRegistration(t: TestApp, userId: string, key: string) {
  return t.app.database.db
    .selectFrom('registrations')
    .select(['id', 'status', 'charge_ref'])
    .where('user_id', '=', userId)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
}

/** Polls until `find` answers something (the positive signal that a step happened). */
async function waitFor<T>(find: () => Promise<T | undefined>): Promise<T> {
  for (let i = 0; i < 200; i += 1) {
    const found = await find();
    if (found !== undefined) return found;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('the step did not happen');
}
