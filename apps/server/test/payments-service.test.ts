// Payments: the payment service on both databases with a small
// in-memory PMS — amount bounds, and every outcome applied exactly once
// (replays, concurrent deliveries, racing events, a crash between deciding
// and booking, a PMS that refuses).
import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createDatabase, type DatabaseHandle } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { DemoPaymentProvider } from '../src/payments/demo-provider.ts';
import { PaymentRequestError } from '../src/payments/payment-errors.ts';
import type { PaymentEvent } from '../src/payments/payment-provider.ts';
import { createPaymentRepository } from '../src/payments/payment.repository.ts';
import { PaymentService, returnOutcome } from '../src/payments/payment.service.ts';
import {
  PmsError,
  type PmsAdapter,
  type PmsInvoice,
  type PmsPayment,
  type PmsPaymentInput,
} from '../src/pms/pms-adapter.ts';
import { PmsNotRespondingError } from '../src/pms/pms-not-responding.ts';
import { PmsOutbox, pauseAfter } from '../src/pms/outbox/pms-outbox.ts';
import { PmsOutboxRepository } from '../src/pms/outbox/pms-outbox.repository.ts';
import { DataCipher } from '../src/secrets/data-cipher.ts';
import { DIALECTS, createTestDatabase, type TestDatabase } from './support/databases.ts';

const PROJECT = 'alpenrose';
const RESERVATION = 'R-1002';

/** A PMS with one open invoice of EUR 100.00 per reservation; books each reference once. */
class FakePms implements Pick<PmsAdapter, 'getInvoices' | 'postPayment'> {
  readonly bookings: (PmsPaymentInput & { invoiceId: string })[] = [];
  calls = 0;
  failNext = 0;
  /** Bookings answered "not responding" (a remote PMS away). */
  away = 0;
  refuse = false;
  totalMinor = 10_000;

  async getInvoices(_project: string, reservationId: string): Promise<PmsInvoice[]> {
    if (reservationId !== RESERVATION) return [];
    const paid = this.bookings.reduce((sum, b) => sum + b.amountMinor, 0);
    return [
      {
        id: 'INV-1',
        number: '2026-0042',
        reservationId,
        roomStayId: null,
        currency: 'EUR',
        issuedAt: '2026-03-10T08:00:00Z',
        lines: [],
        payments: [],
        vat: [],
        totalMinor: this.totalMinor,
        paidMinor: paid,
        openMinor: Math.max(0, this.totalMinor - paid),
      },
    ];
  }

  async postPayment(_p: string, invoiceId: string, payment: PmsPaymentInput): Promise<PmsPayment> {
    this.calls += 1;
    // Let concurrent callers interleave here, as a real PMS call would.
    await new Promise((resolve) => setTimeout(resolve, 5));
    if (this.failNext > 0) {
      this.failNext -= 1;
      throw new Error('connection reset');
    }
    if (this.away > 0) {
      this.away -= 1;
      throw new PmsNotRespondingError('fake PMS: 503');
    }
    if (this.refuse) throw new PmsError('INVALID', 'The amount exceeds the open amount of 0');
    const index = this.bookings.findIndex((b) => b.providerRef === payment.providerRef);
    if (index < 0) this.bookings.push({ ...payment, invoiceId });
    const at = index < 0 ? this.bookings.length - 1 : index;
    return { id: `pay-${at}`, paidAt: 'now', ...payment };
  }
}

const silent = { info: () => {}, warn: () => {}, error: () => {} };

describe.each(DIALECTS)('payment service on %s', (dialect) => {
  let database: TestDatabase;
  let handle: DatabaseHandle;
  let pms: FakePms;
  let service: PaymentService;
  let repository: ReturnType<typeof createPaymentRepository>;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    handle = createDatabase(database.url);
    await migrateToLatest(handle.db);
    const at = new Date().toISOString();
    await handle.db
      .insertInto('projects')
      .values({ id: PROJECT, default_lang: 'de', product: 'app', created_at: at, updated_at: at })
      .execute();
  });
  afterAll(async () => {
    await handle?.db.destroy();
    await database?.drop();
  });
  beforeEach(() => {
    pms = new FakePms();
    repository = createPaymentRepository(handle.db);
    service = new PaymentService({
      repository,
      pms,
      provider: new DemoPaymentProvider('test-secret'),
      log: silent,
    });
  });

  const start = (amountMinor: number, reservationId = RESERVATION, invoiceId = 'INV-1') =>
    service.startCheckout({
      projectId: PROJECT,
      projectName: 'Hotel Alpenrose',
      reservationId,
      userId: 'user-1',
      invoiceId,
      amountMinor,
      origin: 'https://app.example',
    });

  const succeeded = (providerRef: string, eventId = `evt_${randomUUID()}`): PaymentEvent => ({
    eventId,
    providerRef,
    outcome: 'succeeded',
    amountMinor: 2500,
    currency: 'EUR',
  });

  async function pending(amountMinor = 2500) {
    const { paymentId, redirectUrl } = await start(amountMinor);
    const payment = await repository.findById(paymentId);
    if (!payment) throw new Error('payment not stored');
    return { payment, redirectUrl };
  }

  it('opens a checkout at the provider and stores a pending payment with its reference', async () => {
    const { payment, redirectUrl } = await pending(2500);
    expect(redirectUrl).toBe(`https://app.example/pay/${payment.providerRef}?lang=en`);
    expect(payment).toMatchObject({
      projectId: PROJECT,
      provider: 'demo',
      reservationId: RESERVATION,
      invoiceId: 'INV-1',
      amountMinor: 2500,
      currency: 'EUR',
      status: 'pending',
      description: 'Hotel Alpenrose — Invoice 2026-0042',
    });
  });

  it('amount bounds: more than the open amount and less than EUR 0.50 are 400 with the field path', async () => {
    await expect(start(10_001)).rejects.toMatchObject({
      statusCode: 400,
      message:
        'body/input/amount_minor: The amount must not be more than the open amount of EUR 100.00.',
    });
    await expect(start(49)).rejects.toMatchObject({
      statusCode: 400,
      message: 'body/input/amount_minor: The amount must be at least EUR 0.50.',
    });
    await expect(start(10_000)).resolves.toMatchObject({ redirectUrl: expect.any(String) });
    await expect(start(50)).resolves.toMatchObject({ redirectUrl: expect.any(String) });
  });

  it('an invoice that is not of the reservation is 404 and opens nothing', async () => {
    const before = await handle.db.selectFrom('payments').select('id').execute();
    await expect(start(2500, 'R-1001')).rejects.toBeInstanceOf(PaymentRequestError);
    await expect(start(2500, RESERVATION, 'INV-OTHER')).rejects.toMatchObject({ statusCode: 404 });
    const after = await handle.db.selectFrom('payments').select('id').execute();
    expect(after).toHaveLength(before.length);
  });

  it('a paid invoice has nothing left to pay', async () => {
    pms.totalMinor = 0;
    await expect(start(50)).rejects.toMatchObject({
      message: 'body/input/amount_minor: This invoice has nothing left to pay.',
    });
  });

  it('a success books the amount on the invoice once; the replayed event changes nothing', async () => {
    const { payment } = await pending();
    const event = succeeded(payment.providerRef, 'evt_replay');
    expect((await service.applyEvent(event)).kind).toBe('decided');
    const first = await repository.findById(payment.id);
    expect(first).toMatchObject({ status: 'succeeded', pmsPaymentId: 'pay-0' });
    expect(returnOutcome(first!)).toBe('approved');

    const replay = await service.applyEvent(event);
    expect(replay.kind).toBe('replayed');
    expect(pms.bookings).toEqual([
      { invoiceId: 'INV-1', amountMinor: 2500, currency: 'EUR', providerRef: payment.providerRef },
    ]);
    expect(pms.calls).toBe(1);
    expect(await repository.findById(payment.id)).toEqual(first);
    expect(await repository.eventsOf(payment.id)).toHaveLength(1);
  });

  it('a remote PMS away: the booking waits in the outbox, whose round books it once', async () => {
    let clock = Date.now();
    const outbox = new PmsOutbox({
      repository: new PmsOutboxRepository(handle.db, new DataCipher(randomBytes(32))),
      now: () => clock,
      log: silent,
    });
    const queued = new PaymentService({
      repository,
      pms,
      provider: new DemoPaymentProvider('test-secret'),
      log: silent,
      now: () => clock,
      outbox,
    });
    const { payment } = await pending();
    pms.away = 1;
    await queued.applyEvent(succeeded(payment.providerRef, 'evt_away'));
    expect(await repository.findById(payment.id)).toMatchObject({
      status: 'succeeded',
      bookedAt: null,
    });
    // The minute's round leaves it to the outbox: one sender.
    clock += 10 * 60_000;
    expect(await queued.bookUnbooked(0)).toBe(0);
    expect(pms.calls).toBe(1);
    expect(await outbox.runDue()).toBe(1);
    expect(await repository.findById(payment.id)).toMatchObject({ pmsPaymentId: 'pay-0' });
    expect(pms.bookings).toHaveLength(1);
    clock += pauseAfter(5);
    expect(await outbox.runDue()).toBe(0);
    expect(pms.calls).toBe(2);
  });

  it('ten concurrent deliveries of the same event book once', async () => {
    const { payment } = await pending();
    const event = succeeded(payment.providerRef, 'evt_concurrent');
    const results = await Promise.all(Array.from({ length: 10 }, () => service.applyEvent(event)));
    expect(results.filter((r) => r.kind === 'decided')).toHaveLength(1);
    expect(results.filter((r) => r.kind === 'replayed')).toHaveLength(9);
    expect(pms.bookings).toHaveLength(1);
    expect((await pms.getInvoices(PROJECT, RESERVATION))[0]?.openMinor).toBe(7500);
  });

  it('two different events racing (webhook and return) book once; the later is too late', async () => {
    const { payment } = await pending();
    const results = await Promise.all([
      service.applyEvent(succeeded(payment.providerRef, 'evt_webhook')),
      service.applyEvent(succeeded(payment.providerRef, 'session:paid')),
    ]);
    expect(results.map((r) => r.kind).sort()).toEqual(['decided', 'too-late']);
    expect(pms.bookings).toHaveLength(1);
    expect(await repository.eventsOf(payment.id)).toHaveLength(2);
  });

  it('a declined payment books nothing: money taken by a later success is refunded', async () => {
    const { payment } = await pending();
    const declined: PaymentEvent = {
      eventId: 'evt_declined',
      providerRef: payment.providerRef,
      outcome: 'declined',
    };
    expect((await service.applyEvent(declined)).kind).toBe('decided');
    expect((await service.applyEvent(succeeded(payment.providerRef))).kind).toBe('too-late');
    const row = await repository.findById(payment.id);
    expect(row?.status).toBe('refunded');
    expect(row?.refundRef).toBe(`demo_refund_${payment.providerRef}`);
    expect(returnOutcome(row!)).toBe('refunded');
    expect(pms.bookings).toHaveLength(0);
  });

  it('an event whose amount differs from the checkout is not applied', async () => {
    const { payment } = await pending(2500);
    const result = await service.applyEvent({ ...succeeded(payment.providerRef), amountMinor: 1 });
    expect(result.kind).toBe('mismatch');
    expect((await repository.findById(payment.id))?.status).toBe('pending');
    expect(pms.bookings).toHaveLength(0);
  });

  it('an event for an unknown reference changes nothing', async () => {
    expect((await service.applyEvent(succeeded('demo_unknown'))).kind).toBe('unknown');
    expect(pms.calls).toBe(0);
  });

  it('a crash between deciding and booking: the redelivered event books, once', async () => {
    const { payment } = await pending();
    const event = succeeded(payment.providerRef, 'evt_crash');
    pms.failNext = 2;
    await expect(service.applyEvent(event)).rejects.toThrow('connection reset');
    const stuck = await repository.findById(payment.id);
    expect(stuck).toMatchObject({ status: 'succeeded', bookedAt: null });
    expect(returnOutcome(stuck!)).toBe('pending');

    expect((await service.applyEvent(event)).kind).toBe('replayed');
    expect((await repository.findById(payment.id))?.bookedAt).not.toBeNull();
    expect(pms.bookings).toHaveLength(1);
    await service.applyEvent(event);
    expect(pms.bookings).toHaveLength(1);
  });

  it('a success the PMS could not take (it was down) is booked by the next round, once', async () => {
    const { payment } = await pending();
    pms.failNext = 2;
    await expect(
      service.applyEvent(succeeded(payment.providerRef, 'evt_pms_down')),
    ).rejects.toThrow('connection reset');
    expect(await repository.findById(payment.id)).toMatchObject({
      status: 'succeeded',
      bookedAt: null,
      bookingError: null,
    });
    // Too recent for the round (the request booking it may still run): left alone.
    expect(await service.bookUnbooked()).toBe(0);
    // Still down at the next round: kept for the one after.
    pms.failNext = 2;
    expect(await service.bookUnbooked(0)).toBe(0);
    expect(await service.bookUnbooked(0)).toBe(1);
    expect((await repository.findById(payment.id))?.bookedAt).not.toBeNull();
    expect(pms.bookings.filter((b) => b.providerRef === payment.providerRef)).toHaveLength(1);
    // Booked: no later round touches it.
    const calls = pms.calls;
    expect(await service.bookUnbooked(0)).toBe(0);
    expect(pms.calls).toBe(calls);
  });

  it('a success the PMS refuses is refunded, never retried', async () => {
    const { payment } = await pending();
    pms.refuse = true;
    await service.applyEvent(succeeded(payment.providerRef, 'evt_refused'));
    const row = await repository.findById(payment.id);
    expect(row).toMatchObject({ status: 'refunded', bookedAt: null });
    expect(row?.bookingError).toMatch(/^INVALID: /);
    expect(returnOutcome(row!)).toBe('refunded');
    const calls = pms.calls;
    await service.applyEvent(succeeded(payment.providerRef, 'evt_refused'));
    expect(pms.calls).toBe(calls);
  });
});
