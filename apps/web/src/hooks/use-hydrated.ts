import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False on the server and while React hydrates the server's first view,
 * true in every render after (docs/decisions/046). What only the browser
 * can draw — a portal into `document.body`, a dialog that depends on the
 * guest's stored choices — waits for it, so that hydration meets exactly
 * the markup the server sent and nothing of another state flashes.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
