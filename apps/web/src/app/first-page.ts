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

/** How long background work that waits for the guest waits at most. */
export const FIRST_INTERACTION_TIMEOUT_MS = 10_000;

/**
 * Runs `task` once the guest first touches, clicks, types or scrolls after
 * the first page — or {@link FIRST_INTERACTION_TIMEOUT_MS} after it.
 */
export function afterFirstInteraction(task: () => void): void {
  const events = ['pointerdown', 'keydown', 'touchstart', 'wheel', 'scroll'] as const;
  void firstPageShown.then(() => {
    let done = false;
    const run = () => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      for (const type of events) window.removeEventListener(type, run, true);
      task();
    };
    const timer = setTimeout(run, FIRST_INTERACTION_TIMEOUT_MS);
    for (const type of events) window.addEventListener(type, run, { capture: true, passive: true });
  });
}

/** Watches the router for the first page (see {@link firstPageShown}). */
export function useFirstPageSignal(router: AppRouter): void {
  useEffect(() => {
    const check = (state: AppRouter['state']) => {
      if (state.initialized && state.navigation.state === 'idle') markShown();
    };
    check(router.state);
    return router.subscribe(check);
  }, [router]);
}
