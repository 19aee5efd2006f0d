import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { openLoginDialog } from '../../lib/guest/use-guest.ts';
import '../ui/button.css';

/**
 * What the reservation screens show to a guest who is not logged in
 * (spec §6: reservations need the login with reservation data).
 */
export function LoginNeeded({ text }: { text: string }) {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <div className="checkin-empty">
      <p>{text}</p>
      <button
        type="button"
        className="ui-button ui-button--primary"
        onClick={() => openLoginDialog(location.pathname)}
      >
        {t('reservation.login')}
      </button>
    </div>
  );
}
