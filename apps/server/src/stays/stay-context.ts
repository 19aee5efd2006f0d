// Everything a check-in or check-out of a guest's reservation is decided on:
// the PMS reservation and invoices, the project's settings, and the state of
// each room stay by the domain's rules (the same view getreservations shows).
import {
  checkinWindow,
  checkoutWindow,
  type RoomStayView,
  type StepRefusalReason,
  type StepStateView,
} from '@hospes/domain';
import type { PmsAdapter, PmsInvoice, PmsReservation } from '../pms/pms-adapter.ts';
import type { PmsProjectSettings } from '../pms/project-pms-settings.ts';
import { checkinReservationOf, reservationView } from '../pms/reservation-view.ts';
import type { CheckinSettings } from './checkin-settings-reader.ts';
import { GuestNotFoundError } from '../http/app-error.ts';
import { StepRefusedError } from './stay-errors.ts';
import type { GuestCaller } from '../guests/guest-caller.ts';

/** Who calls: the guest of the session cookie. */
export interface ContextSources {
  pms: PmsAdapter;
  pmsSettings: { read(projectId: string): Promise<PmsProjectSettings | undefined> };
  checkinSettings: { read(projectId: string): Promise<CheckinSettings | undefined> };
}

export interface StayContext {
  reservation: PmsReservation;
  invoices: PmsInvoice[];
  pmsSettings: PmsProjectSettings;
  settings: CheckinSettings;
  /** Each room stay with its check-in and check-out state at the moment of loading. */
  stays: RoomStayView[];
}

/**
 * Loads the reservation of the caller. Anything that is not the caller's own
 * reservation — another reservation id, an anonymous guest, an unknown
 * project — is {@link GuestNotFoundError} (404, no hint that it exists).
 */
export async function loadStayContext(
  sources: ContextSources,
  caller: GuestCaller,
  reservationId: string,
  now: number,
  lang?: string,
): Promise<StayContext> {
  if (caller.reservationId === null || caller.reservationId !== reservationId) {
    throw new GuestNotFoundError();
  }
  const [pmsSettings, settings] = await Promise.all([
    sources.pmsSettings.read(caller.projectId),
    sources.checkinSettings.read(caller.projectId),
  ]);
  if (!pmsSettings || !settings) throw new GuestNotFoundError();
  const reservation = await sources.pms.getReservation(caller.projectId, reservationId);
  if (!reservation) throw new GuestNotFoundError();
  const invoices = await sources.pms.getInvoices(caller.projectId, reservationId, lang);
  const view = reservationView(reservation, invoices, pmsSettings, now);
  return { reservation, invoices, pmsSettings, settings, stays: view.room_stays };
}

/**
 * The room stays a step is for: the named one (unknown → 404), or for the
 * whole reservation the stays where the step is possible now — all of them
 * when none is, so that the first one's reason is the refusal.
 */
export function targetStays(
  context: StayContext,
  step: 'checkin' | 'checkout',
  roomStayId: string | undefined,
): RoomStayView[] {
  if (roomStayId !== undefined) {
    const stay = context.stays.find((s) => s.id === roomStayId);
    if (!stay) throw new GuestNotFoundError();
    return [stay];
  }
  const possible = context.stays.filter((s) => s[step].possible);
  return possible.length > 0 ? possible : context.stays;
}

const WINDOW_REASONS: ReadonlySet<string> = new Set([
  'CHECKIN_NOT_YET_POSSIBLE',
  'CHECKIN_NO_LONGER_POSSIBLE',
  'CHECKOUT_NOT_YET_POSSIBLE',
  'CHECKOUT_NO_LONGER_POSSIBLE',
]);

/**
 * Throws the refusal of the first stay whose step is not possible, with the
 * step's window when the reason is the window (not yet / no longer).
 */
export function requirePossible(
  context: StayContext,
  stays: readonly RoomStayView[],
  step: 'checkin' | 'checkout',
): void {
  if (stays.length === 0) throw new GuestNotFoundError();
  for (const stay of stays) {
    const state: StepStateView = stay[step];
    if (state.possible) continue;
    let window: { start: string; end: string } | undefined;
    const domainStay = checkinReservationOf(context.reservation).room_stays.find(
      (s) => s.id === stay.id,
    );
    if (WINDOW_REASONS.has(state.reason) && domainStay) {
      const { checkin, timeZone } = context.pmsSettings;
      const w = (step === 'checkin' ? checkinWindow : checkoutWindow)(
        domainStay,
        checkin,
        timeZone,
      );
      if (w)
        window = { start: new Date(w.start).toISOString(), end: new Date(w.end).toISOString() };
    }
    throw new StepRefusedError(state.reason as StepRefusalReason, stay.id, window);
  }
}
