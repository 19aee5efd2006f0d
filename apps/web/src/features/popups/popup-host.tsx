import {
  DEFAULT_TIMEZONE,
  matchRoute,
  mayOpenPopup,
  popupStartDelay,
  popupsToShow,
  validOfferLookup,
  type CustomPopup,
  type CustomPopupType,
  type ProjectModel,
} from '@hospes/domain';
import { useEffect, useState, type ComponentType } from 'react';
import { useLocation } from 'react-router';
import { anyModalOpen } from '../../components/ui/modal.tsx';
import { useProjectId, useProjectModel } from '../../lib/model/model-context.tsx';
import { useProjectStore } from '../../lib/project/project-store.ts';
import { trackEvent } from '../../lib/stats/stats-hit.ts';
import { isPushSupported, isStandalone, notificationPermission } from '../../lib/app/device.ts';
import type { PopupOutcome, PopupViewProps } from './popup-frame.tsx';
import { InitialStayPopup } from './initial-stay-popup.tsx';
import { usePopupStay, type PopupStayState } from '../../lib/stay/use-popup-stay.ts';
import { startedOnDeepLink } from '../../lib/app/start-route.ts';
import {
  AddToHomescreenPopup,
  EnableNotificationsPopup,
  InfoPopup,
  SpecialOfferPopup,
} from './popup-views.tsx';

const VIEWS: Record<CustomPopupType, ComponentType<PopupViewProps>> = {
  initial_stay: InitialStayPopup,
  add_to_homescreen: AddToHomescreenPopup,
  enable_notifications: EnableNotificationsPopup,
  info: InfoPopup,
  special_offer: SpecialOfferPopup,
};

const warnedOffers = new Set<string>();

/**
 * spec §8 (failures are logged): a special offer whose `offerId` names no
 * item of the model is a model error — logged once, and the popup is not shown.
 */
function warnMissingOffers(popups: readonly CustomPopup[], items: readonly { id: string }[]) {
  for (const popup of popups) {
    if (popup.type !== 'special_offer' || warnedOffers.has(popup.id)) continue;
    if (popup.offerId && items.some((item) => item.id === popup.offerId)) continue;
    warnedOffers.add(popup.id);
    console.warn(
      `Popup "${popup.id}" is not shown: its offer ${popup.offerId ? `"${popup.offerId}" is no item of the model` : 'is missing (offerId)'}.`,
    );
  }
}

/**
 * The next popup the domain's rules allow now (spec §2/§4: fixed order,
 * validity dates, seen popups not repeated), leaving out the ones this visit
 * already showed. Until the guest's stay is known, an initial-stay popup due
 * first holds the others back.
 */
export function nextPopup(
  model: ProjectModel,
  popupsSeen: Readonly<Record<string, number>>,
  handled: readonly string[],
  now: number,
  stay: PopupStayState = { known: true, stay: null },
): CustomPopup | undefined {
  const timeZone = model._meta.timezone ?? DEFAULT_TIMEZONE;
  const items = model.discover.topics.flatMap((topic) => topic.items);
  warnMissingOffers(model.welcome.popups.custom, items);
  const due = popupsToShow({
    popups: model.welcome.popups.custom,
    now,
    timeZone,
    // Mounted only after the initial consent, and started on a non-login route.
    firstNonLoginRouteReached: true,
    appInitialised: true,
    stay: stay.stay,
    popupsSeen,
    push: {
      supported: isPushSupported(),
      projectActive: model.push_notifications?.active === true,
      permission: notificationPermission(),
    },
    offers: validOfferLookup(items, now, timeZone),
    isStandalone: isStandalone(),
  });
  const next = due.find((popup) => !handled.includes(popup.id));
  // spec §2: the popups come in their fixed order. While the stay is not known
  // (the guest being settled, the stay loading) the initial-stay popup cannot
  // be decided, and the ones after it wait for it rather than jump ahead: the
  // stay's answer (or its failure) comes with the start's requests.
  return next?.type === 'initial_stay' && !stay.known ? undefined : next;
}

/**
 * spec §2: the custom popups in their order, once the app is initialised
 * (this host is mounted after the initial consent) and the guest reached a
 * route other than login — paced (docs/decisions/017, `mayOpenPopup`): one
 * per app start, the next at a later start or after the model's
 * `interval_minutes` of use, never over a form, payment, the map or a
 * dialog (it waits until the guest leaves). A popup opens `popupStartDelay`
 * after it may (1 s plus its own delay); closing marks it seen in the
 * project cache (`popupsSeen`).
 */
export default function PopupHost() {
  const model = useProjectModel();
  const projectId = useProjectId();
  const { pathname } = useLocation();
  const markPopupSeen = useProjectStore((state) => state.markPopupSeen);
  const [started, setStarted] = useState(false);
  const [handled, setHandled] = useState<readonly string[]>([]);
  const [openId, setOpenId] = useState<string | null>(null);
  const [recheck, setRecheck] = useState(0);
  const [lastClosedAt, setLastClosedAt] = useState<number | null>(null);
  const stay = usePopupStay();
  const route = matchRoute(pathname);
  const intervalMinutes = model.welcome.popups.interval_minutes;

  // spec §2: popups start after the first non-login route (sticky for the visit).
  if (!started && matchRoute(pathname) !== 'login') setStarted(true);

  useEffect(() => {
    if (!started || openId !== null) return;
    const next = nextPopup(model, useProjectStore.getState().popupsSeen, handled, Date.now(), stay);
    if (!next) return;
    const pace = {
      lastClosedAt,
      intervalMinutes,
      route,
      deepLinkStart: startedOnDeepLink(),
      offline: !navigator.onLine,
    };
    if (!mayOpenPopup({ ...pace, dialogOpen: false, now: Date.now() })) {
      // A busy page: the route's change runs this again. The start's popup
      // shown: with an interval of use, look again once it has passed.
      if (lastClosedAt === null || intervalMinutes === undefined) return;
      const wait = lastClosedAt + intervalMinutes * 60_000 - Date.now();
      const timer = setTimeout(() => setRecheck((count) => count + 1), Math.max(0, wait));
      return () => clearTimeout(timer);
    }
    const timer = setTimeout(() => {
      // Re-checked at opening time: another tab may have shown it meanwhile.
      const still = nextPopup(
        model,
        useProjectStore.getState().popupsSeen,
        handled,
        Date.now(),
        stay,
      );
      const calm = mayOpenPopup({ ...pace, dialogOpen: anyModalOpen(), now: Date.now() });
      if (still?.id === next.id && calm) {
        setOpenId(next.id);
        trackEvent(projectId, 'popup_open', next.id);
      } else {
        setRecheck((count) => count + 1);
      }
    }, popupStartDelay(next));
    return () => clearTimeout(timer);
  }, [
    started,
    openId,
    handled,
    model,
    projectId,
    recheck,
    stay,
    lastClosedAt,
    intervalMinutes,
    route,
  ]);

  const popup = model.welcome.popups.custom.find((candidate) => candidate.id === openId);
  if (!popup) return null;
  const View = VIEWS[popup.type];
  const done = (outcome: PopupOutcome) => {
    markPopupSeen(popup.id, Date.now());
    setHandled((list) => [...list, popup.id]);
    setLastClosedAt(Date.now());
    setOpenId(null);
    trackEvent(projectId, outcome === 'action' ? 'popup_action' : 'popup_dismiss', popup.id);
  };
  return <View key={popup.id} popup={popup} onDone={done} />;
}
