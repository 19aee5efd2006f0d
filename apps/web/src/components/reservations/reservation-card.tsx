import { formatDateRange, type ReservationView } from '@hospes/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { reservationActions, type NextStep } from '../../lib/reservations/reservation-actions.ts';

export interface ReservationCardProps {
  reservation: ReservationView;
  /** Heading level of the reservation's title. */
  level: 2 | 3;
  /** In a menu: the facts on one line, without the dates. */
  compact?: boolean;
  /** An onPick to close the menu it sits in when a link is followed. */
  onPick?: () => void;
  /** The step to lead with (welcome page): the first, primary button. */
  lead?: NextStep | null;
}

/**
 * spec §3 "Reservation (display)": number, status, room number, guests
 * (adults, children) and nights, with the stay's dates and the links to the
 * next steps.
 */
export function ReservationCard(props: ReservationCardProps) {
  const { reservation, level, compact, onPick, lead } = props;
  const { t, i18n } = useTranslation();
  const Heading = level === 2 ? 'h2' : 'h3';
  const rooms = reservation.room_numbers.join(', ');
  const links = reservationActions(reservation)
    .filter((action) => action.to !== lead?.to)
    .map((action) => ({ to: action.to, label: t(`reservations.actions.${action.id}`) }));
  const actions = lead ? [{ to: lead.to, label: t(`nextStep.${lead.id}`) }, ...links] : links;
  const guests = [
    t('reservations.adults', { count: reservation.adults }),
    ...(reservation.children > 0
      ? [t('reservations.children', { count: reservation.children })]
      : []),
  ].join(', ');
  return (
    <article className="reservation-card">
      <Heading className="reservation-card__title">
        {t('reservations.number', { number: reservation.number })}
      </Heading>
      <p className={`reservation-card__status reservation-card__status--${reservation.status}`}>
        {t(`reservations.status.${reservation.status}`, { defaultValue: reservation.status_label })}
      </p>
      {compact ? (
        <p className="reservation-card__summary">
          {[
            t('reservations.roomNumber', { room: rooms || t('reservations.noRoom') }),
            guests,
            t('reservations.nights', { count: reservation.nights }),
          ].join(' · ')}
        </p>
      ) : (
        <dl className="reservation-card__facts">
          <div>
            <dt>{t('reservations.dates')}</dt>
            <dd>
              {formatDateRange(
                reservation.date_of_arrival,
                reservation.date_of_departure,
                i18n.language,
              )}
            </dd>
          </div>
          <div>
            <dt>{t('reservations.room')}</dt>
            <dd>{rooms || t('reservations.noRoom')}</dd>
          </div>
          <div>
            <dt>{t('reservations.guests')}</dt>
            <dd>{guests}</dd>
          </div>
          <div>
            <dt>{t('reservations.nightsLabel')}</dt>
            <dd>{t('reservations.nights', { count: reservation.nights })}</dd>
          </div>
        </dl>
      )}
      {actions.length > 0 && (
        <div className="reservation-card__actions">
          {actions.map((action, index) => (
            <Link
              key={action.to}
              className={`ui-button ${index === 0 ? 'ui-button--primary' : 'ui-button--secondary'}`}
              to={action.to}
              onClick={onPick}
            >
              {action.label}
            </Link>
          ))}
        </div>
      )}
    </article>
  );
}
