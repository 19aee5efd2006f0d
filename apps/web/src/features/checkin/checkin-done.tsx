import type { CheckinResult } from '@hospes/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DonePanel } from '../../components/reservations/done-panel.tsx';

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
  return (
    <DonePanel title={t('checkinForm.doneTitle')} status="CHECKED_IN">
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
    </DonePanel>
  );
}
