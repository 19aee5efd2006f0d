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

/** spec §2 `/roomcheckout/:reservationId/:roomStayId`: online check-out of one room stay. */
export function RoomCheckoutPage() {
  const { t } = useTranslation();
  const { reservationId, roomStayId } = useParams();
  const route = useRouteReservation(reservationId);
  const known = route.reservation?.room_stays.some((s) => s.id === roomStayId) === true;
  return (
    <section className="page checkin-page">
      <h1>{t('menu.checkout')}</h1>
      {route.state === 'ready' && known && roomStayId ? (
        <>
          <ReservationSummary reservation={route.reservation} />
          <CheckoutView key={roomStayId} reservation={route.reservation} roomStayId={roomStayId} />
        </>
      ) : (
        <ReservationFallback
          route={route.state === 'ready' ? { state: 'missing', retry: route.retry } : route}
          loginText={t('checkout.loginText')}
        />
      )}
    </section>
  );
}
