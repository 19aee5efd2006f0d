import { describe, expect, it } from 'vitest';
import { reservationActions } from './reservation-actions.ts';
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
