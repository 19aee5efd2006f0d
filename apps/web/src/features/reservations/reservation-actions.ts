import type { ReservationView } from '@hospes/domain';

/** A link from a reservation to the next step (check-in, check-out, invoices). */
export interface ReservationAction {
  id: 'checkin' | 'checkout' | 'invoices';
  to: string;
}

/**
 * Which of the check-in/out pages are built (issue 6). A step whose page is
 * not there yet gets no link: no control leads to a placeholder.
 */
export const WIRED_STEPS: Readonly<Record<ReservationAction['id'], boolean>> = {
  checkin: false,
  checkout: false,
  invoices: false,
};

/**
 * The links of a reservation, by its status (spec §4, derived by the
 * server): check-in while it is ready (`/checkinguestform/:reservationId`),
 * check-out while it is ready (`/checkout/:reservationId`), and the invoices
 * when the project shows them (`/invoices/:reservationId`).
 */
export function reservationActions(
  reservation: ReservationView,
  wired: Readonly<Record<ReservationAction['id'], boolean>> = WIRED_STEPS,
): ReservationAction[] {
  const id = encodeURIComponent(reservation.reservation_id);
  const actions: ReservationAction[] = [];
  if (reservation.status === 'CHECKIN_READY')
    actions.push({ id: 'checkin', to: `/checkinguestform/${id}` });
  if (reservation.status === 'CHECKOUT_READY')
    actions.push({ id: 'checkout', to: `/checkout/${id}` });
  if (reservation.extras.invoice.active) actions.push({ id: 'invoices', to: `/invoices/${id}` });
  return actions.filter((action) => wired[action.id]);
}
