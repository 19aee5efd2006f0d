import type { CheckinResult, ReservationView } from '@hospes/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useProjectId, useProjectModel } from '../../lib/model/model-context.tsx';
import { useGuest } from '../../lib/guest/use-guest.ts';
import { readCheckinDraft } from './checkin-draft.ts';
import { CheckinDone } from './checkin-done.tsx';
import { CheckinFlow } from './checkin-flow.tsx';
import {
  ReservationBanner,
  ReservationSummary,
} from '../../components/reservations/reservation-summary.tsx';
import { RoomStayCard } from '../../components/reservations/room-stay-card.tsx';
import { useHotelContext } from '../../lib/reservations/use-hotel-context.ts';

/**
 * The reservation details screen (spec §2 "reservation details"):
 * the reservation, each room stay with its status label and — where a step
 * is not possible — the spec's message for the reason; online check-in of
 * the whole reservation when it is ready, and the ways to check-out and
 * the invoices.
 */
export function ReservationDetails({ reservation }: { reservation: ReservationView }) {
  const { t } = useTranslation();
  const projectId = useProjectId();
  const model = useProjectModel();
  const { userId } = useGuest();
  const hotel = useHotelContext();
  const rid = encodeURIComponent(reservation.reservation_id);
  // A guest who began and reloaded (or went offline) is back in the form at once.
  const [open, setOpen] = useState(
    () =>
      readCheckinDraft({
        projectId,
        userId: userId ?? '',
        reservationId: reservation.reservation_id,
        roomStayId: null,
      }) !== null,
  );
  const [result, setResult] = useState<CheckinResult | null>(null);

  if (result) {
    return (
      <CheckinDone
        result={result}
        hotel={model.name}
        reservationPath={`/checkinguestform/${rid}`}
        onBack={() => setResult(null)}
      />
    );
  }
  const checkinReady = reservation.status === 'CHECKIN_READY';
  // Once begun, the form stays until it is done or cancelled, whatever the status does meanwhile.
  if (open) {
    return (
      <>
        <ReservationBanner reservation={reservation} />
        <CheckinFlow
          reservation={reservation}
          roomStayId={null}
          onDone={(done) => {
            setOpen(false);
            setResult(done);
          }}
          onCancel={() => setOpen(false)}
        />
      </>
    );
  }
  return (
    <>
      <ReservationSummary reservation={reservation} />
      {checkinReady && (
        <section className="checkin-start" aria-labelledby="checkin-start-title">
          <h2 id="checkin-start-title">{t('reservation.startTitle')}</h2>
          <p>{t('reservation.startText')}</p>
          <button
            type="button"
            className="ui-button ui-button--primary"
            onClick={() => setOpen(true)}
          >
            {t('reservation.start')}
          </button>
        </section>
      )}
      <h2 className="checkin-page__subtitle">{t('reservation.roomsTitle')}</h2>
      <ul className="ci-stay-list">
        {reservation.room_stays.map((stay, index) => (
          <RoomStayCard
            key={stay.id}
            reservation={reservation}
            stay={stay}
            position={index + 1}
            reasonContext={hotel}
            // One room: the reservation's own buttons below lead to its steps.
            hideActions={reservation.room_stays.length === 1}
          />
        ))}
      </ul>
      <nav className="checkin-links" aria-label={t('reservation.moreLabel')}>
        {reservation.status === 'CHECKOUT_READY' && (
          <Link className="ui-button ui-button--primary" to={`/checkout/${rid}`}>
            {t('reservation.toCheckout')}
          </Link>
        )}
        {reservation.extras.invoice.active && (
          <Link className="ui-button ui-button--secondary" to={`/invoices/${rid}`}>
            {t('reservation.toInvoices')}
          </Link>
        )}
      </nav>
    </>
  );
}
