import type { CheckinResult } from '@hospes/domain';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StatusBadge } from './reservation-summary.tsx';

export interface CheckinDoneProps {
  result: CheckinResult;
  hotel: string;
  /** Where "back to the reservation" leads … */
  reservationPath: string;
  /** … or what it does, when the reservation is on this very route. */
  onBack?: () => void;
}

/** The confirmation after a check-in: checked in, with the registration form's number. */
export function CheckinDone({ result, hotel, reservationPath, onBack }: CheckinDoneProps) {
  const { t } = useTranslation();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The form the guest was in is gone: tell them where they are now.
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <section className="checkin-done" aria-labelledby="checkin-done-title">
      <div className="checkin-done__icon" aria-hidden="true">
        <svg viewBox="0 0 24 24" width="36" height="36">
          <path
            d="M5 12.5l4.5 4.5L19 7.5"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.5"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      </div>
      <h2 id="checkin-done-title" ref={headingRef} tabIndex={-1}>
        {t('checkinForm.doneTitle')}
      </h2>
      <StatusBadge status="CHECKED_IN" />
      <p>{t('checkinForm.doneText', { hotel })}</p>
      <p className="checkin-done__number">
        {t('checkinForm.registrationNumber', { number: result.registration_number })}
      </p>
      {onBack ? (
        <button type="button" className="ui-button ui-button--primary" onClick={onBack}>
          {t('checkinForm.toReservation')}
        </button>
      ) : (
        <Link className="ui-button ui-button--primary" to={reservationPath}>
          {t('checkinForm.toReservation')}
        </Link>
      )}
    </section>
  );
}
