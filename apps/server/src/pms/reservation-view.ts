// A PMS reservation → the getreservations shape of the domain
// (ReservationViewSchema). Every status, window and reason comes from the
// domain's rules (spec §4); this file only gathers their inputs.
import {
  RESERVATION_STATUS_LABELS_EN,
  calendarDateOf,
  daysBetween,
  overallReservationStatus,
  overallWindow,
  paymentRequired,
  stayCheckinState,
  stayCheckoutState,
  type CheckinProgress,
  type CheckinReservation,
  type PaymentBlock,
  type ReservationView,
  type RoomStayView,
  type StepState,
  type StepStateView,
} from '@hospes/domain';
import type { PmsInvoice, PmsReservation, PmsRoomStay } from './pms-adapter.ts';
import type { PmsProjectSettings } from './project-pms-settings.ts';

/** spec §4 progress from the PMS's finished check-ins and check-outs. */
export function progressOf(reservation: PmsReservation): CheckinProgress {
  const stays: CheckinProgress[string] = {};
  for (const stay of reservation.roomStays) {
    stays[stay.id] = {
      ...(stay.checkinFinishedAt ? { checkin: 'finished' as const } : {}),
      ...(stay.checkoutFinishedAt ? { checkout: 'finished' as const } : {}),
    };
  }
  return { [reservation.id]: stays };
}

/** spec §3 check-in reservation of the domain rules. */
export function checkinReservationOf(reservation: PmsReservation): CheckinReservation {
  return {
    reservation_id: reservation.id,
    room_stays: reservation.roomStays.map((s) => ({
      id: s.id,
      status: s.status,
      date_of_arrival: s.arrival,
      date_of_departure: s.departure,
    })),
  };
}

/**
 * spec §4 "blocked until invoices are paid": invoices of one room stay
 * block that stay, invoices of the whole reservation block every stay —
 * only while the project's invoices are active.
 */
export function paymentBlockOf(
  invoices: readonly PmsInvoice[],
  invoiceActive: boolean,
): PaymentBlock {
  const open = invoices.filter((i) => paymentRequired(invoiceActive, [i.openMinor]));
  if (open.some((i) => i.roomStayId === null)) return true;
  return open.map((i) => i.roomStayId).filter((id): id is string => id !== null);
}

function nightsOf(arrival: string, departure: string, timeZone: string): number {
  const a = calendarDateOf(arrival, timeZone);
  const d = calendarDateOf(departure, timeZone);
  return a && d ? Math.max(0, daysBetween(a, d)) : 0;
}

function stepView(state: StepState<string>): StepStateView {
  return state.possible
    ? {
        possible: true,
        window: {
          start: new Date(state.window.start).toISOString(),
          end: new Date(state.window.end).toISOString(),
        },
      }
    : { possible: false, reason: state.reason };
}

function isBlocked(block: PaymentBlock, stayId: string): boolean {
  return block === true || (Array.isArray(block) && block.includes(stayId));
}

function roomStayView(
  stay: PmsRoomStay,
  reservation: PmsReservation,
  progress: CheckinProgress,
  block: PaymentBlock,
  settings: PmsProjectSettings,
  now: number,
): RoomStayView {
  const domainStay = checkinReservationOf(reservation).room_stays.find((s) => s.id === stay.id);
  const stayProgress = progress[reservation.id]?.[stay.id];
  const blocked = isBlocked(block, stay.id);
  if (!domainStay) throw new Error(`Room stay ${stay.id} vanished`);
  return {
    id: stay.id,
    status: stay.status,
    date_of_arrival: stay.arrival,
    date_of_departure: stay.departure,
    room_number: stay.roomNumber,
    adults: stay.adults,
    children: stay.children,
    nights: nightsOf(stay.arrival, stay.departure, settings.timeZone),
    checkin: stepView(
      stayCheckinState(domainStay, stayProgress, settings.checkin, now, settings.timeZone, blocked),
    ),
    checkout: stepView(
      stayCheckoutState(
        domainStay,
        stayProgress,
        settings.checkin,
        now,
        settings.timeZone,
        blocked,
      ),
    ),
  };
}

/** The getreservations entry of a reservation at `now`. */
export function reservationView(
  reservation: PmsReservation,
  invoices: readonly PmsInvoice[],
  settings: PmsProjectSettings,
  now: number,
): ReservationView {
  const progress = progressOf(reservation);
  const block = paymentBlockOf(invoices, settings.invoiceActive);
  const domain = checkinReservationOf(reservation);
  const status = overallReservationStatus(
    domain,
    progress,
    settings.checkin,
    now,
    settings.timeZone,
    block,
  );
  const window = overallWindow(domain, progress, settings.checkin, now, settings.timeZone, block);
  const stays = reservation.roomStays;
  const arrival = stays.map((s) => s.arrival).sort()[0] ?? '';
  const departure =
    stays
      .map((s) => s.departure)
      .sort()
      .at(-1) ?? '';
  const adults = stays.reduce((n, s) => n + s.adults, 0);
  const children = stays.reduce((n, s) => n + s.children, 0);
  const openMinor = settings.invoiceActive ? invoices.reduce((n, i) => n + i.openMinor, 0) : 0;
  return {
    reservation_id: reservation.id,
    number: reservation.number,
    status,
    status_label: RESERVATION_STATUS_LABELS_EN[status],
    date_of_arrival: arrival,
    date_of_departure: departure,
    nights: nightsOf(arrival, departure, settings.timeZone),
    adults,
    children,
    room_numbers: stays.map((s) => s.roomNumber).filter((n): n is string => n !== null),
    window: window && {
      step: window.step,
      start: new Date(window.start).toISOString(),
      end: new Date(window.end).toISOString(),
    },
    room_stays: stays.map((s) => roomStayView(s, reservation, progress, block, settings, now)),
    open_amount_minor: openMinor,
    currency: reservation.currency,
    payment_required: block === true || (Array.isArray(block) && block.length > 0),
    extras: {
      guests_profile_ids: reservation.guests.map((g) => g.id),
      guests_count: adults + children,
      invoice: { active: settings.invoiceActive },
    },
  };
}
