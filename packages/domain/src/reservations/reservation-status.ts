import { checkinWindow, checkoutWindow } from './checkin-window.ts';
import {
  PROGRESS_FINISHED,
  resolveWindowSettings,
  type CheckinCheckoutSettings,
  type CheckinProgress,
  type CheckinReservation,
  type CheckinStep,
  type CheckinWindow,
  type ReservationStatus,
  type RoomStay,
  type StayCheckinState,
  type StayCheckoutState,
  type StayProgress,
} from './checkin-types.ts';

/** Open amounts under half a cent count as paid (floating-point sums). */
const PAID_TOLERANCE = 0.005;

/**
 * spec §4 "blocked until invoices are paid": payment is required when the
 * project's invoices are active (`invoice.active`, spec §3 extras) and any
 * invoice still has an open amount.
 */
export function paymentRequired(
  invoiceActive: boolean | undefined,
  openAmounts: readonly number[],
): boolean {
  return invoiceActive === true && openAmounts.some((a) => a > PAID_TOLERANCE);
}

/**
 * Which stays are blocked by unpaid invoices: `true` for every stay of the
 * reservation, or the ids of the blocked stays (payments are per room stay,
 * spec §3 "Payment input").
 */
export type PaymentBlock = boolean | readonly string[];

function isBlocked(block: PaymentBlock | undefined, stayId: string): boolean {
  return block === true || (Array.isArray(block) && block.includes(stayId));
}

/** The progress of one stay (spec §4: reservation → stay → checkin|checkout). */
export function stayProgressOf(
  progress: CheckinProgress | undefined,
  reservationId: string,
  stayId: string,
): StayProgress | undefined {
  return progress?.[reservationId]?.[stayId];
}

/**
 * spec §4: marks check-in or check-out of a stay finished; returns a new
 * progress object and leaves the given one unchanged.
 */
export function markProgress(
  progress: CheckinProgress | undefined,
  reservationId: string,
  stayId: string,
  step: CheckinStep,
): CheckinProgress {
  const reservation = progress?.[reservationId] ?? {};
  return {
    ...progress,
    [reservationId]: {
      ...reservation,
      [stayId]: { ...reservation[stayId], [step]: PROGRESS_FINISHED },
    },
  };
}

type WindowCheck<P extends string> =
  { possible: true; window: CheckinWindow } | { possible: false; reason: P };

function inWindow<P extends string>(
  window: CheckinWindow | null,
  now: number,
  notYet: P,
  noLonger: P,
  unavailable: P,
): WindowCheck<P> {
  if (window === null) return { possible: false, reason: unavailable };
  if (now < window.start) return { possible: false, reason: notYet };
  if (now >= window.end) return { possible: false, reason: noLonger };
  return { possible: true, window };
}

/**
 * spec §4: whether online check-in of one room stay is possible at `now`.
 * Reasons, first match wins: CHECKIN_FINISHED (progress says finished);
 * PMS_STATUS_NOT_RESERVED (PMS status is not Reserved); CHECKIN_UNAVAILABLE
 * (settings `active: false`, or an unreadable arrival date);
 * CHECKIN_NOT_YET_POSSIBLE / CHECKIN_NO_LONGER_POSSIBLE (outside the window of
 * {@link checkinWindow}); PAYMENT_REQUIRED (open invoices, only reported
 * within the window). Otherwise possible, with its window.
 */
export function stayCheckinState(
  stay: RoomStay,
  progress: StayProgress | undefined,
  settings: CheckinCheckoutSettings | undefined,
  now: number | Date,
  timeZone: string,
  paymentBlocked = false,
): StayCheckinState {
  if (progress?.checkin === PROGRESS_FINISHED)
    return { possible: false, reason: 'CHECKIN_FINISHED' };
  if (stay.status !== 'Reserved') return { possible: false, reason: 'PMS_STATUS_NOT_RESERVED' };
  if (!resolveWindowSettings(settings, 'checkin').active)
    return { possible: false, reason: 'CHECKIN_UNAVAILABLE' };
  const check = inWindow(
    checkinWindow(stay, settings, timeZone),
    +now,
    'CHECKIN_NOT_YET_POSSIBLE',
    'CHECKIN_NO_LONGER_POSSIBLE',
    'CHECKIN_UNAVAILABLE',
  );
  if (check.possible && paymentBlocked) return { possible: false, reason: 'PAYMENT_REQUIRED' };
  return check;
}

/**
 * spec §4: whether online check-out of one room stay is possible at `now`.
 * Reasons, first match wins: CHECKOUT_FINISHED; CHECKIN_NOT_FINISHED (the
 * stay is neither In-house nor is its check-in finished);
 * PMS_STATUS_NOT_INHOUSE (check-in finished in the app but the PMS status is
 * not In-house); CHECKOUT_UNAVAILABLE (`active: false` or an unreadable
 * departure date); CHECKOUT_NOT_YET_POSSIBLE / CHECKOUT_NO_LONGER_POSSIBLE
 * (outside {@link checkoutWindow}); PAYMENT_REQUIRED (open invoices).
 */
export function stayCheckoutState(
  stay: RoomStay,
  progress: StayProgress | undefined,
  settings: CheckinCheckoutSettings | undefined,
  now: number | Date,
  timeZone: string,
  paymentBlocked = false,
): StayCheckoutState {
  if (progress?.checkout === PROGRESS_FINISHED)
    return { possible: false, reason: 'CHECKOUT_FINISHED' };
  const inHouse = stay.status === 'In-house';
  if (!inHouse && progress?.checkin !== PROGRESS_FINISHED)
    return { possible: false, reason: 'CHECKIN_NOT_FINISHED' };
  if (!inHouse) return { possible: false, reason: 'PMS_STATUS_NOT_INHOUSE' };
  if (!resolveWindowSettings(settings, 'checkout').active)
    return { possible: false, reason: 'CHECKOUT_UNAVAILABLE' };
  const check = inWindow(
    checkoutWindow(stay, settings, timeZone),
    +now,
    'CHECKOUT_NOT_YET_POSSIBLE',
    'CHECKOUT_NO_LONGER_POSSIBLE',
    'CHECKOUT_UNAVAILABLE',
  );
  if (check.possible && paymentBlocked) return { possible: false, reason: 'PAYMENT_REQUIRED' };
  return check;
}

/** The check-in and check-out state of every room stay of a reservation. */
function stayStates(
  reservation: CheckinReservation,
  progress: CheckinProgress | undefined,
  settings: CheckinCheckoutSettings | undefined,
  now: number | Date,
  timeZone: string,
  paymentBlock: PaymentBlock | undefined,
) {
  return reservation.room_stays.map((stay) => {
    const p = stayProgressOf(progress, reservation.reservation_id, stay.id);
    const blocked = isBlocked(paymentBlock, stay.id);
    return {
      stay,
      progress: p,
      checkin: stayCheckinState(stay, p, settings, now, timeZone, blocked),
      checkout: stayCheckoutState(stay, p, settings, now, timeZone, blocked),
    };
  });
}

/**
 * spec §4 overall reservation status, checked in exactly this order:
 * 1. CHECKIN_READY if check-in is possible for any stay;
 * 2. CHECKOUT_READY if check-out is possible for any stay;
 * 3. CHECKED_OUT if all check-outs are finished or all stays are Checked out;
 * 4. CHECKED_IN if all check-ins are finished or all stays are In-house;
 * 5. RESERVATION_CONFIRMED otherwise.
 * Mixed stays (spec silent): "all" is judged per stay, so a reservation whose
 * one room was checked out in the app and the other in the PMS is checked
 * out; for 4. a stay that is checked out (in the app or the PMS) also counts
 * as checked in. A reservation without room stays is RESERVATION_CONFIRMED.
 */
export function overallReservationStatus(
  reservation: CheckinReservation,
  progress: CheckinProgress | undefined,
  settings: CheckinCheckoutSettings | undefined,
  now: number | Date,
  timeZone: string,
  paymentBlock?: PaymentBlock,
): ReservationStatus {
  const states = stayStates(reservation, progress, settings, now, timeZone, paymentBlock);
  if (states.length === 0) return 'RESERVATION_CONFIRMED';
  if (states.some((s) => s.checkin.possible)) return 'CHECKIN_READY';
  if (states.some((s) => s.checkout.possible)) return 'CHECKOUT_READY';
  const checkedOut = (s: (typeof states)[number]) =>
    s.progress?.checkout === PROGRESS_FINISHED || s.stay.status === 'Checked out';
  if (states.every(checkedOut)) return 'CHECKED_OUT';
  const checkedIn = (s: (typeof states)[number]) =>
    s.progress?.checkin === PROGRESS_FINISHED || s.stay.status === 'In-house' || checkedOut(s);
  if (states.every(checkedIn)) return 'CHECKED_IN';
  return 'RESERVATION_CONFIRMED';
}

/** The overall window of a reservation: which step, and when. */
export interface OverallWindow extends CheckinWindow {
  step: CheckinStep;
}

/**
 * spec §4: the overall possible window is the one with the earliest start
 * among the possible stays — of check-in when check-in is possible for any
 * stay (CHECKIN_READY), else of check-out (CHECKOUT_READY); null otherwise.
 */
export function overallWindow(
  reservation: CheckinReservation,
  progress: CheckinProgress | undefined,
  settings: CheckinCheckoutSettings | undefined,
  now: number | Date,
  timeZone: string,
  paymentBlock?: PaymentBlock,
): OverallWindow | null {
  const states = stayStates(reservation, progress, settings, now, timeZone, paymentBlock);
  for (const step of ['checkin', 'checkout'] as const) {
    let best: CheckinWindow | null = null;
    for (const s of states) {
      const state = s[step];
      if (!state.possible) continue;
      const w = state.window;
      if (!best || w.start < best.start) best = w;
    }
    if (best) return { step, start: best.start, end: best.end };
  }
  return null;
}
