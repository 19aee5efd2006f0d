import type { InappNotification } from '@hospes/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import './notification-link.css';

/**
 * spec §3/§9 link of a notification: INT links are app routes (navigated in
 * the app), EXT links open in a new tab without access to this window.
 */
export function NotificationLink({
  payload,
  onFollow,
}: {
  payload: InappNotification;
  onFollow?: () => void;
}) {
  const { t } = useTranslation();
  const { link, linkType, linkTitle } = payload.data;
  if (!link) return null;
  const label = linkTitle || t('notifications.open');
  if (linkType === 'EXT') {
    if (!/^https:\/\//.test(link)) return null;
    return (
      <a
        href={link}
        target="_blank"
        rel="noopener noreferrer"
        className="notification-link"
        onClick={onFollow}
      >
        {label} <span className="visually-hidden">{t('layout.opensInNewTab')}</span>
      </a>
    );
  }
  return (
    <Link to={link.replace(/^#/, '')} className="notification-link" onClick={onFollow}>
      {label}
    </Link>
  );
}
