// The contract of a property system (`PmsAdapter`, src/pms/pms-adapter.ts),
// one suite for every implementation: the built-in PMS and each remote
// PMS through its faithful fake. A harness puts reservations into the PMS
// as its hotel would have entered them; everything else goes through the
// adapter, as the routes use it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PmsError, type PmsAdapter, type PmsCheckIn } from '../../src/pms/pms-adapter.ts';

/** A reservation as the hotel entered it in its PMS: one room stay, the booker as main guest. */
export interface ConformanceReservation {
  number: string;
  lastName: string;
  firstName: string;
  email?: string;
  /** `YYYY-MM-DD`. */
  arrival: string;
  departure: string;
  room?: string;
  adults: number;
  children: number;
}

/** What the PMS has and what it leaves to itself. */
export interface PmsCapabilities {
  /** The front desk enters reservations in Hospes (the built-in PMS only). */
  entersReservations: boolean;
  /**
   * The check-in's identity data at the end of their retention: all erased
   * (documents, addresses, birth dates), or the documents and addresses only
   * — the PMS keeps the profiles under its own retention (declared, so that
   * nobody reports an erasure that did not happen).
   */
  identityRetention: 'erased' | 'documents';
  /** Invoice lines in every language Hospes sent, or in the one the PMS keeps. */
  lineLanguages: 'every' | 'one';
}

export interface PmsHarness {
  pms: PmsAdapter;
  projectId: string;
  capabilities: PmsCapabilities;
  /** Puts the reservations into the PMS; answers the PMS's reservation id per number. */
  seed(reservations: readonly ConformanceReservation[]): Promise<Map<string, string>>;
  /** Moves the PMS's own clock to a day (a PMS that checks when check-in and check-out may happen). */
  setDay?(date: string): Promise<void> | void;
  close(): Promise<void>;
}

const LOGIN_FIELDS = ['reservation_id', 'last_name'] as const;

const CHECK_IN: PmsCheckIn = {
  guests: [
    {
      first_name: 'Jürgen',
      last_name: 'Müller-Lüdenscheidt',
      date_of_birth: '1980-04-02',
      gender: 'male',
      email: 'juergen@example.org',
      address: { country: 'DE', city: 'Köln', street: 'Domkloster 4', zipcode: '50667' },
      document: {
        doc_type: 'passport',
        doc_id: 'C01X00T47',
        doc_issue_authority: 'Stadt Köln',
        issue_date: '2020-01-15',
        birth_place: 'Köln',
      },
    },
    {
      first_name: 'Anna',
      last_name: 'Müller-Lüdenscheidt',
      date_of_birth: '2012-09-30',
      gender: 'female',
    },
  ],
};

/**
 * Runs the contract against one PMS. `open` makes a harness on an empty
 * PMS (one per suite: the tests use reservations of their own).
 */
export function describePmsConformance(name: string, open: () => Promise<PmsHarness>): void {
  describe(`PmsAdapter contract: ${name}`, () => {
    let h: PmsHarness;
    let ids: Map<string, string>;
    const id = (number: string) => {
      const found = ids.get(number);
      if (!found) throw new Error(`${number} was not seeded`);
      return found;
    };

    beforeAll(async () => {
      h = await open();
      ids = await h.seed([
        {
          number: 'C-2001',
          lastName: 'Müller-Lüdenscheidt',
          firstName: 'Jürgen',
          email: 'juergen@example.org',
          arrival: '2030-03-10',
          departure: '2030-03-13',
          room: '12',
          adults: 2,
          children: 0,
        },
        {
          number: 'C-2002',
          lastName: 'Nowak',
          firstName: 'Ewa',
          arrival: '2030-03-12',
          departure: '2030-03-14',
          adults: 1,
          children: 1,
        },
        {
          number: 'C-2003',
          lastName: 'Rossi',
          firstName: 'Marco',
          arrival: '2030-04-01',
          departure: '2030-04-03',
          room: '7',
          adults: 2,
          children: 0,
        },
      ]);
    });
    afterAll(async () => {
      await h?.close();
    });

    it('finds the reservation of a login by its number and last name, ignoring case, accents and spaces', async () => {
      const match = await h.pms.findReservation(
        h.projectId,
        { reservation_id: ' c-2001 ', last_name: 'MULLER-LUDENSCHEIDT' },
        LOGIN_FIELDS,
      );
      expect(match?.reservationId).toBe(id('C-2001'));
      const booker = (await h.pms.getReservation(h.projectId, id('C-2001')))?.guests[0];
      expect(match?.guestId).toBe(booker?.id);
      expect(
        await h.pms.findReservation(
          h.projectId,
          { reservation_id: 'C-2001', last_name: 'Nowak' },
          LOGIN_FIELDS,
        ),
      ).toBeNull();
      expect(
        await h.pms.findReservation(
          h.projectId,
          { reservation_id: 'C-9999', last_name: 'Nowak' },
          LOGIN_FIELDS,
        ),
      ).toBeNull();
    });

    it('reads a reservation back: its stay (Reserved, dates, room, persons) and the booker as main guest', async () => {
      const r = await h.pms.getReservation(h.projectId, id('C-2001'));
      expect(r).toMatchObject({ id: id('C-2001'), number: 'C-2001', currency: 'EUR' });
      expect(r?.roomStays).toHaveLength(1);
      expect(r?.roomStays[0]).toMatchObject({
        status: 'Reserved',
        roomNumber: '12',
        adults: 2,
        children: 0,
        checkinFinishedAt: null,
        checkoutFinishedAt: null,
      });
      expect(r?.roomStays[0]?.arrival.slice(0, 10)).toBe('2030-03-10');
      expect(r?.roomStays[0]?.departure.slice(0, 10)).toBe('2030-03-13');
      expect(r?.roomStays[0]?.arrival).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d$/);
      expect(r?.guests[0]).toMatchObject({
        isMain: true,
        firstName: 'Jürgen',
        lastName: 'Müller-Lüdenscheidt',
        email: 'juergen@example.org',
      });
      const guest = await h.pms.getGuest(h.projectId, r?.guests[0]?.id ?? '');
      expect(guest).toMatchObject({ reservationId: id('C-2001'), lastName: 'Müller-Lüdenscheidt' });
      expect(await h.pms.getReservation(h.projectId, 'no-such-reservation')).toBeNull();
    });

    it("lists the front desk's day: arrivals, stays over and departures on that date, not others", async () => {
      expect(await h.pms.listReservationIdsOn(h.projectId, '2030-03-10')).toEqual([id('C-2001')]);
      expect(new Set(await h.pms.listReservationIdsOn(h.projectId, '2030-03-13'))).toEqual(
        new Set([id('C-2001'), id('C-2002')]),
      );
      expect(await h.pms.listReservationIdsOn(h.projectId, '2030-03-20')).toEqual([]);
      expect(await h.pms.countArrivals(h.projectId, '2030-03-10', '2030-03-12')).toEqual({
        arrivals: 2,
        onlineCheckins: 0,
      });
    });

    it('searches reservations by a guest’s name and by dates', async () => {
      expect(await h.pms.searchReservationIds(h.projectId, { text: 'rossi' }, 10)).toEqual([
        id('C-2003'),
      ]);
      // Stays overlapping the range, nothing else (C-2003 arrives in April).
      expect(
        new Set(
          await h.pms.searchReservationIds(
            h.projectId,
            { from: '2030-03-13', to: '2030-03-31' },
            10,
          ),
        ),
      ).toEqual(new Set([id('C-2001'), id('C-2002')]));
    });

    it('books a charge once per reference, and the invoice sums lines, VAT and what is open', async () => {
      const reservationId = id('C-2001');
      const charge = {
        ref: 'conformance-room-C-2001',
        descriptions: { de: 'Übernachtung', en: 'Room night' },
        quantity: 3,
        unitPriceMinor: 12_000,
        currency: 'EUR',
        vatRateBp: 1000,
        serviceDate: '2030-03-10',
      };
      const first = await h.pms.postCharge(h.projectId, reservationId, charge);
      const again = await h.pms.postCharge(h.projectId, reservationId, charge);
      expect(again.invoiceId).toBe(first.invoiceId);
      await h.pms.postCharge(h.projectId, reservationId, {
        ...charge,
        ref: 'conformance-taxi-C-2001',
        descriptions: { de: 'Taxi', en: 'Taxi' },
        quantity: 1,
        unitPriceMinor: 2_500,
        vatRateBp: 0,
      });
      const invoices = await h.pms.getInvoices(h.projectId, reservationId, 'en');
      const invoice = invoices.find((i) => i.id === first.invoiceId);
      expect(invoice?.lines.map((l) => [l.quantity, l.amountMinor])).toEqual([
        [3, 36_000],
        [1, 2_500],
      ]);
      const [room, taxi] = invoice?.lines ?? [];
      if (h.capabilities.lineLanguages === 'every') {
        expect([room?.description, taxi?.description]).toEqual(['Room night', 'Taxi']);
      } else {
        expect(['Übernachtung', 'Room night']).toContain(room?.description);
      }
      expect(invoice).toMatchObject({ totalMinor: 38_500, paidMinor: 0, openMinor: 38_500 });
      expect(invoice?.vat).toEqual(
        expect.arrayContaining([
          { vatRateBp: 1000, grossMinor: 36_000, vatMinor: 3_273, netMinor: 32_727 },
        ]),
      );
      await expect(
        h.pms.postCharge(h.projectId, reservationId, { ...charge, ref: 'x', currency: 'CHF' }),
      ).rejects.toMatchObject({ code: 'INVALID' });
      await expect(
        h.pms.postCharge(h.projectId, 'no-such-reservation', { ...charge, ref: 'y' }),
      ).rejects.toBeInstanceOf(PmsError);
    });

    it('books a payment once per provider reference and refuses more than is open', async () => {
      const reservationId = id('C-2001');
      const [invoice] = await h.pms.getInvoices(h.projectId, reservationId);
      if (!invoice) throw new Error('no invoice: the charge test runs first');
      const payment = { amountMinor: 10_000, currency: 'EUR', providerRef: 'psp-conformance-1' };
      const first = await h.pms.postPayment(h.projectId, invoice.id, payment);
      const again = await h.pms.postPayment(h.projectId, invoice.id, payment);
      expect(again.id).toBe(first.id);
      const [after] = await h.pms.getInvoices(h.projectId, reservationId);
      expect(after).toMatchObject({ paidMinor: 10_000, openMinor: invoice.openMinor - 10_000 });
      expect(after?.payments.map((p) => p.providerRef)).toEqual(['psp-conformance-1']);
      await expect(
        h.pms.postPayment(h.projectId, invoice.id, {
          amountMinor: invoice.openMinor,
          currency: 'EUR',
          providerRef: 'psp-conformance-2',
        }),
      ).rejects.toMatchObject({ code: 'INVALID' });
    });

    it("checks a stay in with its guests' data, then out; a second check-in is a conflict", async () => {
      const reservationId = id('C-2001');
      const before = await h.pms.getReservation(h.projectId, reservationId);
      const stay = before?.roomStays[0];
      const booker = before?.guests[0];
      if (!stay || !booker) throw new Error('seeded reservation incomplete');
      const guests = CHECK_IN.guests.map((g, i) => (i === 0 ? { ...g, profile_id: booker.id } : g));
      await h.setDay?.('2030-03-10');
      const checkedIn = await h.pms.postCheckIn(h.projectId, reservationId, stay.id, { guests });
      expect(checkedIn.roomStays[0]?.status).toBe('In-house');
      expect(checkedIn.roomStays[0]?.checkinFinishedAt).toEqual(expect.any(String));
      expect(checkedIn.guests.map((g) => [g.firstName, g.isMain])).toEqual([
        ['Jürgen', true],
        ['Anna', false],
      ]);
      const main = await h.pms.getGuest(h.projectId, booker.id);
      expect(main).toMatchObject({
        dateOfBirth: '1980-04-02',
        address: { country: 'DE', city: 'Köln', zipcode: '50667' },
        document: { doc_id: 'C01X00T47' },
      });
      await expect(
        h.pms.postCheckIn(h.projectId, reservationId, stay.id, { guests }),
      ).rejects.toMatchObject({ code: 'CONFLICT' });
      expect(await h.pms.countArrivals(h.projectId, '2030-03-10', '2030-03-10')).toEqual({
        arrivals: 1,
        onlineCheckins: 1,
      });
      // Check-out on the last day, the invoice paid (what the app's check-out asks first).
      const [invoice] = await h.pms.getInvoices(h.projectId, reservationId);
      if (invoice && invoice.openMinor > 0) {
        await h.pms.postPayment(h.projectId, invoice.id, {
          amountMinor: invoice.openMinor,
          currency: invoice.currency,
          providerRef: 'psp-conformance-rest',
        });
      }
      await h.setDay?.('2030-03-13');
      const out = await h.pms.postCheckOut(h.projectId, reservationId, stay.id);
      expect(out.roomStays[0]?.status).toBe('Checked out');
      expect(out.roomStays[0]?.checkoutFinishedAt).toEqual(expect.any(String));
    });

    it('erases the identity data at the end of their retention, as far as the PMS lets it', async () => {
      const reservationId = id('C-2001');
      const reservation = await h.pms.getReservation(h.projectId, reservationId);
      const stayIds = reservation?.roomStays.map((s) => s.id) ?? [];
      await h.pms.eraseIdentityData(h.projectId, reservationId, stayIds);
      const main = await h.pms.getGuest(h.projectId, reservation?.guests[0]?.id ?? '');
      expect(main).toMatchObject({ document: null, address: null });
      if (h.capabilities.identityRetention === 'erased') expect(main?.dateOfBirth).toBeNull();
      // The booker's name and the invoices stay: a hotel keeps those by law.
      expect(main?.lastName).toBe('Müller-Lüdenscheidt');
      expect(await h.pms.getInvoices(h.projectId, reservationId)).not.toEqual([]);
    });

    it('declares whether the front desk enters reservations in Hospes', () => {
      expect(typeof h.pms.saveReservations === 'function').toBe(h.capabilities.entersReservations);
    });
  });
}
