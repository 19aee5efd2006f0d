import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useGuest } from '../../lib/guest/use-guest.ts';
import '../../components/ui/button.css';

/** Where a guest-data query stands, as the page shows it. */
export type GuestDataState = 'loading' | 'no-guest' | 'failed' | 'ready';

/**
 * - loading: the app is still settling who the guest is, or the data load;
 * - no-guest: the app has no guest (the start check failed offline);
 * - failed: the server did not answer with the data.
 */
export function useGuestDataState(query: UseQueryResult): GuestDataState {
  const { ready, userId } = useGuest();
  if (!ready) return 'loading';
  if (userId === null) return 'no-guest';
  // Also the answer kept on the device when refreshing it failed (offline).
  if (query.data !== undefined) return 'ready';
  return query.isError ? 'failed' : 'loading';
}

interface GuestDataStatusProps {
  state: Exclude<GuestDataState, 'ready'>;
  onRetry: () => void;
}

/** What a profile section shows instead of its form while there are no data. */
export function GuestDataStatus({ state, onRetry }: GuestDataStatusProps) {
  const { t } = useTranslation();
  if (state === 'loading') {
    return (
      <p className="profile-status">
        <Spinner size="small" /> <span aria-hidden="true">{t('profile.loading')}</span>
      </p>
    );
  }
  if (state === 'no-guest') return <p className="profile-status">{t('profile.noGuest')}</p>;
  return (
    <div className="profile-status" role="alert">
      <p>{t('profile.loadFailed')}</p>
      <button type="button" className="ui-button ui-button--secondary" onClick={onRetry}>
        {t('profile.retry')}
      </button>
    </div>
  );
}
