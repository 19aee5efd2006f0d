import { useEffect, useState } from 'react';
import { useHydrated } from '../../hooks/use-hydrated.ts';

/** From the lg breakpoint the sidebar shows (app-layout.css, spec §2); below, CSS hides it. */
const SIDEBAR_QUERY = '(min-width: 992px)';

const media = () =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(SIDEBAR_QUERY)
    : null;

/**
 * Whether the sidebar is on screen (from 992 px), or null where it cannot
 * be told: no `matchMedia`, the server's first view and its hydration
 * (both layouts there; CSS shows one). CSS alone decides what shows; this
 * only saves the work of building what CSS would hide — the sidebar on
 * phones, the header and tabs on desktops, the QR code (docs/performance.md).
 * The answer is there at the first render, so nothing jumps; after a
 * hydration it follows in a transition (useHydrated), never in one long task.
 */
export function useSidebarVisibility(): boolean | null {
  const hydrated = useHydrated();
  const [matches, setMatches] = useState<boolean | null>(() => media()?.matches ?? null);
  useEffect(() => {
    const query = media();
    if (!query) return;
    const follow = () => setMatches(query.matches);
    follow();
    query.addEventListener('change', follow);
    return () => query.removeEventListener('change', follow);
  }, []);
  return hydrated ? matches : null;
}

/** The sidebar is (or may be) on screen. */
export function useSidebarVisible(): boolean {
  return useSidebarVisibility() !== false;
}
