import type { PaymentReturnOutcome } from '@hospes/domain';
import { useTranslation } from 'react-i18next';

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
