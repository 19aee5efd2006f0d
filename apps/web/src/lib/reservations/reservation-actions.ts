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

/** The one next thing a guest does for a reservation, led with on the welcome page. */
export interface NextStep {
  id: 'checkin' | 'pay' | 'checkout';
  to: string;
}

/** Whether open invoices block a step the window would allow now (spec §4 PAYMENT_REQUIRED). */
function blockedByPayment(reservation: ReservationView): boolean {
  const blocked = (state: { possible: boolean; reason?: string }) =>
    !state.possible && state.reason === 'PAYMENT_REQUIRED';
  return reservation.room_stays.some((stay) => blocked(stay.checkin) || blocked(stay.checkout));
}

/**
 * The next step of a reservation in its check-in, payment or check-out
 * window (spec §4): paying first when open invoices block the step its
 * window allows (PAYMENT_REQUIRED), else check-in while it is ready,
 * check-out while it is ready. None outside those windows.
 */
export function nextStepOf(reservation: ReservationView): NextStep | null {
  const id = encodeURIComponent(reservation.reservation_id);
  if (blockedByPayment(reservation)) return { id: 'pay', to: `/invoices/${id}` };
  if (reservation.status === 'CHECKIN_READY')
    return { id: 'checkin', to: `/checkinguestform/${id}` };
  if (reservation.status === 'CHECKOUT_READY') return { id: 'checkout', to: `/checkout/${id}` };
  return null;
}
