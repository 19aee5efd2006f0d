import { describe, expect, it } from 'vitest';
import { nextStepOf, reservationActions } from './reservation-actions.ts';
import { reservationFixture } from '../../test/reservation-fixture.ts';

describe('the next steps of a reservation (spec §4 statuses)', () => {
  it('check-in ready: check-in and the invoices', () => {
    expect(reservationActions(reservationFixture())).toEqual([
      { id: 'checkin', to: '/checkinguestform/R-1001' },
      { id: 'invoices', to: '/invoices/R-1001' },
    ]);
  });

  it('check-out ready: check-out; no invoices when the project shows none', () => {
    const reservation = reservationFixture({
      status: 'CHECKOUT_READY',
      extras: { guests_profile_ids: [], guests_count: 1, invoice: { active: false } },
    });
    expect(reservationActions(reservation)).toEqual([{ id: 'checkout', to: '/checkout/R-1001' }]);
  });

  it('confirmed, checked in or out: no check-in or check-out link', () => {
    for (const status of ['RESERVATION_CONFIRMED', 'CHECKED_IN', 'CHECKED_OUT'] as const) {
      expect(reservationActions(reservationFixture({ status })).map((a) => a.id)).toEqual([
        'invoices',
      ]);
    }
  });

  it('the reservation id is encoded in the path', () => {
    expect(reservationActions(reservationFixture({ reservation_id: 'A/1' }))[0]?.to).toBe(
      '/checkinguestform/A%2F1',
    );
  });
});

describe('the one next step the welcome page leads with (spec §4 windows)', () => {
  it('check-in ready: "Check in now" to the check-in page', () => {
    expect(nextStepOf(reservationFixture())).toEqual({
      id: 'checkin',
      to: '/checkinguestform/R-1001',
    });
  });

  it('check-out ready: check out', () => {
    expect(nextStepOf(reservationFixture({ status: 'CHECKOUT_READY' }))).toEqual({
      id: 'checkout',
      to: '/checkout/R-1001',
    });
  });

  it('open invoices that block the step its window allows (PAYMENT_REQUIRED): pay first', () => {
    const blocked = reservationFixture({
      status: 'CHECKED_IN',
      payment_required: true,
      room_stays: [
        {
          id: 'R-1001-1',
          status: 'In-house',
          date_of_arrival: '2026-03-10T15:00',
          date_of_departure: '2026-03-13T10:00',
          room_number: '204',
          adults: 2,
          children: 0,
          nights: 3,
          checkin: { possible: false, reason: 'CHECKIN_FINISHED' },
          checkout: { possible: false, reason: 'PAYMENT_REQUIRED' },
        },
      ],
    });
    expect(nextStepOf(blocked)).toEqual({ id: 'pay', to: '/invoices/R-1001' });
  });

  it('outside the windows: none', () => {
    for (const status of ['RESERVATION_CONFIRMED', 'CHECKED_IN', 'CHECKED_OUT'] as const) {
      expect(nextStepOf(reservationFixture({ status }))).toBeNull();
    }
  });
});
