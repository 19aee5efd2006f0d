// Says so while the server cannot be reached — the screens keep what they
// had, and from when it is — and goes away when the next answer arrives.
import { useTranslation } from 'react-i18next';
import { useConnection } from '../../lib/connection.ts';
import { formatDateTime } from '../../lib/format.ts';

export function ConnectionBanner() {
  const { t } = useTranslation();
  const { lost, lastAnswerAt } = useConnection();
  // The live region stays in the page, so the change is announced.
  return (
    <div className="connection" role="status">
      {lost && (
        <p className="notice notice--warn">
          {lastAnswerAt === null
            ? t('app.reconnecting')
            : t('app.stale', { time: formatDateTime(new Date(lastAnswerAt).toISOString()) })}
        </p>
      )}
    </div>
  );
}
