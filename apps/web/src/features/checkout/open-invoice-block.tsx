import type { ReservationView } from '@hospes/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useActiveLanguage } from '../../i18n/language-store.ts';
import { formatMoney } from '../../lib/format/money.ts';

/**
 * spec §4 "blocked until invoices are paid": the open amount and the way to
 * pay it, shown where check-out waits for the payment.
 */
export function OpenInvoiceBlock({ reservation }: { reservation: ReservationView }) {
  const { t } = useTranslation();
  const lang = useActiveLanguage((s) => s.lang);
  return (
    <section className="open-invoice" aria-labelledby="open-invoice-title">
      <div className="open-invoice__icon" aria-hidden="true">
        !
      </div>
      <div className="open-invoice__body">
        <h2 id="open-invoice-title" className="open-invoice__title">
          {t('checkout.openInvoiceTitle')}
        </h2>
        <p className="open-invoice__amount">
          {formatMoney(reservation.open_amount_minor, reservation.currency, lang)}
        </p>
        <p>{t('checkout.openInvoiceText')}</p>
        <Link
          className="ui-button ui-button--primary"
          to={`/invoices/${encodeURIComponent(reservation.reservation_id)}`}
        >
          {t('checkout.payInvoice')}
        </Link>
      </div>
    </section>
  );
}
