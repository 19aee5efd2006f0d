import { PAYMENT_RETURN_OUTCOMES, type PaymentReturnOutcome } from '@hospes/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useProjectId } from '../../lib/model/model-context.tsx';
import { guestKeys, useGuest } from '../../lib/guest/use-guest.ts';

const isOutcome = (value: string | null): value is PaymentReturnOutcome =>
  (PAYMENT_RETURN_OUTCOMES as readonly string[]).includes(value ?? '');

/**
 * The guest is back from the hosted payment page
 * (`#/invoices/{reservationId}?payment=approved|declined|cancelled|…`): the
 * outcome, read once; the query parameter is dropped (a reload does not
 * repeat the message) and the invoices and reservations are fetched anew.
 */
export function usePaymentReturn(): [PaymentReturnOutcome | null, () => void] {
  const [params, setParams] = useSearchParams();
  const projectId = useProjectId();
  const { userId } = useGuest();
  const client = useQueryClient();
  const [outcome, setOutcome] = useState<PaymentReturnOutcome | null>(() => {
    const value = params.get('payment');
    return isOutcome(value) ? value : null;
  });
  const hasParam = params.has('payment');

  useEffect(() => {
    if (!hasParam) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('payment');
        return next;
      },
      { replace: true },
    );
    void client.invalidateQueries({ queryKey: guestKeys.user(projectId, userId ?? '') });
  }, [hasParam, setParams, client, projectId, userId]);

  return [outcome, () => setOutcome(null)];
}

/** The message about the payment's outcome: success, still open, or in progress. */
export function PaymentReturnBanner({
  outcome,
  onDismiss,
}: {
  outcome: PaymentReturnOutcome;
  onDismiss: () => void;
}) {
  const { t } = useTranslation();
  const tone =
    outcome === 'approved'
      ? 'success'
      : outcome === 'declined' || outcome === 'failed'
        ? 'error'
        : 'info';
  return (
    <div
      className={`payment-banner payment-banner--${tone}`}
      role={tone === 'error' ? 'alert' : 'status'}
    >
      <div>
        <p className="payment-banner__title">{t(`payment.return.${outcome}.title`)}</p>
        <p className="payment-banner__text">{t(`payment.return.${outcome}.text`)}</p>
      </div>
      <button
        type="button"
        className="payment-banner__close"
        onClick={onDismiss}
        aria-label={t('payment.dismiss')}
      >
        ×
      </button>
    </div>
  );
}
