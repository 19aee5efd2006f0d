import type { ReservationView } from '@hospes/domain';

/** A link from a reservation to the next step (check-in, check-out, invoices). */
export interface ReservationAction {
  id: 'checkin' | 'checkout' | 'invoices';
  to: string;
}

/**
 * The links of a reservation, by its status (spec §4, derived by the
 * server): check-in while it is ready (`/checkinguestform/:reservationId`),
 * check-out while it is ready (`/checkout/:reservationId`), and the invoices
 * when the project shows them (`/invoices/:reservationId`). The pages are
 * the check-in/out feature's.
 */
export function reservationActions(reservation: ReservationView): ReservationAction[] {
  const id = encodeURIComponent(reservation.reservation_id);
  const actions: ReservationAction[] = [];
  if (reservation.status === 'CHECKIN_READY')
    actions.push({ id: 'checkin', to: `/checkinguestform/${id}` });
  if (reservation.status === 'CHECKOUT_READY')
    actions.push({ id: 'checkout', to: `/checkout/${id}` });
  if (reservation.extras.invoice.active) actions.push({ id: 'invoices', to: `/invoices/${id}` });
  return actions;
}
