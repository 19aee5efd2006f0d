import { useSyncExternalStore } from 'react';

/** From the lg breakpoint the sidebar shows (app-layout.css, spec §2); below, CSS hides it. */
const SIDEBAR_QUERY = '(min-width: 992px)';

const media = () =>
  typeof window.matchMedia === 'function' ? window.matchMedia(SIDEBAR_QUERY) : null;

function subscribe(onChange: () => void): () => void {
  const query = media();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

/**
 * Whether the sidebar is on screen (from 992 px), or null where the browser
 * cannot tell (no `matchMedia`). CSS alone decides what shows; this only
 * saves the work of building what CSS would hide — the sidebar on phones,
 * the header and tabs on desktops, the QR code (docs/performance.md). The
 * answer is there at the first render, so nothing jumps.
 */
export function useSidebarVisibility(): boolean | null {
  return useSyncExternalStore(
    subscribe,
    () => media()?.matches ?? null,
    () => null,
  );
}

/** The sidebar is (or may be) on screen. */
export function useSidebarVisible(): boolean {
  return useSidebarVisibility() !== false;
}
