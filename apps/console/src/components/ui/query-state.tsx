// Loading and failure of a screen's data, with a retry.
import i18n, { type TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { ApiError, isNetworkFailure } from '../../lib/api.ts';
import { Notice } from './notice.tsx';

/**
 * A failure in the staff member's language. The server's message is English
 * (and the most specific): the English console shows it; the others say
 * what the error contract's code means, in their language.
 */
export function errorText(error: unknown, t: TFunction): string {
  if (isNetworkFailure(error)) return t('app.offline');
  const message = error instanceof Error ? error.message : String(error);
  if (error instanceof ApiError && i18n.resolvedLanguage !== 'en') {
    return i18n.exists(`errors.${error.code}`)
      ? t(`errors.${error.code}` as 'errors.unknown', { code: error.code })
      : t('errors.unknown', { code: error.code });
  }
  return t('app.error', { message });
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
