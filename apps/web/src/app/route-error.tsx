import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import '../components/ui/button.css';

/**
 * Shown in place of a page that failed (e.g. its code could not be loaded
 * offline); the layout around it stays usable.
 */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();
  useEffect(() => {
    console.error('Page failed', error);
  }, [error]);
  return (
    <section className="page">
      <h1>{t('errors.pageFailed')}</h1>
      <p>{t('errors.pageFailedText')}</p>
      <button
        type="button"
        className="ui-button ui-button--primary"
        onClick={() => window.location.reload()}
      >
        {t('errors.reload')}
      </button>
    </section>
  );
}
