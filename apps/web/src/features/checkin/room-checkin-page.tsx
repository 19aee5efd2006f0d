import { formatDateRange } from '@hospes/domain';
import type { CheckinResult, ReservationView } from '@hospes/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { useProjectModel } from '../../lib/model/model-context.tsx';
import { useActiveLanguage } from '../../i18n/language-store.ts';
import { CheckinDone } from './checkin-done.tsx';
import { CheckinFlow } from './checkin-flow.tsx';
import { reasonMessage, stayStatus } from '../../lib/reservations/reason-messages.ts';
import { StatusBadge } from '../../components/reservations/reservation-summary.tsx';
import { useHotelContext } from '../../lib/reservations/use-hotel-context.ts';
import {
  ReservationFallback,
  useRouteReservation,
} from '../../lib/reservations/use-route-reservation.tsx';
import '../../components/reservations/reservation-pages.css';

/** The check-in of one room stay, or why it is not possible. */
function RoomCheckin({
  reservation,
  roomStayId,
}: {
  reservation: ReservationView;
  roomStayId: string;
}) {
  const { t } = useTranslation();
  const lang = useActiveLanguage((s) => s.lang);
  const model = useProjectModel();
  const hotel = useHotelContext();
  const navigate = useNavigate();
  const [result, setResult] = useState<CheckinResult | null>(null);
  const stay = reservation.room_stays.find((s) => s.id === roomStayId);
  // Once shown, the form stays while a fresh status arrives (it says "checked in" after the send).
  const [started] = useState(() => stay?.checkin.possible === true);
  const detailsPath = `/checkinguestform/${encodeURIComponent(reservation.reservation_id)}`;
  if (!stay) {
    return (
      <div className="checkin-empty">
        <p>{t('reservation.missing')}</p>
        <Link className="ui-button ui-button--secondary" to={detailsPath}>
          {t('checkinForm.toReservation')}
        </Link>
      </div>
    );
  }
  if (result)
    return <CheckinDone result={result} hotel={model.name} reservationPath={detailsPath} />;
  return (
    <>
      <div className="ci-stay-banner">
        <div>
          <p className="ci-stay-banner__title">
            {stay.room_number
              ? t('reservation.room', { number: stay.room_number })
              : t('reservation.number') + ' ' + reservation.number}
          </p>
          <p className="ci-stay-banner__meta">
            {formatDateRange(stay.date_of_arrival, stay.date_of_departure, lang)}
          </p>
        </div>
        <StatusBadge status={stayStatus(stay)} />
      </div>
      {started ? (
        <CheckinFlow
          reservation={reservation}
          roomStayId={stay.id}
          onDone={setResult}
          onCancel={() => void navigate(detailsPath)}
        />
      ) : (
        <div className="checkin-empty">
          <p className="checkin-notice">
            {stay.checkin.possible
              ? t('reservation.reasons.unknown')
              : reasonMessage(stay.checkin.reason, stay, { ...hotel, t, lang })}
          </p>
          <Link className="ui-button ui-button--secondary" to={detailsPath}>
            {t('checkinForm.toReservation')}
          </Link>
        </div>
      )}
    </>
  );
}

/** spec §2 `/roomcheckin/:reservationId/:roomStayId`: online check-in of one room stay. */
export function RoomCheckinPage() {
  const { t } = useTranslation();
  const { reservationId, roomStayId } = useParams();
  const route = useRouteReservation(reservationId);
  return (
    <section className="page checkin-page">
      <h1>{t('menu.checkin')}</h1>
      {route.state === 'ready' && roomStayId ? (
        <RoomCheckin key={roomStayId} reservation={route.reservation} roomStayId={roomStayId} />
      ) : (
        <ReservationFallback route={route} loginText={t('reservation.loginText')} />
      )}
    </section>
  );
}
