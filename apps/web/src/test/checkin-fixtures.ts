import type {
  CheckinFormResponse,
  CheckinFormSection,
  Invoice,
  ReservationView,
} from '@hospes/domain';

/** A two-page form like the demo hotels': stay and main guest, then companions and signature. */
export const TWO_PAGE_SECTIONS: CheckinFormSection[] = [
  {
    type: 'ARRIVAL_DEPARTURE',
    page_index: 0,
    fields: [
      { type: 'DATEOFARRIVAL', name: 'date_of_arrival', required: true },
      { type: 'DATEOFDEPARTURE', name: 'date_of_departure', required: true },
    ],
  },
  {
    type: 'MAIN_GUEST_PERSONAL_INFORMATION',
    page_index: 0,
    fields: [
      { type: 'FIRSTNAME', name: 'first_name', required: true },
      { type: 'LASTNAME', name: 'last_name', required: true },
      { type: 'DATEOFBIRTH', name: 'date_of_birth', required: true },
      { type: 'COUNTRY', name: 'nationality', required: true },
    ],
  },
  {
    type: 'MAIN_GUEST_CONTACT',
    page_index: 0,
    fields: [{ type: 'EMAIL', name: 'email' }],
  },
  {
    type: 'ACCOMPANYING_PERSONS_DATA',
    page_index: 1,
    repeatable: true,
    repeat_max: 20,
    fields: [
      { type: 'FIRSTNAME', name: 'first_name', required: true },
      { type: 'LASTNAME', name: 'last_name', required: true },
    ],
  },
  {
    type: 'SIGNATURE',
    page_index: 1,
    fields: [{ type: 'SIGNATURE', name: 'signature', required: true }],
  },
];

export function formResponse(patch: Partial<CheckinFormResponse> = {}): CheckinFormResponse {
  return {
    reservation_id: 'res-1001',
    room_stay_ids: ['stay-1'],
    formSections: TWO_PAGE_SECTIONS,
    guests_count: 2,
    accompanying_persons: 1,
    signature: true,
    state: {
      possible: true,
      window: { start: '2026-11-22T13:00:00.000Z', end: '2026-11-23T22:00:00.000Z' },
    },
    ...patch,
  };
}

export function reservationView(patch: Partial<ReservationView> = {}): ReservationView {
  return {
    reservation_id: 'res-1001',
    number: 'R-1001',
    status: 'CHECKIN_READY',
    status_label: 'Check-in ready',
    date_of_arrival: '2026-11-22T15:00',
    date_of_departure: '2026-11-25T10:00',
    nights: 3,
    adults: 2,
    children: 0,
    room_numbers: ['12'],
    window: { step: 'checkin', start: '2026-11-22T13:00:00.000Z', end: '2026-11-23T22:00:00.000Z' },
    room_stays: [
      {
        id: 'stay-1',
        status: 'Reserved',
        date_of_arrival: '2026-11-22T15:00',
        date_of_departure: '2026-11-25T10:00',
        room_number: '12',
        adults: 2,
        children: 0,
        nights: 3,
        checkin: {
          possible: true,
          window: { start: '2026-11-22T13:00:00.000Z', end: '2026-11-23T22:00:00.000Z' },
        },
        checkout: { possible: false, reason: 'CHECKIN_NOT_FINISHED' },
      },
    ],
    open_amount_minor: 0,
    currency: 'EUR',
    payment_required: false,
    extras: { guests_profile_ids: [], guests_count: 2, invoice: { active: true } },
    ...patch,
  };
}

/** An invoice of R-1002 with an open amount (minor units). */
export function openInvoice(patch: Partial<Invoice> = {}): Invoice {
  return {
    id: 'inv-1002',
    number: '2026-0042',
    description: 'Stay 19–22 Nov',
    date: '2026-11-22',
    currency: 'EUR',
    room_stay_id: 'stay-1',
    line_items: [
      {
        description: 'Room night',
        date: '2026-11-19',
        quantity: 3,
        unit_price: 12000,
        price: 36000,
        vat_rate: 10,
      },
      { description: 'City tax', quantity: 6, unit_price: 250, price: 1500, vat_rate: 0 },
    ],
    vat_lines: [
      { rate: 10, net: 32727, vat: 3273, gross: 36000 },
      { rate: 0, net: 1500, vat: 0, gross: 1500 },
    ],
    total: 37500,
    payments: [{ amount: 10000, paid_at: '2026-11-19', method: 'card' }],
    open_amount: 27500,
    ...patch,
  };
}
