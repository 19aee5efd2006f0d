import {
  checkinWindow,
  CheckinCheckoutSettingsSchema,
  checkoutWindow,
  formatInstant,
  type CheckinCheckoutSettings,
  type ProjectModel,
  type ReservationStatus,
  type RoomStayView,
} from '@hospes/domain';
import type { TFunction } from 'i18next';
import { dataLabel } from '../../i18n/data-label.ts';

/**
 * The spec §4 display label of an overall reservation status (translated by
 * status): the one word per state that the menu's card, the pages and the
 * badges share.
 */
export function statusLabel(t: TFunction, status: ReservationStatus): string {
  return t(`reservations.status.${status}`);
}

/**
 * The status label of one room stay (spec §4 display statuses): what the
 * guest can do next, else where the stay stands.
 */
export function stayStatus(stay: RoomStayView): ReservationStatus {
  if (stay.checkin.possible) return 'CHECKIN_READY';
  if (stay.checkout.possible) return 'CHECKOUT_READY';
  if (stay.status === 'Checked out' || stay.checkout.reason === 'CHECKOUT_FINISHED') {
    return 'CHECKED_OUT';
  }
  if (stay.status === 'In-house' || stay.checkin.reason === 'CHECKIN_FINISHED') return 'CHECKED_IN';
  return 'RESERVATION_CONFIRMED';
}

/** The project's check-in/out settings from its model (broken settings count as defaults). */
export function checkinSettingsOf(model: ProjectModel): CheckinCheckoutSettings | undefined {
  const integrations = model.project_settings?.integrations as Record<string, unknown> | undefined;
  const parsed = CheckinCheckoutSettingsSchema.safeParse(integrations?.checkin);
  return parsed.success ? parsed.data : undefined;
}

export interface ReasonContext {
  t: TFunction;
  lang: string;
  timeZone: string;
  settings: CheckinCheckoutSettings | undefined;
  /** The window the server named (a 409 refusal), if any. */
  window?: { start: string; end: string };
}

/**
 * spec §8: the message for why a step of a stay is not possible (online
 * check-in unavailable, not possible yet / anymore with the window's times,
 * already checked in or out, payment required first …). The window's times
 * come from the domain's window rule for the stay.
 */
export function reasonMessage(
  reason: string,
  stay: Pick<RoomStayView, 'id' | 'status' | 'date_of_arrival' | 'date_of_departure'> | null,
  ctx: ReasonContext,
): string {
  const { t, lang, timeZone, settings } = ctx;
  const isCheckout = reason.startsWith('CHECKOUT_');
  const ruled =
    stay === null ? null : (isCheckout ? checkoutWindow : checkinWindow)(stay, settings, timeZone);
  const window = ctx.window
    ? { start: Date.parse(ctx.window.start), end: Date.parse(ctx.window.end) }
    : ruled;
  const values = window
    ? {
        start: formatInstant(window.start, lang, timeZone, 'moment'),
        end: formatInstant(window.end, lang, timeZone, 'moment'),
      }
    : {};
  const windowed = [
    'CHECKIN_NOT_YET_POSSIBLE',
    'CHECKIN_NO_LONGER_POSSIBLE',
    'CHECKOUT_NOT_YET_POSSIBLE',
    'CHECKOUT_NO_LONGER_POSSIBLE',
  ];
  const unknown = t('reservation.reasons.unknown');
  if (windowed.includes(reason) && !window) {
    return dataLabel(t, `reservation.reasons.${reason}_plain`, { defaultValue: unknown });
  }
  return dataLabel(t, `reservation.reasons.${reason}`, {
    defaultValue: unknown,
    ...values,
  });
}
