import { IDLE_MS, INTEGRATION_REFRESH_MS } from '@hospes/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startRefreshSchedule } from './refresh-scheduler.ts';

/** A page whose visibility the test switches. */
function fakePage() {
  const target = new EventTarget();
  const page = {
    hidden: false,
    addEventListener: target.addEventListener.bind(target),
    removeEventListener: target.removeEventListener.bind(target),
    setHidden(hidden: boolean) {
      page.hidden = hidden;
      target.dispatchEvent(new Event('visibilitychange'));
    },
    act(type = 'pointerdown') {
      target.dispatchEvent(new Event(type));
    },
  };
  return page;
}

const schedule = { intervalMs: INTEGRATION_REFRESH_MS, idleMs: IDLE_MS };
let stop: () => void = () => {};

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  stop();
  vi.useRealTimers();
});

function start() {
  const page = fakePage();
  const refresh = vi.fn();
  stop = startRefreshSchedule(refresh, schedule, {
    document: page,
    window: page,
    now: () => Date.now(),
  });
  return { page, refresh };
}

/** Time passes while the guest keeps doing something (never idle). */
function busyFor(page: ReturnType<typeof fakePage>, ms: number) {
  for (let t = 0; t < ms; t += 30_000) {
    vi.advanceTimersByTime(30_000);
    page.act('keydown');
  }
}

describe('spec §4/§9 integration data refresh', () => {
  it('refreshes on init', () => {
    const { refresh } = start();
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('refreshes every 900000 ms while the guest is active', () => {
    const { page, refresh } = start();
    busyFor(page, INTEGRATION_REFRESH_MS - 30_000);
    expect(refresh).toHaveBeenCalledTimes(1);
    busyFor(page, 30_000);
    expect(refresh).toHaveBeenCalledTimes(2);
    busyFor(page, INTEGRATION_REFRESH_MS);
    expect(refresh).toHaveBeenCalledTimes(3);
  });

  it('is idle after 60 s without activity and then stops (the app sleeps)', () => {
    const { refresh } = start();
    vi.advanceTimersByTime(3 * INTEGRATION_REFRESH_MS);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('refreshes on wake from idle, then every 900000 ms again', () => {
    const { page, refresh } = start();
    vi.advanceTimersByTime(IDLE_MS + 10_000);
    page.act('pointerdown');
    expect(refresh).toHaveBeenCalledTimes(2);
    busyFor(page, INTEGRATION_REFRESH_MS);
    expect(refresh).toHaveBeenCalledTimes(3);
  });

  it('activity before 60 s is no wake: no extra refresh', () => {
    const { page, refresh } = start();
    vi.advanceTimersByTime(IDLE_MS - 5_000);
    page.act('pointerdown');
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('stops while the page is hidden and refreshes when it is shown again', () => {
    const { page, refresh } = start();
    page.setHidden(true);
    vi.advanceTimersByTime(2 * INTEGRATION_REFRESH_MS);
    page.act('pointerdown');
    expect(refresh).toHaveBeenCalledTimes(1);
    page.setHidden(false);
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it('a glance away shorter than the idle time costs no refresh', () => {
    const { page, refresh } = start();
    page.setHidden(true);
    vi.advanceTimersByTime(5_000);
    page.setHidden(false);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('stop() ends it all', () => {
    const { page, refresh } = start();
    stop();
    busyFor(page, 2 * INTEGRATION_REFRESH_MS);
    page.setHidden(true);
    page.setHidden(false);
    expect(refresh).toHaveBeenCalledTimes(1);
  });
});
