import { formatDateRange } from '@hospes/domain';
import type { ReservationView, RoomStayView } from '@hospes/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useActiveLanguage } from '../../i18n/language-store.ts';
import {
  reasonMessage,
  stayStatus,
  type ReasonContext,
} from '../../lib/reservations/reason-messages.ts';
import { StatusBadge } from './reservation-summary.tsx';

export interface RoomStayCardProps {
  reservation: ReservationView;
  stay: RoomStayView;
  /** 1-based position, names a stay without a room number. */
  position: number;
  reasonContext: Omit<ReasonContext, 't' | 'lang'>;
  /** Without the links to the next step (the screen itself is that step). */
  hideActions?: boolean;
}

/**
 * The reason shown under a stay: why the next step is not possible now —
 * check-in while the guest has not checked in, check-out afterwards.
 */
function stayReason(stay: RoomStayView): string | null {
  const status = stayStatus(stay);
  if (status === 'CHECKIN_READY' || status === 'CHECKOUT_READY') return null;
  if (status === 'CHECKED_OUT') return 'CHECKOUT_FINISHED';
  if (status === 'CHECKED_IN') return stay.checkout.possible ? null : stay.checkout.reason;
  return stay.checkin.possible ? null : stay.checkin.reason;
}

/** One room stay of the reservation details screen: its status label, reason and next step. */
export function RoomStayCard(props: RoomStayCardProps) {
  const { reservation, stay, position, reasonContext, hideActions } = props;
  const { t } = useTranslation();
  const lang = useActiveLanguage((s) => s.lang);
  const status = stayStatus(stay);
  const reason = stayReason(stay);
  const rid = encodeURIComponent(reservation.reservation_id);
  const sid = encodeURIComponent(stay.id);
  const titleId = `stay-${stay.id}-title`;
  return (
    <li className="ci-stay" aria-labelledby={titleId}>
      <div className="ci-stay__head">
        <h3 id={titleId} className="ci-stay__title">
          {stay.room_number
            ? t('reservation.room', { number: stay.room_number })
            : t('reservation.roomStay', { number: position })}
        </h3>
        <StatusBadge status={status} />
      </div>
      <p className="ci-stay__meta">
        {formatDateRange(stay.date_of_arrival, stay.date_of_departure, lang)} ·{' '}
        {t('reservation.nights', { count: stay.nights })} ·{' '}
        {t('reservation.adults', { count: stay.adults })}
        {stay.children > 0 && `, ${t('reservation.children', { count: stay.children })}`}
      </p>
      {reason && (
        <p
          className={`ci-stay__reason ci-stay__reason--${reason === 'PAYMENT_REQUIRED' ? 'warning' : 'info'}`}
        >
          {reasonMessage(reason, stay, { ...reasonContext, t, lang })}
        </p>
      )}
      {!hideActions && (
        <div className="ci-stay__actions">
          {stay.checkin.possible && (
            <Link className="ui-button ui-button--primary" to={`/roomcheckin/${rid}/${sid}`}>
              {t('reservation.checkinRoom')}
            </Link>
          )}
          {stay.checkout.possible && (
            <Link className="ui-button ui-button--primary" to={`/roomcheckout/${rid}/${sid}`}>
              {t('reservation.checkoutRoom')}
            </Link>
          )}
          {reason === 'PAYMENT_REQUIRED' && (
            <Link className="ui-button ui-button--secondary" to={`/invoices/${rid}`}>
              {t('reservation.toInvoices')}
            </Link>
          )}
        </div>
      )}
    </li>
  );
}
