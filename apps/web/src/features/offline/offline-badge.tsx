import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useOnline } from '../../hooks/use-online.ts';
import './offline-badge.css';

/**
 * Offline: a small badge while the network is gone, telling the
 * guest that what they see was saved before. The status region is always in
 * the page, so screen readers announce the change politely. Its height is
 * published as `--offline-badge-height`: a page sized to the window (the
 * chat) makes room for it instead of sliding under it.
 */
export function OfflineBadge() {
  const { t } = useTranslation();
  const online = useOnline();
  const region = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = region.current;
    const root = document.documentElement;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() =>
      root.style.setProperty('--offline-badge-height', `${element.offsetHeight}px`),
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--offline-badge-height');
    };
  }, []);
  return (
    <div role="status" className="offline-badge-region" ref={region}>
      {!online && <p className="offline-badge">{t('offline.badge')}</p>}
    </div>
  );
}
