import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useProfile } from '../../lib/guest-data/guest-data-queries.ts';
import { nextStepOf } from '../../lib/reservations/reservation-actions.ts';
import { useReservations } from '../../lib/reservations/get-reservations.ts';
import { ReservationCard } from './reservation-card.tsx';
import '../ui/button.css';
import './reservations.css';

/**
 * The logged-in guest's stay, led with at the top of the welcome page,
 * profile and plan: a personal greeting and each reservation in its
 * check-in, payment or check-out window with its next step as the first
 * button ("Check in now", "Pay", "Check out"). Nothing outside the windows
 * (the menu still lists every reservation).
 */
export function NextStep() {
  const { t } = useTranslation();
  const headingId = useId();
  const reservations = useReservations();
  const profile = useProfile();
  const due = (reservations.data ?? []).flatMap((reservation) => {
    const step = nextStepOf(reservation);
    return step ? [{ reservation, step }] : [];
  });
  if (due.length === 0) return null;
  const name = profile.data?.firstName?.trim();
  return (
    <section className="next-step" aria-labelledby={headingId}>
      <h2 id={headingId} className="next-step__greeting">
        {name ? t('nextStep.greeting', { name }) : t('nextStep.greetingNoName')}
      </h2>
      <ul className="reservations__list">
        {due.map(({ reservation, step }) => (
          <li key={reservation.reservation_id}>
            <ReservationCard reservation={reservation} level={3} compact lead={step} />
          </li>
        ))}
      </ul>
    </section>
  );
}
