import type { ReservationView } from '@hospes/domain';

/** R-1001 as the server sends it (docs/api.md getreservations): arrives today, check-in ready. */
export function reservationFixture(patch: Partial<ReservationView> = {}): ReservationView {
  return {
    reservation_id: 'R-1001',
    number: 'R-1001',
    status: 'CHECKIN_READY',
    status_label: 'Check-in ready',
    date_of_arrival: '2026-03-10T15:00',
    date_of_departure: '2026-03-13T10:00',
    nights: 3,
    adults: 2,
    children: 0,
    room_numbers: ['204'],
    window: { step: 'checkin', start: '2026-03-09T13:00:00.000Z', end: '2026-03-11T22:00:00.000Z' },
    room_stays: [],
    open_amount_minor: 0,
    currency: 'EUR',
    payment_required: false,
    extras: { guests_profile_ids: ['G1', 'G2'], guests_count: 2, invoice: { active: true } },
    ...patch,
  };
}
