import { startTransition, useEffect, useState } from 'react';

/**
 * Whether the app has taken over the page. Never on the server; in the
 * browser from the start, unless the app is about to hydrate the server's
 * first view ({@link beginHydration}) — then once it has.
 */
let hydrated = typeof window !== 'undefined';
const waiting = new Set<() => void>();

/** The app is about to hydrate the server's first view: parts wait for {@link markHydrated}. */
export function beginHydration(): void {
  hydrated = false;
}

/**
 * Marks the app as having taken over the page (after hydration) and lets
 * every waiting part show itself, in
 * a transition: what only the browser draws follows in slices, never in
 * one long task after the takeover.
 */
export function markHydrated(): void {
  if (hydrated) return;
  hydrated = true;
  startTransition(() => {
    for (const show of waiting) show();
  });
}

/**
 * False on the server and while React hydrates the server's first view,
 * true once the app has taken over (docs/decisions/046) — and at once for
 * everything mounted after. What only the browser can draw — a portal into
 * `document.body`, a dialog that depends on the guest's stored choices,
 * sanitised HTML — waits for it, so that hydration meets exactly the markup
 * the server sent and nothing of another state flashes.
 */
export function useHydrated(): boolean {
  const [shown, setShown] = useState(hydrated);
  useEffect(() => {
    if (shown) return;
    if (hydrated) {
      setShown(true);
      return;
    }
    const show = () => setShown(true);
    waiting.add(show);
    return () => {
      waiting.delete(show);
    };
  }, [shown]);
  return shown;
}
