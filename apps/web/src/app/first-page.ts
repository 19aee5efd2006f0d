import { useEffect } from 'react';
import type { AppRouter } from './router.tsx';

let markShown: () => void = () => {};

/**
 * Resolves once the first page is on screen (the router has loaded its
 * route and is idle). Work that the first page does not need — the full
 * model check, the labels of other pages — waits for it, so that it never
 * competes with the first page for the network or the main thread.
 */
export const firstPageShown = new Promise<void>((resolve) => (markShown = resolve));

/**
 * How long background work waits after the first page: its pictures, the
 * short weather and the sanitiser are still loading then, and they come first.
 */
export const AFTER_FIRST_PAGE_DELAY_MS = 2000;

/**
 * Runs `task` a little after the first page is shown ({@link
 * AFTER_FIRST_PAGE_DELAY_MS}), when the browser is idle (at most `timeout`
 * ms later). Returns a function that cancels it.
 */
export function afterFirstPage(
  task: () => void,
  { delay = AFTER_FIRST_PAGE_DELAY_MS, timeout = 3000 } = {},
): () => void {
  let cancelled = false;
  let cancelWait = () => {};
  void firstPageShown.then(() => {
    if (cancelled) return;
    const timer = setTimeout(() => {
      if (typeof requestIdleCallback === 'function') {
        const handle = requestIdleCallback(task, { timeout });
        cancelWait = () => cancelIdleCallback(handle);
      } else {
        task();
      }
    }, delay);
    cancelWait = () => clearTimeout(timer);
  });
  return () => {
    cancelled = true;
    cancelWait();
  };
}

let leavingTask: (() => void) | null = null;

/**
 * Runs `task` once the guest has gone from the page the app started at to
 * another (in the browser's idle time): work for the pages to come — not
 * for a guest who only reads the first page, and never before the first
 * page is settled (a guard's redirect at the start is not a step). The app's
 * router tells (useFirstPageSignal).
 */
export function afterLeavingFirstPage(task: () => void): void {
  leavingTask = task;
}

function runWhenIdle(task: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(task, { timeout: 2000 });
  else setTimeout(task);
}

/**
 * Watches the router for the first page (see {@link firstPageShown}) and for
 * the guest's first step away from it (see {@link afterLeavingFirstPage}).
 * It subscribes once the app is mounted: a subscriber added before the
 * router's provider kept the first render of a page opened at a deep link
 * from ever committing (the start screen stayed).
 */
export function useFirstPageSignal(router: AppRouter): void {
  useEffect(() => {
    let firstKey: string | undefined;
    const check = (state: AppRouter['state']) => {
      if (!state.initialized || state.navigation.state !== 'idle') return;
      markShown();
      firstKey ??= state.location.key;
      if (state.location.key === firstKey || !leavingTask) return;
      const task = leavingTask;
      leavingTask = null;
      runWhenIdle(task);
    };
    check(router.state);
    return router.subscribe(check);
  }, [router]);
}
