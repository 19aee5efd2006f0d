import type { ReservationView } from '@hospes/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useGuest } from '../guest/use-guest.ts';
import { useReservations } from './get-reservations.ts';
import { findReservation } from './get-reservations.ts';
import { LoginNeeded } from '../../components/reservations/login-needed.tsx';

export type RouteReservation =
  | { state: 'loading' | 'login' | 'error' | 'missing'; reservation?: undefined; retry: () => void }
  | { state: 'ready'; reservation: ReservationView; retry: () => void };

/**
 * The reservation a route names (`:reservationId`, or the guest's own), from
 * getreservations (the reservations feature's query, shared with the
 * overview): only a logged-in guest's reservations exist for the app.
 */
export function useRouteReservation(reservationId: string | undefined): RouteReservation {
  const guest = useGuest();
  const query = useReservations();
  const retry = () => void query.refetch();
  if (!guest.ready) return { state: 'loading', retry };
  if (!guest.loggedIn) return { state: 'login', retry };
  if (query.isPending) return { state: 'loading', retry };
  // A reservation kept on the device still shows when refreshing it failed (offline).
  if (query.isError && !query.data) return { state: 'error', retry };
  const reservation = findReservation(query.data, reservationId, guest.reservationId);
  return reservation ? { state: 'ready', reservation, retry } : { state: 'missing', retry };
}

/** What a reservation screen shows while its reservation is not there (yet). */
export function ReservationFallback({
  route,
  loginText,
}: {
  route: RouteReservation;
  loginText: string;
}) {
  const { t } = useTranslation();
  if (route.state === 'loading') {
    return (
      <div className="checkin-loading">
        <Spinner />
      </div>
    );
  }
  if (route.state === 'login') return <LoginNeeded text={loginText} />;
  if (route.state === 'error') {
    return (
      <div className="checkin-empty" role="alert">
        <p>{t('reservation.loadFailed')}</p>
        <button type="button" className="ui-button ui-button--secondary" onClick={route.retry}>
          {t('reservation.retry')}
        </button>
      </div>
    );
  }
  return (
    <div className="checkin-empty">
      <p>{t('reservation.missing')}</p>
      <Link className="ui-button ui-button--secondary" to="/">
        {t('errors.backHome')}
      </Link>
    </div>
  );
}
