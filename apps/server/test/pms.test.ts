// Built-in PMS: the demo reservations of ARCHITECTURE.md seeded
// relative to today at every start (their situations hold at noon and
// around midnight), re-seeding without duplicates, invoices in minor units,
// payments, check-in and check-out.
import path from 'node:path';
import { zonedDate, type ReservationView } from '@hospes/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/config.ts';
import { seedDemoReservations } from '../src/pms/demo-seed.repository.ts';
import { PmsError } from '../src/pms/pms-adapter.ts';
import { reservationView } from '../src/pms/reservation-view.ts';
import { DIALECTS } from './support/databases.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

const PROJECTS_DIR = path.join(REPO_ROOT, 'projects');
const TZ = 'Europe/Vienna';
const IDS = ['R-1001', 'R-1002', 'R-1003'] as const;

/** Instants in Vienna (CET, UTC+1, in March before the DST switch). */
const NOON = Date.parse('2026-03-10T11:00:00Z'); // 12:00 local
const BEFORE_MIDNIGHT = Date.parse('2026-03-10T22:59:30Z'); // 23:59:30 local
const AFTER_MIDNIGHT = Date.parse('2026-03-10T23:00:30Z'); // 00:00:30 local, next day
const EARLY_MORNING = Date.parse('2026-03-10T05:30:00Z'); // 06:30 local

describe.each(DIALECTS)('built-in PMS on %s', (dialect) => {
  let t: TestApp;
  const clock = NOON;

  async function views(project: string, now: number): Promise<Record<string, ReservationView>> {
    const settings = await t.app.pmsSettings.read(project);
    if (!settings) throw new Error(`no settings for ${project}`);
    const out: Record<string, ReservationView> = {};
    for (const id of IDS) {
      const reservation = await t.app.pms.getReservation(project, id);
      if (!reservation) throw new Error(`${id} missing`);
      out[id] = reservationView(
        reservation,
        await t.app.pms.getInvoices(project, id),
        settings,
        now,
      );
    }
    return out;
  }

  async function expectSituations(project: string, now: number) {
    const v = await views(project, now);
    expect(v['R-1001']?.status, 'R-1001 check-in ready').toBe('CHECKIN_READY');
    expect(v['R-1002']?.status, 'R-1002 in house').toBe('CHECKED_IN');
    expect(v['R-1002']?.room_stays[0]?.checkout).toEqual({
      possible: false,
      reason: 'PAYMENT_REQUIRED',
    });
    expect(v['R-1003']?.status, 'R-1003 checked out').toBe('CHECKED_OUT');
    return v;
  }

  beforeAll(async () => {
    t = await startTestApp(dialect, { projectsDir: PROJECTS_DIR }, undefined, {
      now: () => clock,
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('seeds R-1001, R-1002 and R-1003 into alpenrose, bergblick and talhof at start, not seenland', async () => {
    for (const project of ['alpenrose', 'bergblick', 'talhof']) {
      for (const id of IDS) expect(await t.app.pms.getReservation(project, id)).not.toBeNull();
    }
    expect(await t.app.pms.getReservation('seenland', 'R-1001')).toBeNull();
  });

  it('R-1001 Muster/Max arrives today for 3 nights with 2 adults; check-in ready (ARCHITECTURE.md)', async () => {
    const v = await expectSituations('alpenrose', NOON);
    const r = v['R-1001'];
    expect(r?.date_of_arrival.slice(0, 10)).toBe(zonedDate(NOON, TZ));
    expect(r).toMatchObject({ nights: 3, adults: 2, children: 0, payment_required: false });
    expect(r?.window?.step).toBe('checkin');
    const guest = (await t.app.pms.getReservation('alpenrose', 'R-1001'))?.guests[0];
    expect(guest).toMatchObject({ firstName: 'Max', lastName: 'Muster', isMain: true });
  });

  it('R-1002 Gast/Erika is in house, departs today, with an open invoice; check-out ready once paid', async () => {
    const v = await views('alpenrose', NOON);
    const r = v['R-1002'];
    expect(r?.date_of_departure.slice(0, 10)).toBe(zonedDate(NOON, TZ));
    expect(r?.room_stays[0]?.status).toBe('In-house');
    expect(r).toMatchObject({ payment_required: true, open_amount_minor: 56_450, currency: 'EUR' });
  });

  it('R-1003 Beispiel/Jonas stayed last month and is checked out with a paid invoice', async () => {
    const v = await views('alpenrose', NOON);
    expect(v['R-1003']?.date_of_arrival.slice(0, 7)).toBe('2026-02');
    expect(v['R-1003']).toMatchObject({ status: 'CHECKED_OUT', open_amount_minor: 0, nights: 4 });
  });

  it.each([
    ['at noon', NOON, NOON],
    ['early in the morning', EARLY_MORNING, EARLY_MORNING],
    ['seeded a minute before midnight, read then', BEFORE_MIDNIGHT, BEFORE_MIDNIGHT],
    ['seeded a minute before midnight, read after midnight', BEFORE_MIDNIGHT, AFTER_MIDNIGHT],
    ['seeded just after midnight', AFTER_MIDNIGHT, AFTER_MIDNIGHT],
  ])('the situations hold %s', async (_name, seededAt, readAt) => {
    await seedDemoReservations(t.app.database.db, 'bergblick', TZ, seededAt, t.app.dataCipher);
    await expectSituations('bergblick', readAt);
  });

  it('each invoice has line items with VAT rates in minor units and adds up', async () => {
    const [invoice] = await t.app.pms.getInvoices('alpenrose', 'R-1002', 'en');
    expect(
      invoice?.lines.map((l) => [l.description, l.quantity, l.amountMinor, l.vatRateBp]),
    ).toEqual([
      ['Single room with breakfast (per night)', 4, 58_000, 1000],
      ['City tax (per person and night)', 4, 1_000, 0],
      ['Dinner in the restaurant', 2, 7_800, 1000],
      ['Drinks at the bar', 1, 2_450, 2000],
      ['Massage (50 minutes)', 1, 7_200, 2000],
    ]);
    expect(invoice).toMatchObject({ totalMinor: 76_450, paidMinor: 20_000, openMinor: 56_450 });
    // VAT contained in gross amounts: 10 % of 65 800 → 5 982; 20 % of 9 650 → 1 608.
    expect(invoice?.vat).toEqual([
      { vatRateBp: 0, netMinor: 1_000, vatMinor: 0, grossMinor: 1_000 },
      { vatRateBp: 1000, netMinor: 59_818, vatMinor: 5_982, grossMinor: 65_800 },
      { vatRateBp: 2000, netMinor: 8_042, vatMinor: 1_608, grossMinor: 9_650 },
    ]);
    for (const id of IDS) expect(await t.app.pms.getInvoices('alpenrose', id)).not.toHaveLength(0);
  });

  it('a payment of the open amount makes R-1002 check-out ready; a repeated reference books once', async () => {
    const pay = { amountMinor: 56_450, currency: 'EUR', providerRef: 'test-pay-1' };
    const first = await t.app.pms.postPayment('talhof', 'R-1002-INV1', pay);
    const again = await t.app.pms.postPayment('talhof', 'R-1002-INV1', pay);
    expect(again.id).toBe(first.id);
    const [invoice] = await t.app.pms.getInvoices('talhof', 'R-1002');
    expect(invoice?.openMinor).toBe(0);
    expect((await views('talhof', NOON))['R-1002']?.status).toBe('CHECKOUT_READY');
  });

  it('refuses a payment above the open amount, in another currency or of nothing', async () => {
    const bad = [
      { amountMinor: 56_451, currency: 'EUR', providerRef: 'too-much' },
      { amountMinor: 100, currency: 'CHF', providerRef: 'chf' },
      { amountMinor: 0, currency: 'EUR', providerRef: 'zero' },
    ];
    for (const p of bad) {
      await expect(t.app.pms.postPayment('alpenrose', 'R-1002-INV1', p)).rejects.toBeInstanceOf(
        PmsError,
      );
    }
    await expect(
      t.app.pms.postPayment('alpenrose', 'NO-SUCH', { ...bad[0]!, amountMinor: 1 }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('check-in stores the guests and makes the stay In-house; check-out makes it Checked out', async () => {
    const after = await t.app.pms.postCheckIn('talhof', 'R-1001', 'R-1001-1', {
      guests: [
        {
          profile_id: 'R-1001-G1',
          first_name: 'Max',
          last_name: 'Muster',
          gender: 'male',
          address: { country: 'DE', city: 'Berlin' },
          document: { doc_type: 'PASSPORT', doc_id: 'C01X00T47' },
        },
        { first_name: 'Lena', last_name: 'Muster', date_of_birth: '2015-01-01' },
      ],
    });
    expect(after.roomStays[0]).toMatchObject({ status: 'In-house' });
    expect(after.roomStays[0]?.checkinFinishedAt).toBe(new Date(clock).toISOString());
    expect(after.guests.map((g) => g.firstName)).toEqual(['Max', 'Anna', 'Lena']);
    expect(after.guests[0]?.address?.city).toBe('Berlin');
    expect((await views('talhof', NOON))['R-1001']?.status).toBe('CHECKED_IN');
    await expect(
      t.app.pms.postCheckIn('talhof', 'R-1001', 'R-1001-1', { guests: [] }),
    ).rejects.toMatchObject({ code: 'CONFLICT' });

    const out = await t.app.pms.postCheckOut('talhof', 'R-1001', 'R-1001-1');
    expect(out.roomStays[0]?.status).toBe('Checked out');
    await expect(t.app.pms.postCheckOut('talhof', 'R-1001', 'R-1001-1')).rejects.toMatchObject({
      code: 'CONFLICT',
    });
    await expect(t.app.pms.postCheckOut('talhof', 'R-1001', 'R-9')).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });

  it('a restart re-seeds: the demo reservations are back in their situations, nothing duplicated', async () => {
    // talhof was changed above: R-1002 paid, R-1001 checked in and out with a third guest.
    t = await t.restart();
    const v = await expectSituations('talhof', NOON);
    expect(v['R-1002']?.open_amount_minor).toBe(56_450);
    const r1 = await t.app.pms.getReservation('talhof', 'R-1001');
    expect(r1?.guests.map((g) => g.firstName)).toEqual(['Max', 'Anna']);
    expect(r1?.guests[0]?.document).toBeNull();
    const db = t.app.database.db;
    const count = async (table: 'pms_reservations' | 'pms_invoices' | 'pms_payments') =>
      Number(
        (
          await db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as('n'))
            .where('project_id', '=', 'talhof')
            .executeTakeFirstOrThrow()
        ).n,
      );
    expect(await count('pms_reservations')).toBe(3);
    expect(await count('pms_invoices')).toBe(3);
    expect(await count('pms_payments')).toBe(3);
  });
});
