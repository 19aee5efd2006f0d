/** What the scheduler needs of the page (a fake in tests). */
export interface RefreshEnvironment {
  document: Pick<Document, 'hidden' | 'addEventListener' | 'removeEventListener'>;
  window: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  now: () => number;
}

export interface RefreshSchedule {
  /** spec §9: 900000 ms. */
  intervalMs: number;
  /** spec §9: idle after 60000 ms without the guest doing anything. */
  idleMs: number;
}

/** What the guest does that counts as activity (waking the app from idle). */
const ACTIVITY_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart', 'scroll'];

/**
 * spec §4 "Integration data refreshes on init, every 900000 ms, and on wake
 * from idle (idle after 60 s); it stops when the app sleeps." The app sleeps
 * while the page is hidden or the guest has been idle for `idleMs`: the
 * interval stops then. Waking (the page shown again, or activity after
 * idle) refreshes at once — unless the last refresh is less than `idleMs`
 * ago, so a quick glance away costs nothing — and restarts the interval.
 * Returns the function that stops it all.
 */
export function startRefreshSchedule(
  refresh: () => void,
  schedule: RefreshSchedule,
  env: RefreshEnvironment = { document, window, now: Date.now },
): () => void {
  let interval: ReturnType<typeof setInterval> | undefined;
  let idleTimer: ReturnType<typeof setTimeout> | undefined;
  let idle = false;
  let lastRefresh = env.now();
  let lastActivity = env.now();

  const run = () => {
    lastRefresh = env.now();
    refresh();
  };
  const stopInterval = () => {
    clearInterval(interval);
    interval = undefined;
  };
  const startIdleTimer = () => {
    clearTimeout(idleTimer);
    idleTimer = setTimeout(() => {
      idle = true;
      stopInterval();
    }, schedule.idleMs);
  };
  const wake = () => {
    idle = false;
    if (env.now() - lastRefresh >= schedule.idleMs) run();
    stopInterval();
    interval = setInterval(run, schedule.intervalMs);
    startIdleTimer();
  };
  const sleep = () => {
    stopInterval();
    clearTimeout(idleTimer);
  };

  const onActivity = () => {
    if (env.document.hidden) return;
    if (idle) {
      lastActivity = env.now();
      wake();
      return;
    }
    // Restarting the idle timer on every pointer move is waste: once a second is plenty.
    if (env.now() - lastActivity < 1000) return;
    lastActivity = env.now();
    startIdleTimer();
  };
  const onVisibility = () => (env.document.hidden ? sleep() : wake());

  run();
  if (!env.document.hidden) {
    interval = setInterval(run, schedule.intervalMs);
    startIdleTimer();
  }
  for (const type of ACTIVITY_EVENTS) {
    env.window.addEventListener(type, onActivity, { passive: true, capture: true });
  }
  env.document.addEventListener('visibilitychange', onVisibility);

  return () => {
    sleep();
    for (const type of ACTIVITY_EVENTS) {
      env.window.removeEventListener(type, onActivity, { capture: true });
    }
    env.document.removeEventListener('visibilitychange', onVisibility);
  };
}
