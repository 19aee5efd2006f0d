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
 * Whether the sidebar is on screen. It is rendered on phones too (hidden by
 * CSS, so that nothing jumps); what only it shows and costs work to make —
 * the QR code — waits for this (docs/performance.md).
 */
export function useSidebarVisible(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => media()?.matches ?? true,
    () => true,
  );
}
