import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import '../components/ui/button.css';

export interface StartErrorProps {
  error: unknown;
  retrying: boolean;
  onRetry: () => void;
}

/** spec §4/§8: no model could be loaded — the page title is "Error". */
export function StartError({ error, retrying, onRetry }: StartErrorProps) {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = 'Error';
    console.error('No model could be loaded', error);
  }, [error]);
  return (
    <main className="start-screen start-screen--error">
      <h1>{t('startError.title')}</h1>
      <p>{t('startError.text')}</p>
      <button
        type="button"
        className="ui-button ui-button--primary"
        onClick={onRetry}
        disabled={retrying}
      >
        {retrying ? t('common.loading') : t('startError.retry')}
      </button>
    </main>
  );
}
