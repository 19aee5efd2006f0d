// Loading and failure of a screen's data, with a retry.
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { isNetworkFailure } from '../../lib/api.ts';
import { Notice } from './notice.tsx';

export function errorText(error: unknown, t: TFunction): string {
  if (isNetworkFailure(error)) return t('app.offline');
  return t('app.error', { message: error instanceof Error ? error.message : String(error) });
}

export function QueryState({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  if (!error)
    return (
      <p className="muted" role="status">
        {t('app.loading')}
      </p>
    );
  return (
    <div>
      <Notice kind="error">{errorText(error, t)}</Notice>
      <button type="button" className="button" onClick={onRetry}>
        {t('app.retry')}
      </button>
    </div>
  );
}
