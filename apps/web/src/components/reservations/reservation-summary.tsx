import { formatDate, formatDateRange } from '@hospes/domain';
import type { ReservationStatus, ReservationView } from '@hospes/domain';
import { useTranslation } from 'react-i18next';
import { useActiveLanguage } from '../../i18n/language-store.ts';
import { statusLabel } from '../../lib/reservations/reason-messages.ts';

/** spec §4 display status as a coloured badge with its label. */
export function StatusBadge({ status }: { status: ReservationStatus }) {
  const { t } = useTranslation();
  return (
    <span className={`ci-status ci-status--${status.toLowerCase().replaceAll('_', '-')}`}>
      {statusLabel(t, status)}
    </span>
  );
}

/**
 * spec §3 "Reservation (display)": number, status, room numbers, guests
 * (adults, children) and nights, with arrival and departure.
 */
export function ReservationSummary({ reservation }: { reservation: ReservationView }) {
  const { t } = useTranslation();
  const lang = useActiveLanguage((s) => s.lang);
  const guests = [
    t('reservation.adults', { count: reservation.adults }),
    ...(reservation.children > 0
      ? [t('reservation.children', { count: reservation.children })]
      : []),
  ].join(', ');
  return (
    <section className="ci-reservation" aria-labelledby="ci-reservation-title">
      <div className="ci-reservation__head">
        <div>
          <p className="ci-reservation__eyebrow">{t('reservation.number')}</p>
          <h2 id="ci-reservation-title" className="ci-reservation__number">
            {reservation.number}
          </h2>
        </div>
        <StatusBadge status={reservation.status} />
      </div>
      <div className="ci-reservation__dates">
        <div>
          <p className="ci-reservation__eyebrow">{t('reservation.arrival')}</p>
          <p className="ci-reservation__date">
            {formatDate(reservation.date_of_arrival, lang, 'weekdayNoYear')}
          </p>
        </div>
        <span className="ci-reservation__arrow" aria-hidden="true">
          →
        </span>
        <div>
          <p className="ci-reservation__eyebrow">{t('reservation.departure')}</p>
          <p className="ci-reservation__date">
            {formatDate(reservation.date_of_departure, lang, 'weekdayNoYear')}
          </p>
        </div>
      </div>
      <dl className="ci-reservation__facts">
        <div>
          <dt>{t('reservation.nightsLabel')}</dt>
          <dd>{t('reservation.nights', { count: reservation.nights })}</dd>
        </div>
        <div>
          <dt>{t('reservation.guestsLabel')}</dt>
          <dd>{guests}</dd>
        </div>
        {reservation.room_numbers.length > 0 && (
          <div>
            <dt>{t('reservation.roomsLabel', { count: reservation.room_numbers.length })}</dt>
            <dd>{reservation.room_numbers.join(', ')}</dd>
          </div>
        )}
      </dl>
    </section>
  );
}

/** The reservation in one line above a form: number, dates and status. */
export function ReservationBanner({ reservation }: { reservation: ReservationView }) {
  const { t } = useTranslation();
  const lang = useActiveLanguage((s) => s.lang);
  return (
    <div className="ci-stay-banner">
      <div>
        <p className="ci-stay-banner__title">
          {t('reservation.number')} {reservation.number}
        </p>
        <p className="ci-stay-banner__meta">
          {formatDateRange(reservation.date_of_arrival, reservation.date_of_departure, lang)}
        </p>
      </div>
      <StatusBadge status={reservation.status} />
    </div>
  );
}
