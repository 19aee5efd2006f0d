import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import './skip-link.css';

/**
 * "Skip to content". The app uses hash routes, so a plain `#main` link would
 * navigate to a route called "main"; the link focuses the main region instead.
 */
export function SkipLink() {
  const { t } = useTranslation();
  function skip(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    document.getElementById('main')?.focus();
  }
  return (
    <a className="skip-link" href="#main" onClick={skip}>
      {t('layout.skipToContent')}
    </a>
  );
}
