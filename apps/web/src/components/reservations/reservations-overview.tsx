import { useTranslation } from 'react-i18next';
import { Spinner } from '../ui/spinner.tsx';
import { useReservations } from '../../lib/reservations/get-reservations.ts';
import { ReservationCard } from './reservation-card.tsx';
import '../ui/button.css';
import './reservations.css';

export interface ReservationsOverviewProps {
  /** 'menu': compact, in the sidebar or the mobile menu; 'page': inside a page. */
  variant?: 'menu' | 'page';
  onPick?: () => void;
}

/**
 * The reservations overview of the logged-in guest: each
 * reservation with number, status, room, guests and nights. Nothing for
 * guests without a login.
 */
export function ReservationsOverview({ variant = 'page', onPick }: ReservationsOverviewProps) {
  const { t } = useTranslation();
  const query = useReservations();
  if (!query.enabled) return null;
  return (
    <section
      className={`reservations reservations--${variant}`}
      aria-label={t('reservations.title')}
    >
      {variant === 'page' && <h2>{t('reservations.title')}</h2>}
      {query.isPending && <Spinner size="small" />}
      {query.isError && (
        <div className="reservations__status">
          <p>{t('reservations.loadFailed')}</p>
          <button
            type="button"
            className="ui-button ui-button--secondary"
            onClick={() => void query.refetch()}
          >
            {t('reservations.retry')}
          </button>
        </div>
      )}
      {query.data?.length === 0 && <p className="reservations__status">{t('reservations.none')}</p>}
      {query.data && query.data.length > 0 && (
        <ul className="reservations__list">
          {query.data.map((reservation) => (
            <li key={reservation.reservation_id}>
              <ReservationCard
                reservation={reservation}
                level={variant === 'page' ? 3 : 2}
                compact={variant === 'menu'}
                onPick={onPick}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
