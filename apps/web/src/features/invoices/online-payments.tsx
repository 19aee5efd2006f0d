import { DEFAULT_TIMEZONE, formatInstant, type OnlinePayment } from '@hospes/domain';
import { useTranslation } from 'react-i18next';
import { useActiveLanguage } from '../../i18n/language-store.ts';
import { formatMoney } from '../../lib/format/money.ts';
import { useProjectModel } from '../../lib/model/model-context.tsx';

/**
 * Bookings and shop orders paid by card: the money never reaches the room
 * bill, so without this list the guest would find the payment nowhere — nor
 * whether a cancellation gave it back.
 */
export function OnlinePayments({ payments }: { payments: readonly OnlinePayment[] }) {
  const { t } = useTranslation();
  const model = useProjectModel();
  const lang = useActiveLanguage((s) => s.lang);
  const timeZone = model._meta.timezone ?? DEFAULT_TIMEZONE;
  if (payments.length === 0) return null;
  return (
    <section className="online-payments" aria-labelledby="online-payments-title">
      <h2 id="online-payments-title" className="online-payments__title">
        {t('invoices.onlineTitle')}
      </h2>
      <p className="online-payments__hint">{t('invoices.onlineHint')}</p>
      <ul className="online-payments__list" aria-label={t('invoices.onlineCaption')}>
        {payments.map((p) => (
          <li key={p.id} className="online-payments__row">
            <div>
              <p className="online-payments__what">{p.description}</p>
              <p className="online-payments__meta">
                {formatInstant(Date.parse(p.paid_at), lang, timeZone, 'dateTime')} ·{' '}
                {p.status === 'refunded' ? t('invoices.onlineRefunded') : t('invoices.onlinePaid')}
              </p>
            </div>
            <p
              className={
                p.status === 'refunded'
                  ? 'online-payments__amount online-payments__amount--refunded'
                  : 'online-payments__amount'
              }
            >
              {formatMoney(p.amount, p.currency, lang)}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
