import { ADD_TO_HOMESCREEN_DELAY_MAX, POPUP_START_DELAY_MS } from '../constants.ts';
import { CUSTOM_POPUP_TYPES, type CustomPopup, type CustomPopupType } from '../model/popups.ts';
import { type DatedItem, isEventValid } from '../events/event-validity.ts';
import type { ContentItem } from '../model/content-item.ts';
import { addDays, zonedTimeToEpoch } from '../time/zoned.ts';
import type { RouteName } from '../routes.ts';

/**
 * Custom popup rules (spec §2 "Popups in fixed order", §3 "Custom popup",
 * §4 "Popup rules", §9). The web app shows the returned popups one after the
 * other and writes `popupsSeen[popup.id] = now` when one is closed.
 */

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

/**
 * spec §2: the fixed order in which custom popups are shown — initial stay,
 * add to homescreen, enable notifications, info, special offer. (The same
 * list as the model's `CUSTOM_POPUP_TYPES`.)
 */
export const POPUP_ORDER: readonly CustomPopupType[] = CUSTOM_POPUP_TYPES;

/** spec §4: the browser's notification permission. */
export type PushPermission = 'default' | 'granted' | 'denied';

/** The guest's stay as far as popups care: datetime-local values in the project's time zone. */
export interface PopupStay {
  doa?: string | null;
  dod?: string | null;
  /** From the reservation (spec §3 locked): the guest cannot change it, so nobody asks. */
  locked?: boolean;
}

/**
 * Which offers are valid now (spec §4 "Special offer: needs a valid offer"):
 * the ids of the offers whose validity holds today, or a lookup by id. The
 * caller computes it with the content validity rule, so it is not repeated here.
 */
export type ValidOffers = readonly string[] | ReadonlySet<string> | ((offerId: string) => boolean);

/** Everything {@link popupsToShow} decides on. */
export interface PopupContext {
  /** The model's custom popups (`welcome.popups.custom`). */
  popups: readonly CustomPopup[];
  now: number | Date;
  /** The project's IANA time zone (validity dates, stay times). */
  timeZone: string;
  /** spec §2: popups start only after the first route other than login was reached … */
  firstNonLoginRouteReached: boolean;
  /** … and after app initialisation (which waits for the initial cookie consent, spec §4). */
  appInitialised: boolean;
  /** The guest's stay, or null when there is no stay data. */
  stay: PopupStay | null;
  /** spec §3 project cache: popup id → epoch ms when last seen. */
  popupsSeen: Readonly<Record<string, number>>;
  push: { supported: boolean; projectActive: boolean; permission: PushPermission };
  offers: ValidOffers;
  /**
   * Decision (spec silent): the app already runs installed (display-mode
   * standalone), so asking to add it to the home screen makes no sense.
   */
  isStandalone?: boolean;
}

function epochMs(now: number | Date): number {
  return Number(now);
}

function isOfferValid(offers: ValidOffers, offerId: string): boolean {
  if (typeof offers === 'function') return offers(offerId);
  if (offers instanceof Set) return offers.has(offerId);
  return (offers as readonly string[]).includes(offerId);
}

function seenAt(popupsSeen: Readonly<Record<string, number>>, id: string): number | null {
  const at = Object.hasOwn(popupsSeen, id) ? popupsSeen[id] : undefined;
  return Number.isFinite(at) ? (at as number) : null;
}

/** A usable, non-negative number of a model field, else null. */
function setting(value: number | undefined): number | null {
  return Number.isFinite(value) && (value as number) >= 0 ? (value as number) : null;
}

const DATE_TIME = /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}:\d{2})(?::\d{2}(?:\.\d+)?)?)?$/;

/**
 * spec §3/§4: the instant `days` days after a stay's wall-clock date-time in
 * the project's time zone (calendar days: the same wall-clock time N days
 * later, across DST). Accepts datetime-local ('YYYY-MM-DDTHH:mm', optional
 * seconds) or a bare date (read as 00:00). Null when the value is not a real
 * date-time.
 */
export function stayTimePlusDays(value: string, days: number, timeZone: string): number | null {
  const match = DATE_TIME.exec(value);
  if (!match) return null;
  const whole = Math.floor(days);
  try {
    const date = addDays(match[1]!, whole);
    return zonedTimeToEpoch(`${date}T${match[2] ?? '00:00'}`, timeZone) + (days - whole) * DAY_MS;
  } catch {
    return null;
  }
}

/**
 * spec §4 initial stay: shown if defined and either
 * - the stay's departure is passed by `ask_again_if_stay_expired_before_days`
 *   days (now ≥ dod + N days in the project's time zone), or
 * - there is no stay and the popup was never seen, or
 * - it was last seen more than `ask_again_if_no_stay_data_after_hours` ago
 *   (strictly more; exactly H hours is not yet "more than").
 *
 * Decisions where the spec is silent:
 * - A stay counts when it has a valid departure `dod`; without one the guest
 *   has no stay data.
 * - An expired stay is treated like no stay from the moment E = dod + N days:
 *   the popup shows if it was not seen since E; once dismissed after E it
 *   comes back only under the hours rule, so a guest who does not answer is
 *   not asked at every start.
 * - Without `ask_again_if_stay_expired_before_days` a stay never expires for
 *   this rule; without `ask_again_if_no_stay_data_after_hours` a seen popup is
 *   not repeated.
 */
export function shouldShowInitialStay(input: {
  popup: CustomPopup;
  now: number | Date;
  timeZone: string;
  stay: PopupStay | null;
  lastSeen: number | null;
}): boolean {
  const { popup, timeZone, stay, lastSeen } = input;
  if (stay?.locked === true) return false;
  const now = epochMs(input.now);
  const dod = typeof stay?.dod === 'string' ? stay.dod : null;
  const departure = dod === null ? null : stayTimePlusDays(dod, 0, timeZone);
  const hours = setting(popup.ask_again_if_no_stay_data_after_hours);
  const seenLongAgo = lastSeen !== null && hours !== null && now - lastSeen > hours * HOUR_MS;

  if (departure === null) return lastSeen === null || seenLongAgo;

  const days = setting(popup.ask_again_if_stay_expired_before_days);
  if (days === null) return false;
  const expiredAt = stayTimePlusDays(dod!, days, timeZone);
  if (expiredAt === null || now < expiredAt) return false;
  return lastSeen === null || lastSeen < expiredAt || seenLongAgo;
}

/**
 * spec §4 push: the enable-notifications popup shows only when push is
 * supported, active for the project and the permission is still 'default';
 * once seen it repeats when `ask_again_if_not_enabled_after_hours` have
 * passed since it was last seen (at exactly H hours; without the setting it is
 * not repeated).
 */
export function shouldShowEnableNotifications(input: {
  popup: CustomPopup;
  now: number | Date;
  push: PopupContext['push'];
  lastSeen: number | null;
}): boolean {
  const { popup, push, lastSeen } = input;
  if (!push.supported || !push.projectActive || push.permission !== 'default') return false;
  if (lastSeen === null) return true;
  const hours = setting(popup.ask_again_if_not_enabled_after_hours);
  return hours !== null && epochMs(input.now) - lastSeen >= hours * HOUR_MS;
}

/**
 * spec §3 popup validity dates: `validFrom` and `validTo` ('YYYY-MM-DD') are
 * inclusive and compared with today's date in the project's time zone; a
 * missing bound does not limit. The same range rule as content validity
 * (spec §5), so it is delegated to {@link isEventValid}.
 */
export function isPopupValidOn(
  popup: Pick<CustomPopup, 'validFrom' | 'validTo'>,
  now: number | Date,
  timeZone: string,
): boolean {
  return isEventValid(
    { type: 'INFO', validFrom: popup.validFrom, validTo: popup.validTo },
    now,
    timeZone,
  );
}

/**
 * spec §4 "Special offer: needs a valid offer": a lookup for
 * {@link PopupContext.offers} — an `offerId` is valid when it names one of
 * the given content items and that item is valid now by the content validity
 * rule of spec §5 ({@link isEventValid}: not inactive, today within
 * validFrom..validTo in the project's time zone).
 */
export function validOfferLookup(
  items: readonly (Pick<ContentItem, 'id'> & DatedItem)[],
  now: number | Date,
  timeZone: string,
): (offerId: string) => boolean {
  return (offerId) =>
    items.some((item) => item.id === offerId && isEventValid(item, now, timeZone));
}

/**
 * spec §2/§4: the custom popups to show now, in the fixed order of
 * {@link POPUP_ORDER} (popups of the same type keep their model order).
 * Nothing before the first non-login route and app initialisation. Each
 * popup must be within its validity dates, then:
 * - initial_stay: {@link shouldShowInitialStay};
 * - add_to_homescreen: once per popup id (and not when already installed);
 * - enable_notifications: {@link shouldShowEnableNotifications};
 * - info: once per popup id;
 * - special_offer: once per popup id, and only with an `offerId` that is a
 *   valid offer now.
 * A seen popup is not repeated except by the two "ask again" rules.
 * When to open each one: {@link popupStartDelay}.
 */
export function popupsToShow(ctx: PopupContext): CustomPopup[] {
  if (!ctx.firstNonLoginRouteReached || !ctx.appInitialised) return [];
  const shown = ctx.popups.filter((popup) => {
    if (!isPopupValidOn(popup, ctx.now, ctx.timeZone)) return false;
    const lastSeen = seenAt(ctx.popupsSeen, popup.id);
    switch (popup.type) {
      case 'initial_stay':
        return shouldShowInitialStay({ ...ctx, popup, lastSeen });
      case 'enable_notifications':
        return shouldShowEnableNotifications({ ...ctx, popup, lastSeen });
      case 'add_to_homescreen':
        return lastSeen === null && ctx.isStandalone !== true;
      case 'info':
        return lastSeen === null;
      case 'special_offer':
        return (
          lastSeen === null &&
          typeof popup.offerId === 'string' &&
          popup.offerId !== '' &&
          isOfferValid(ctx.offers, popup.offerId)
        );
      default:
        // a type this version does not know (a newer model) is not shown
        return false;
    }
  });
  // Array.prototype.sort is stable: same-type popups keep their model order.
  return shown.sort((a, b) => POPUP_ORDER.indexOf(a.type) - POPUP_ORDER.indexOf(b.type));
}

/**
 * spec §2/§9: milliseconds to wait before opening a popup once it is its turn
 * — counted from the moment popups may start (first non-login route reached,
 * app initialised) for the first popup, and from the closing of the previous
 * one for the others: the start delay of 1000 ms plus the popup's own `delay`.
 *
 * Decision (spec: "add-to-homescreen delay capped at 3", unit not stated):
 * `delay` is in seconds. For add_to_homescreen it is capped at
 * {@link ADD_TO_HOMESCREEN_DELAY_MAX} (3 s), so the install hint never waits
 * long enough to miss a short visit; other popup types use their delay as
 * configured. A missing, negative or non-numeric delay counts as 0.
 */
export function popupStartDelay(popup: Pick<CustomPopup, 'type' | 'delay'>): number {
  const own = setting(popup.delay) ?? 0;
  const seconds =
    popup.type === 'add_to_homescreen' ? Math.min(own, ADD_TO_HOMESCREEN_DELAY_MAX) : own;
  return POPUP_START_DELAY_MS + Math.round(seconds * 1000);
}

/**
 * Routes where the guest is busy with a form, a payment or the map: no popup
 * opens over them; a due popup waits until the guest leaves.
 */
export const POPUP_BUSY_ROUTES: readonly RouteName[] = [
  'login',
  'contact',
  'profile',
  'checkinguestform',
  'roomcheckin',
  'invoices',
  'checkout',
  'roomcheckout',
  'topic',
  'messages',
];

/** What decides whether a due popup may open now. */
export interface PopupPace {
  /** When a popup of this app start was closed (epoch ms); null: none yet. */
  lastClosedAt: number | null;
  /** `welcome.popups.interval_minutes`: minutes of use before the next popup; none: the next start. */
  intervalMinutes?: number;
  route: RouteName;
  /** A dialog (login, payment, another sheet) is open. */
  dialogOpen: boolean;
  now: number;
  /** This app start opened on a shared link to a page (an activity, a booking, check-in): none greets it. */
  deepLinkStart?: boolean;
  /** The device is offline: a popup's offer (a stay to save, push, an offer's page) cannot be taken up. */
  offline?: boolean;
}

/**
 * Popup pacing (docs/decisions/017), on top of spec §2/§4's order and
 * rules: at most one popup per app start — the next at a later start, or
 * after `intervalMinutes` of use when the model sets it — and never while
 * the guest is busy (a form, a payment, the map, an open dialog), nor in an
 * app start that opened on a shared link to a page, nor offline.
 */
export function mayOpenPopup(pace: PopupPace): boolean {
  if (pace.dialogOpen || POPUP_BUSY_ROUTES.includes(pace.route)) return false;
  if (pace.deepLinkStart === true || pace.offline === true) return false;
  if (pace.lastClosedAt === null) return true;
  if (pace.intervalMinutes === undefined) return false;
  return pace.now - pace.lastClosedAt >= pace.intervalMinutes * 60_000;
}
