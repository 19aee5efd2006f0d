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

/** Runs `task` once the first page is shown and the browser is idle (at most `timeout` ms later). */
export function afterFirstPage(task: () => void, timeout = 3000): () => void {
  let cancelled = false;
  let cancelIdle = () => {};
  void firstPageShown.then(() => {
    if (cancelled) return;
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(task, { timeout });
      cancelIdle = () => cancelIdleCallback(handle);
    } else {
      const handle = setTimeout(task, 1);
      cancelIdle = () => clearTimeout(handle);
    }
  });
  return () => {
    cancelled = true;
    cancelIdle();
  };
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
