import { lazy, Suspense, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../ui/icon.tsx';
import { focusableIn } from '../ui/use-focus-trap.ts';
import { useScrollLock } from '../ui/use-scroll-lock.ts';
import { Spinner } from '../ui/spinner.tsx';
import type { ItemMapProps } from './map-types.ts';
import './map-panel.css';

// Leaflet is loaded with the first map shown, not with the route.
const ItemMap = lazy(async () => ({ default: (await import('./item-map.tsx')).ItemMap }));

export interface MapPanelProps extends Omit<ItemMapProps, 'fullscreen' | 'labels'> {
  /** Accessible name of the map, e.g. "Map: Lakes & swimming". */
  label: string;
}

/**
 * A map with a full-screen mode (spec §2 "full-screen map"). Full screen
 * covers the window as a dialog: Tab stays inside, Escape or the close
 * button return, and the focus stays on the toggle button throughout.
 */
export function MapPanel({ label, ...mapProps }: MapPanelProps) {
  const { t } = useTranslation();
  const [fullscreen, setFullscreen] = useState(false);
  const panelRef = useRef<HTMLDivElement>(null);
  useScrollLock(fullscreen);

  useEffect(() => {
    if (!fullscreen) return;
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') setFullscreen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [fullscreen]);

  const trapTab = (event: KeyboardEvent<HTMLDivElement>) => {
    const root = panelRef.current;
    if (!fullscreen || event.key !== 'Tab' || !root) return;
    const items = focusableIn(root);
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <div
      ref={panelRef}
      className={fullscreen ? 'map-panel map-panel--fullscreen' : 'map-panel'}
      role={fullscreen ? 'dialog' : 'region'}
      aria-modal={fullscreen ? true : undefined}
      aria-label={label}
      onKeyDown={trapTab}
    >
      <button
        type="button"
        className="map-panel__toggle ui-button ui-button--secondary"
        onClick={() => setFullscreen((on) => !on)}
      >
        {fullscreen ? <Icon name="close" /> : <ExpandIcon />}
        {fullscreen ? t('topics.map.closeFullscreen') : t('topics.map.fullscreen')}
      </button>
      <div className="map-panel__map">
        <Suspense fallback={<Spinner />}>
          <ItemMap
            {...mapProps}
            fullscreen={fullscreen}
            labels={{
              yourLocation: t('topics.map.yourLocation'),
              zoomIn: t('topics.map.zoomIn'),
              zoomOut: t('topics.map.zoomOut'),
            }}
          />
        </Suspense>
      </div>
    </div>
  );
}

/** Four corners pointing outwards: the usual sign of "full screen". */
function ExpandIcon() {
  return (
    <svg
      className="icon"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5" />
    </svg>
  );
}
