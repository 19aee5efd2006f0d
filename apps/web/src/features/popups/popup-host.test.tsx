import { emptyProjectCache, type CustomPopup, type ProjectModel } from '@hospes/domain';
import { act, fireEvent, screen } from '@testing-library/react';
import { useLocation, useNavigate } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { rememberStartRoute, resetStartRoute } from '../../lib/app/start-route.ts';
import { useProjectStore } from '../../lib/project/project-store.ts';
import { useGuestStore } from '../../lib/guest/guest-store.ts';
import { fixtureModel } from '../../test/fixture-model.ts';
import { renderWithApp, setupEnglish } from '../../test/render-with-app.tsx';
import PopupHost from './popup-host.tsx';

const NOW = new Date('2026-12-01T10:00:00+01:00');
const LONG_TEXT =
  'The cable car opens for the ski season on 5 December. You can get ski passes at our reception without queuing, and the ski bus stops at the door.';

const POPUPS: CustomPopup[] = [
  // Deliberately not in the spec's order: the host must sort them.
  {
    type: 'special_offer',
    id: 'offer',
    offerId: 'spa-days',
    title: 'A gift for your next visit',
    link_title: 'View offer',
  },
  { type: 'info', id: 'winter', title: 'Winter at the hotel', description: LONG_TEXT },
  {
    type: 'enable_notifications',
    id: 'push',
    title: 'Never miss a thing',
    description: 'Allow notifications.',
  },
  { type: 'add_to_homescreen', id: 'a2hs', title: 'Add the app to your home screen', delay: 3 },
  {
    type: 'initial_stay',
    id: 'stay',
    title: 'When are you staying with us?',
    description: 'Tell us your dates.',
    profileHint: 'You can change them in your profile.',
  },
];

function popupModel(custom: CustomPopup[] = POPUPS): ProjectModel {
  const base = fixtureModel();
  return fixtureModel({
    welcome: { ...base.welcome, popups: { ...base.welcome.popups, custom } },
    push_notifications: { active: true },
    discover: {
      properties: {},
      topics: [
        {
          id: 'offers',
          title: 'Offers',
          items: [{ id: 'spa-days', type: 'INFO', title: 'Spa days: stay 4, pay 3' }],
        },
      ],
    },
  });
}

function Probe() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <p>Route {pathname}</p>
      <button type="button" onClick={() => void navigate('/')}>
        Go home
      </button>
    </>
  );
}

function renderHost(route = '/', custom: CustomPopup[] = POPUPS) {
  return renderWithApp(
    <>
      <PopupHost />
      <Probe />
    </>,
    { model: popupModel(custom), route },
  );
}

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
// With fake timers, fireEvent: user-event's async wrapper waits on a (faked) timeout.
async function click(element: HTMLElement) {
  fireEvent.click(element);
  // Lets promise-based handlers (the permission request) finish.
  await act(async () => {});
}
const dialogTitle = () => screen.queryByRole('dialog')?.getAttribute('aria-labelledby');
const openTitle = () => {
  const id = dialogTitle();
  return id ? document.getElementById(id)?.textContent : null;
};

const requestPermission = vi.fn(async () => 'granted' as NotificationPermission);

beforeAll(setupEnglish);
beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(NOW);
  useProjectStore.setState({ ...emptyProjectCache() });
  // The guest is settled and has no stay data (no guest id: nothing to load).
  useGuestStore.setState({ ready: true, userId: null, loggedIn: false, reservationId: null });
  // A browser with push support whose permission was never asked.
  vi.stubGlobal('Notification', { permission: 'default', requestPermission });
  vi.stubGlobal('PushManager', function PushManager() {});
  Object.defineProperty(navigator, 'serviceWorker', { value: {}, configurable: true });
});
afterEach(() => {
  resetStartRoute();
  vi.restoreAllMocks();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
  requestPermission.mockClear();
});

describe('custom popups (spec §2 order, §4 rules, §9 start delay)', () => {
  it('shows one popup per app start, in the fixed order, 1 s (plus its own delay) after the start', async () => {
    let view = renderHost();
    const nextStart = () => {
      view.unmount();
      view = renderHost();
    };

    advance(999);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    advance(1);
    expect(openTitle()).toBe('When are you staying with us?');
    expect(screen.getByText('You can change them in your profile.')).toBeInTheDocument();
    await click(screen.getByRole('button', { name: 'Later' }));
    // Opened at 1 s, closed at once.
    expect(useProjectStore.getState().popupsSeen.stay).toBe(NOW.getTime() + 1000);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // Pacing: the next one waits for the next start, however long this one goes on.
    advance(60 * 60_000);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    // Add to homescreen: 1 s plus its own delay of 3 s after the start.
    nextStart();
    advance(3999);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    advance(1);
    expect(openTitle()).toBe('Add the app to your home screen');
    // No install prompt in this browser and not iOS: the browser menu's entry.
    expect(screen.getByText(/Install app/)).toBeInTheDocument();
    await click(screen.getByRole('button', { name: 'OK' }));

    nextStart();
    advance(1000);
    expect(openTitle()).toBe('Never miss a thing');
    await click(screen.getByRole('button', { name: 'Allow notifications' }));
    expect(requestPermission).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    nextStart();
    advance(1000);
    expect(openTitle()).toBe('Winter at the hotel');
    // spec §5/§9: a text over 120 characters is shortened — at a whole word —
    // and "Read more" shows all of it.
    const preview = screen.getByText(/^The cable car opens/);
    expect(preview.textContent).toMatch(/…$/);
    expect(LONG_TEXT.startsWith(preview.textContent!.slice(0, -1))).toBe(true);
    expect(LONG_TEXT.charAt(preview.textContent!.length - 1)).toMatch(/[\s,.]/);
    await click(screen.getByRole('button', { name: 'Read more' }));
    expect(screen.getByText(LONG_TEXT)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show less' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await click(screen.getByRole('button', { name: 'OK' }));

    nextStart();
    advance(1000);
    expect(openTitle()).toBe('A gift for your next visit');
    expect(screen.getByText('Spa days: stay 4, pay 3')).toBeInTheDocument();
    await click(screen.getByRole('button', { name: 'View offer' }));
    expect(screen.getByText('Route /activity/spa-days')).toBeInTheDocument();

    nextStart();
    advance(10_000);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(Object.keys(useProjectStore.getState().popupsSeen).sort()).toEqual(
      ['a2hs', 'offer', 'push', 'stay', 'winter'].sort(),
    );
  });

  it('with interval_minutes in the model, the next popup follows after that much use', async () => {
    useProjectStore.setState({ popupsSeen: { stay: NOW.getTime() - 1000, a2hs: 1, push: 1 } });
    const model = popupModel();
    model.welcome.popups.interval_minutes = 10;
    renderWithApp(<PopupHost />, { model, route: '/' });
    advance(1000);
    expect(openTitle()).toBe('Winter at the hotel');
    await click(screen.getByRole('button', { name: 'OK' }));
    advance(10 * 60_000 - 1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    advance(1);
    advance(1000);
    expect(openTitle()).toBe('A gift for your next visit');
  });

  it('never opens over a form or an open dialog; it waits until the guest leaves', async () => {
    renderHost('/checkinguestform/R-1001');
    advance(60_000);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // Back on a calm page, but a dialog (e.g. the login) is open.
    const other = document.createElement('div');
    other.setAttribute('aria-modal', 'true');
    document.body.append(other);
    await click(screen.getByRole('button', { name: 'Go home' }));
    advance(5000);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    other.remove();
    advance(1000);
    expect(openTitle()).toBe('When are you staying with us?');
  });

  it('does not repeat a seen popup', async () => {
    useProjectStore.setState({ popupsSeen: { stay: NOW.getTime() - 1000, a2hs: 1, push: 1 } });
    const view = renderHost();
    advance(1000);
    expect(openTitle()).toBe('Winter at the hotel');
    await click(screen.getByRole('button', { name: 'OK' }));
    view.unmount();
    renderHost();
    advance(1000);
    expect(openTitle()).toBe('A gift for your next visit');
    await click(screen.getByRole('button', { name: 'Later' }));
    advance(60_000);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('does not greet a start on a shared link to a page, nor an offline start', async () => {
    rememberStartRoute('#/activity/yoga');
    const linked = renderHost('/activity/yoga');
    advance(60_000);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // Not later in that start either, on the welcome page.
    await click(screen.getByRole('button', { name: 'Go home' }));
    advance(60_000);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    linked.unmount();

    rememberStartRoute('#/');
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderHost();
    advance(60_000);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('spec §3 blocking: a popup with an action offers neither "Later" nor close until it is done', async () => {
    renderHost('/', [{ ...POPUPS[0]!, blocking: true }]);
    advance(1000);
    expect(openTitle()).toBe('A gift for your next visit');
    expect(screen.queryByRole('button', { name: 'Later' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await click(screen.getByRole('button', { name: 'View offer' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('Route /activity/spa-days')).toBeInTheDocument();
  });

  it('a blocking popup without an action keeps its "OK"; a non-blocking one its "Later"', async () => {
    const view = renderHost('/', [{ ...POPUPS[1]!, blocking: true }]);
    advance(1000);
    await click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    view.unmount();
    renderHost('/', [POPUPS[0]!]);
    advance(1000);
    expect(screen.getByRole('button', { name: 'Later' })).toBeInTheDocument();
  });

  it('spec §8: a special offer naming no item is logged, not shown', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderHost('/', [{ ...POPUPS[0]!, id: 'lost-offer', offerId: 'no-such-item' }]);
    advance(60_000);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith(
      'Popup "lost-offer" is not shown: its offer "no-such-item" is no item of the model.',
    );
  });

  it('waits for the first route other than login', async () => {
    renderHost('/login');
    advance(5000);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await click(screen.getByRole('button', { name: 'Go home' }));
    advance(1000);
    expect(openTitle()).toBe('When are you staying with us?');
  });

  it('leaves out the notifications popup where push is not supported', async () => {
    vi.stubGlobal('PushManager', undefined);
    Reflect.deleteProperty(window, 'PushManager');
    useProjectStore.setState({ popupsSeen: { stay: NOW.getTime(), a2hs: 1 } });
    renderHost();
    advance(1000);
    expect(openTitle()).toBe('Winter at the hotel');
  });

  it('the initial stay popup waits until the guest is settled, and the others wait for it', () => {
    useGuestStore.setState({ ready: false });
    renderHost();
    // Longer than the home-screen popup's own delay of 3 s: spec §2's order holds.
    advance(10_000);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => useGuestStore.setState({ ready: true }));
    advance(1000);
    expect(openTitle()).toBe('When are you staying with us?');
  });
});
