import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ReservationSummary } from '../../components/reservations/reservation-summary.tsx';
import {
  ReservationFallback,
  useRouteReservation,
} from '../../lib/reservations/use-route-reservation.tsx';
import { CheckoutView } from './checkout-view.tsx';
import '../../components/reservations/reservation-pages.css';
import './checkout.css';

/** spec §2 `/checkout/:reservationId`: online check-out of a reservation's room stays. */
export function CheckoutPage() {
  const { t } = useTranslation();
  const { reservationId } = useParams();
  const route = useRouteReservation(reservationId);
  return (
    <section className="page checkin-page">
      <h1>{t('menu.checkout')}</h1>
      {route.state === 'ready' ? (
        <>
          <ReservationSummary reservation={route.reservation} />
          <CheckoutView
            key={route.reservation.reservation_id}
            reservation={route.reservation}
            roomStayId={null}
          />
        </>
      ) : (
        <ReservationFallback route={route} loginText={t('checkout.loginText')} />
      )}
    </section>
  );
}
