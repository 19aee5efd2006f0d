import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ReservationDetails } from './reservation-details.tsx';
import {
  ReservationFallback,
  useRouteReservation,
} from '../../lib/reservations/use-route-reservation.tsx';
import '../../components/reservations/reservation-pages.css';

/**
 * spec §2 `/checkinguestform/:reservationId?`: the reservation details with
 * online check-in; without an id, the reservation the guest logged in with.
 */
export function CheckinPage() {
  const { t } = useTranslation();
  const { reservationId } = useParams();
  const route = useRouteReservation(reservationId);
  return (
    <section className="page checkin-page">
      <h1>{t('reservation.title')}</h1>
      {route.state === 'ready' ? (
        // A new reservation (another login) starts with fresh state.
        <ReservationDetails
          key={route.reservation.reservation_id}
          reservation={route.reservation}
        />
      ) : (
        <ReservationFallback route={route} loginText={t('reservation.loginText')} />
      )}
    </section>
  );
}
