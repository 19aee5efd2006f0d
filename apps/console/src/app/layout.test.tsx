// Nothing arrives unnoticed: the menu counts what waits on each screen (and
// marks what waits longer than the project's threshold), the tab title
// carries the total, and — once the staff member turns alerts on — more
// waiting than before chimes and shows a desktop notification while the
// console is not in front.
import type { StaffCounters } from '@hospes/domain';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeStaffApi, renderScreen } from '../test/staff-screen.tsx';
import { staffKeys } from '../lib/query-keys.ts';
import { Layout } from './layout.tsx';

const NOW = Date.parse('2026-11-27T10:00:00.000Z');
const minutesAgo = (m: number) => new Date(NOW - m * 60_000).toISOString();

const counters = (requests: number): StaffCounters => ({
  requests: { count: requests, oldestAt: requests ? minutesAgo(15) : null },
  conversations: { count: 1, oldestAt: minutesAgo(2) },
  bookings: { count: 0, oldestAt: null },
  orders: { count: 0, oldestAt: null },
  escalateAfterMinutes: 10,
});

/** The Notification API as a browser that lets the console notify. */
class FakeNotification {
  static permission: NotificationPermission = 'default';
  static shown: { title: string; body: string | undefined }[] = [];
  static requestPermission = vi.fn(async () => {
    FakeNotification.permission = 'granted';
    return 'granted' as const;
  });
  constructor(title: string, options?: NotificationOptions) {
    FakeNotification.shown.push({ title, body: options?.body });
  }
}

/** Web Audio: counts the tones started. */
const tones = { started: 0 };
class FakeAudioContext {
  currentTime = 0;
  destination = {};
  resume = vi.fn(async () => undefined);
  createOscillator() {
    return {
      frequency: { value: 0 },
      connect: (node: unknown) => node,
      start: () => (tones.started += 1),
      stop: () => undefined,
    };
  }
  createGain() {
    return {
      gain: { setValueAtTime: () => undefined, exponentialRampToValueAtTime: () => undefined },
      connect: (node: unknown) => node,
    };
  }
}

beforeEach(() => {
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
  vi.stubGlobal('Notification', FakeNotification);
  vi.stubGlobal('AudioContext', FakeAudioContext);
  FakeNotification.permission = 'default';
  FakeNotification.shown = [];
  tones.started = 0;
  localStorage.clear();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderLayout() {
  let waiting = counters(1);
  fakeStaffApi({ 'GET /api/staff/alpenrose/counters': () => waiting });
  const client = renderScreen(
    <Layout>
      <h1>Screen</h1>
    </Layout>,
  );
  return {
    /** More waits now: the realtime stream makes the counters stale. */
    async arrive(requests: number) {
      waiting = counters(requests);
      await act(() => client.invalidateQueries({ queryKey: staffKeys.counters.all }));
    },
  };
}

describe('what waits for the staff', () => {
  it('counts in the menu and the tab title, and marks what waits longer than the threshold', async () => {
    renderLayout();
    const requests = await screen.findByRole('link', { name: /^Requests, 1 new/ });
    // Fifteen minutes against a threshold of ten: escalated.
    expect(requests).toHaveAccessibleName('Requests, 1 new, Waiting longer than 10 min');
    expect(screen.getByRole('link', { name: 'Conversations, 1 unread' })).toBeInTheDocument();
    // Nothing waits for the programme and the orders: no count.
    expect(screen.getByRole('link', { name: 'Programme' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Orders' })).toBeInTheDocument();
    expect(document.title).toBe('(2) Hospes Console');
  });

  it('alerts only once turned on: a chime, and a notification while the console is not in front', async () => {
    vi.spyOn(document, 'hasFocus').mockReturnValue(false);
    const user = userEvent.setup();
    const { arrive } = renderLayout();
    await screen.findByRole('link', { name: /^Requests, 1 new/ });

    // Off (the default): more waiting changes the counts, nothing sounds.
    await arrive(2);
    expect(await screen.findByRole('link', { name: /^Requests, 2 new/ })).toBeInTheDocument();
    expect(tones.started).toBe(0);
    expect(FakeNotification.shown).toEqual([]);

    const toggle = screen.getByRole('button', { name: 'Alerts off' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Alerts on' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // The click asks the browser for the permission.
    expect(FakeNotification.requestPermission).toHaveBeenCalledTimes(1);

    await arrive(3);
    expect(await screen.findByRole('link', { name: /^Requests, 3 new/ })).toBeInTheDocument();
    expect(tones.started).toBe(2);
    expect(FakeNotification.shown).toEqual([
      { title: 'New in the console', body: 'Requests: 1 new' },
    ]);
    expect(document.title).toBe('(4) Hospes Console');
    // Fewer waiting (the team handled one): no alert.
    await arrive(2);
    expect(await screen.findByRole('link', { name: /^Requests, 2 new/ })).toBeInTheDocument();
    expect(FakeNotification.shown).toHaveLength(1);
    // The choice is kept in this browser.
    expect(localStorage.getItem('hospes.console.alerts')).toBe('on');
  });
});
