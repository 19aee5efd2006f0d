import type { CheckoutResult, ReservationView } from '@hospes/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useActiveLanguage } from '../../i18n/language-store.ts';
import { newIdempotencyKey } from '../../lib/api/idempotency-key.ts';
import { stepRefusalOf } from '../../lib/api/refusals.ts';
import { reasonMessage } from '../../lib/reservations/reason-messages.ts';
import { DonePanel } from '../../components/reservations/done-panel.tsx';
import { RoomStayCard } from '../../components/reservations/room-stay-card.tsx';
import { useHotelContext } from '../../lib/reservations/use-hotel-context.ts';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { useSubmitCheckout } from './checkout-queries.ts';
import { OpenInvoiceBlock } from './open-invoice-block.tsx';

export interface CheckoutViewProps {
  reservation: ReservationView;
  /** null: every room stay of the reservation that can check out now. */
  roomStayId: string | null;
}

/**
 * Check-out per room stay: each stay's status and — where
 * check-out is not possible — the reason (CHECKOUT_FINISHED,
 * CHECKIN_NOT_FINISHED, PMS_STATUS_NOT_INHOUSE, the window, an open
 * invoice); the open-invoice block; confirmation and cancel dialogs.
 */
export function CheckoutView({ reservation, roomStayId }: CheckoutViewProps) {
  const { t } = useTranslation();
  const lang = useActiveLanguage((s) => s.lang);
  const hotel = useHotelContext();
  const navigate = useNavigate();
  const submit = useSubmitCheckout();
  // One key per check-out attempt: a retry after a lost answer is the same check-out.
  const [key] = useState(newIdempotencyKey);
  const [confirming, setConfirming] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const [result, setResult] = useState<CheckoutResult | null>(null);
  const detailsPath = `/checkinguestform/${encodeURIComponent(reservation.reservation_id)}`;
  const stays = roomStayId
    ? reservation.room_stays.filter((s) => s.id === roomStayId)
    : reservation.room_stays;
  const possible = stays.filter((s) => s.checkout.possible);
  const paymentBlocked =
    reservation.open_amount_minor > 0 &&
    stays.some((s) => !s.checkout.possible && s.checkout.reason === 'PAYMENT_REQUIRED');

  if (result) {
    return (
      <DonePanel title={t('checkout.doneTitle')} status="CHECKED_OUT">
        <p>{t('checkout.doneText')}</p>
        {/* The question after the stay (docs/journeys.md), also without the mail. */}
        <Link
          className="ui-button ui-button--primary"
          to={`/feedback/${encodeURIComponent(reservation.reservation_id)}`}
        >
          {t('feedback.title')}
        </Link>
        <Link className="ui-button ui-button--secondary" to={detailsPath}>
          {t('checkinForm.toReservation')}
        </Link>
      </DonePanel>
    );
  }

  const send = () =>
    submit.mutate(
      {
        type: roomStayId ? 'room_stay' : 'reservation',
        reservation_id: reservation.reservation_id,
        room_stay_id: roomStayId ?? undefined,
        idempotency_key: key,
      },
      {
        onSuccess: (done) => setResult(done),
        onSettled: () => setConfirming(false),
      },
    );
  const refusal = stepRefusalOf(submit.error);

  return (
    <>
      {paymentBlocked && <OpenInvoiceBlock reservation={reservation} />}
      <h2 className="checkin-page__subtitle">
        {t(roomStayId ? 'checkout.roomTitle' : 'reservation.roomsTitle')}
      </h2>
      <ul className="ci-stay-list">
        {stays.map((stay) => (
          <RoomStayCard
            key={stay.id}
            reservation={reservation}
            stay={stay}
            position={reservation.room_stays.indexOf(stay) + 1}
            reasonContext={hotel}
            hideActions={roomStayId !== null || possible.length <= 1}
          />
        ))}
      </ul>
      {submit.isError && (
        <p className="checkin-form__failure" role="alert">
          {refusal
            ? reasonMessage(refusal.reason, null, { ...hotel, t, lang, window: refusal.window })
            : t('checkout.failed')}
        </p>
      )}
      {possible.length > 0 ? (
        <div className="checkout-actions">
          <button
            type="button"
            className="ui-button ui-button--primary"
            onClick={() => setConfirming(true)}
          >
            {t('checkout.start')}
          </button>
          {/* Set apart from "Check out now": leaving is never one slip of the thumb away. */}
          <button
            type="button"
            className="checkout-actions__leave"
            onClick={() => setCancelling(true)}
          >
            {t('checkout.cancel')}
          </button>
        </div>
      ) : (
        <div className="checkout-actions">
          <Link className="ui-button ui-button--secondary" to={detailsPath}>
            {t('checkinForm.toReservation')}
          </Link>
        </div>
      )}
      <ConfirmDialog
        open={confirming}
        title={t('checkout.confirmTitle')}
        text={t('checkout.confirmText')}
        backLabel={t('checkout.confirmBack')}
        confirmLabel={t('checkout.confirmSend')}
        busyLabel={t('checkinForm.sending')}
        busy={submit.isPending}
        onConfirm={send}
        onBack={() => setConfirming(false)}
      />
      {/* spec §2: leaving the check-out changes nothing. */}
      <ConfirmDialog
        open={cancelling}
        title={t('checkout.cancelTitle')}
        text={t('checkout.cancelText')}
        backLabel={t('checkout.cancelKeep')}
        confirmLabel={t('checkout.cancelLeave')}
        onBack={() => setCancelling(false)}
        onConfirm={() => void navigate(detailsPath)}
      />
    </>
  );
}
