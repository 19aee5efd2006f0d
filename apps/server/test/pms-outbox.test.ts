// Write-backs a remote PMS does not take at once (docs/decisions/049), on
// both databases, with alpenrose on the fake apaleo: a check-in while apaleo
// refuses writes reaches the guest as done and waits in the outbox, the
// console lists it with apaleo's answer, the round sends it once apaleo is
// back — once; a write apaleo refuses fails with the reason until staff
// retry it; on PostgreSQL, two instances never send one write twice.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { REPO_ROOT } from '../src/config.ts';
import {
  fakeApaleoConnection,
  startFakeApaleo,
  type FakeApaleo,
} from '../src/pms/apaleo/fake/fake-apaleo.ts';
import { PmsOutbox, PmsWriteQueuedError, pauseAfter } from '../src/pms/outbox/pms-outbox.ts';
import { PmsOutboxRepository } from '../src/pms/outbox/pms-outbox.repository.ts';
import { filledSections, NOW, signatureDataUrl } from './support/checkin-fixture.ts';
import { DIALECTS } from './support/databases.ts';
import { ADMIN_TOKEN, startTestApp, type TestApp } from './support/test-app.ts';

const PROJECTS_DIR = path.join(REPO_ROOT, 'projects');
const STAFF = { authorization: `Bearer ${ADMIN_TOKEN}` };
const ARRIVING = 'R-7001';
const LEAVING = 'R-7002';

describe('the pause between attempts', () => {
  it('starts at 15 s, doubles and stays at 30 min', () => {
    expect([1, 2, 3, 4].map(pauseAfter)).toEqual([15_000, 30_000, 60_000, 120_000]);
    expect(pauseAfter(20)).toBe(30 * 60_000);
  });
});

describe.each(DIALECTS)('write-backs waiting for apaleo, on %s', (dialect) => {
  let t: TestApp;
  let fake: FakeApaleo;
  let clock = NOW;
  let ip = 0;

  beforeAll(async () => {
    fake = await startFakeApaleo({ timeZone: 'Europe/Vienna' });
    fake.setNow(new Date(NOW).toISOString());
    fake.seed({
      number: ARRIVING,
      lastName: 'Muster',
      firstName: 'Max',
      arrival: '2026-11-22',
      departure: '2026-11-25',
      room: '12',
      adults: 2,
      children: 0,
    });
    fake.seed({
      number: LEAVING,
      lastName: 'Gast',
      firstName: 'Erika',
      arrival: '2026-11-20',
      departure: '2026-11-22',
      room: '14',
      adults: 1,
      children: 0,
      status: 'InHouse',
    });
    t = await startTestApp(dialect, { projectsDir: PROJECTS_DIR }, undefined, {
      now: () => clock,
    });
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/staff/alpenrose/pms',
      headers: STAFF,
      payload: fakeApaleoConnection(fake),
    });
    expect(res.statusCode, res.body).toBe(200);
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  const writeBacks = async () =>
    (await t.app.inject({ url: '/api/staff/alpenrose/pms/write-backs', headers: STAFF })).json<{
      writeBacks: { id: string; kind: string; status: string; lastError: string }[];
    }>().writeBacks;
  const succeeded = (endpoint: string) => fake.calls.filter((c) => c.endpoint === endpoint).length;

  it('a check-in apaleo does not take is done for the guest, waits, and is sent once apaleo is back', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/integrations/alpenrose/login',
      payload: { data: { reservation_id: ARRIVING, last_name: 'Muster' } },
      headers: { 'x-forwarded-for': `203.0.113.${++ip}` },
    });
    expect(login.statusCode, login.body).toBe(200);
    const c = login.cookies.find((k) => k.name === 'hospes_alpenrose')!;
    fake.failWrites(500, 1);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/integrations/alpenrose/checkin',
      headers: { cookie: `${c.name}=${c.value}`, 'x-forwarded-for': `203.0.113.${++ip}` },
      payload: {
        lang: 'de',
        checkinInput: {
          reservation_id: ARRIVING,
          room_stay_id: ARRIVING,
          sections: filledSections(await signatureDataUrl()),
          language: 'de',
          privacy_accepted: true,
          idempotency_key: 'outbox-key-0123456789',
        },
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    // apaleo has nothing yet; the guest's stay shows the check-in done.
    const before = await t.app.pms.getReservation('alpenrose', ARRIVING);
    expect(before?.roomStays[0]).toMatchObject({ status: 'In-house' });
    expect(before?.roomStays[0]?.checkinFinishedAt).toEqual(expect.any(String));
    const waiting = await writeBacks();
    expect(waiting).toEqual([
      expect.objectContaining({
        kind: 'checkin',
        status: 'pending',
        lastError: expect.stringContaining('500'),
      }),
    ]);
    expect(JSON.stringify(waiting)).not.toContain('C01X00T47');
    // Not due yet: the round sends nothing.
    expect(await t.app.pmsOutbox.runDue()).toBe(0);
    clock += pauseAfter(1) + 1_000;
    expect(await t.app.pmsOutbox.runDue()).toBe(1);
    expect(await writeBacks()).toEqual([]);
    expect(succeeded('PUT /booking/v1/reservation-actions/{id}/checkin')).toBe(1);
    const patch = fake.calls.findLast(
      (call) => call.endpoint === 'PATCH /booking/v1/reservations/{id}',
    );
    expect(JSON.stringify(patch?.body)).toContain('C01X00T47');
    expect((await t.app.pms.getReservation('alpenrose', ARRIVING))?.roomStays[0]?.status).toBe(
      'In-house',
    );
    // A second round finds nothing: sent once.
    clock += 60 * 60_000;
    expect(await t.app.pmsOutbox.runDue()).toBe(0);
    // Nothing of the guest stays in the row once sent.
    const rows = await t.app.database.db.selectFrom('pms_outbox').select('payload').execute();
    for (const row of rows) expect(t.app.dataCipher.decrypt(row.payload)).toBe('null');
  });

  it('apaleo asks to wait (429) for a charge: it waits with the next attempt later, then books once', async () => {
    fake.failWrites(429, 1, 120);
    const charge = {
      ref: 'outbox-taxi',
      descriptions: { en: 'Taxi' },
      quantity: 1,
      unitPriceMinor: 2_500,
      currency: 'EUR',
      vatRateBp: 0,
      serviceDate: null,
    };
    await expect(t.app.pms.postCharge('alpenrose', LEAVING, charge)).rejects.toBeInstanceOf(
      PmsWriteQueuedError,
    );
    const [waiting] = await writeBacks();
    expect(waiting).toMatchObject({ kind: 'charge', status: 'pending' });
    // The same charge again while it waits: still one row, booked once.
    await expect(t.app.pms.postCharge('alpenrose', LEAVING, charge)).resolves.toBeDefined();
    clock += pauseAfter(1) + 1_000;
    await t.app.pmsOutbox.runDue();
    const [invoice] = await t.app.pms.getInvoices('alpenrose', LEAVING);
    expect(invoice?.lines.map((l) => l.amountMinor)).toEqual([2_500]);
    expect(await writeBacks()).toEqual([]);
  });

  it('a write apaleo refuses fails with the reason; staff retry it', async () => {
    fake.failWrites(503, 1);
    await expect(t.app.pms.postCheckOut('alpenrose', LEAVING, LEAVING)).rejects.toBeInstanceOf(
      PmsWriteQueuedError,
    );
    // The hotel cancels the stay in apaleo meanwhile: the check-out cannot be sent.
    fake.cancel(LEAVING);
    clock += pauseAfter(1) + 1_000;
    await t.app.pmsOutbox.runDue();
    const [failed] = await writeBacks();
    expect(failed).toMatchObject({
      kind: 'checkout',
      status: 'failed',
      lastError: expect.stringMatching(/^NOT_FOUND/),
    });
    const retried = await t.app.inject({
      method: 'POST',
      url: `/api/staff/alpenrose/pms/write-backs/${failed!.id}/retry`,
      headers: STAFF,
    });
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json()).toMatchObject({ status: 'failed', attempts: 1 });
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/staff/alpenrose/pms/write-backs/no-such-row/retry',
      headers: STAFF,
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('a write without an answer within the guest’s deadline waits; finishing later, it is sent, not twice', async () => {
    const outbox = new PmsOutbox({
      repository: new PmsOutboxRepository(t.app.database.db, t.app.dataCipher),
      now: () => clock,
      log: { info: () => {}, warn: () => {}, error: () => {} },
      writeDeadlineMs: 50,
    });
    let finish: (value: string) => void = () => {};
    const slow = new Promise<string>((resolve) => {
      finish = resolve;
    });
    const item = {
      projectId: 'alpenrose',
      kind: 'charge' as const,
      dedupeKey: 'charge:R-7001:slow-answer',
      reservationId: ARRIVING,
      payload: { charge: null },
    };
    const queued = await outbox.writeThrough(item, () => slow).catch((err: unknown) => err);
    expect(queued).toBeInstanceOf(PmsWriteQueuedError);
    const { id } = (queued as PmsWriteQueuedError).item;
    expect((await outbox.listOpen('alpenrose')).map((i) => i.id)).toContain(id);
    finish('done');
    await vi.waitFor(async () =>
      expect((await outbox.listOpen('alpenrose')).map((i) => i.id)).not.toContain(id),
    );
    clock += pauseAfter(1) + 1_000;
    expect(await outbox.runDue({ id })).toBe(0);
  });

  it.runIf(dialect === 'postgres')(
    'two instances on one database send a write-back once',
    async () => {
      const second = await startTestApp(dialect, { projectsDir: PROJECTS_DIR }, t.database, {
        now: () => clock,
      });
      try {
        fake.failWrites(500, 1);
        const charge = {
          ref: 'outbox-two-instances',
          descriptions: { en: 'Minibar' },
          quantity: 2,
          unitPriceMinor: 450,
          currency: 'EUR',
          vatRateBp: 2000,
          serviceDate: null,
        };
        await expect(t.app.pms.postCharge('alpenrose', ARRIVING, charge)).rejects.toBeInstanceOf(
          PmsWriteQueuedError,
        );
        const posts = () => succeeded('POST /finance/v1/folio-actions/{folioId}/charges');
        const before = posts();
        clock += pauseAfter(1) + 1_000;
        const sent = await Promise.all([t.app.pmsOutbox.runDue(), second.app.pmsOutbox.runDue()]);
        expect(sent.reduce((a, b) => a + b, 0)).toBe(1);
        expect(posts() - before).toBe(1);
      } finally {
        await second.close({ keepDatabase: true });
      }
    },
  );
});
