import { useTranslation } from 'react-i18next';
import { useOnline } from '../../hooks/use-online.ts';
import './offline-badge.css';

/**
 * Offline: a small badge while the network is gone, telling the
 * guest that what they see was saved before. The status region is always in
 * the page, so screen readers announce the change politely.
 */
export function OfflineBadge() {
  const { t } = useTranslation();
  const online = useOnline();
  return (
    <div role="status" className="offline-badge-region">
      {!online && <p className="offline-badge">{t('offline.badge')}</p>}
    </div>
  );
}
