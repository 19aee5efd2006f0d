import { formatDate } from '@hospes/domain';
import type { Invoice } from '@hospes/domain';
import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from '../../components/ui/visually-hidden.tsx';
import { useActiveLanguage } from '../../i18n/language-store.ts';
import { formatMoney } from '../../lib/format/money.ts';

export interface InvoiceCardProps {
  invoice: Invoice;
  onOpenPdf: () => void;
  pdfBusy: boolean;
  pdfFailed: boolean;
  onPay: () => void;
}

/**
 * spec §3 Invoice: description, the PDF and paying, then the line items with
 * their prices, the total, the VAT in it, the payments and the open amount.
 */
export function InvoiceCard({ invoice, onOpenPdf, pdfBusy, pdfFailed, onPay }: InvoiceCardProps) {
  const { t } = useTranslation();
  const lang = useActiveLanguage((s) => s.lang);
  const money = (minor: number) => formatMoney(minor, invoice.currency, lang);
  const titleId = `invoice-${invoice.id}-title`;
  const open = invoice.open_amount > 0;
  return (
    <article className="invoice-card" aria-labelledby={titleId}>
      <header className="invoice-card__head">
        <div>
          <h2 id={titleId} className="invoice-card__title">
            {t('invoices.invoice', { number: invoice.number })}
          </h2>
          <p className="invoice-card__meta">
            {invoice.description} · {formatDate(invoice.date, lang)}
          </p>
        </div>
        <span
          className={
            open ? 'invoice-badge invoice-badge--open' : 'invoice-badge invoice-badge--paid'
          }
        >
          {open ? t('invoices.statusOpen') : t('invoices.statusPaid')}
        </span>
      </header>
      {/* The actions before the lines: on a phone the list of lines is long, and paying is why the guest came. */}
      {pdfFailed && (
        <p className="invoice-card__error" role="alert">
          {t('invoices.pdfFailed')}
        </p>
      )}
      <div className="invoice-card__actions">
        {open && (
          <button type="button" className="ui-button ui-button--primary" onClick={onPay}>
            {t('invoices.pay', { amount: money(invoice.open_amount) })}
          </button>
        )}
        <button
          type="button"
          className="ui-button ui-button--secondary"
          onClick={onOpenPdf}
          disabled={pdfBusy}
        >
          {pdfBusy ? t('invoices.pdfLoading') : t('invoices.openPdf')}
        </button>
      </div>
      <table className="invoice-table">
        <caption>
          <VisuallyHidden>{t('invoices.itemsCaption', { number: invoice.number })}</VisuallyHidden>
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('invoices.item')}</th>
            <th scope="col" className="invoice-table__num">
              {t('invoices.quantity')}
            </th>
            <th scope="col" className="invoice-table__num">
              {t('invoices.price')}
            </th>
          </tr>
        </thead>
        <tbody>
          {invoice.line_items.map((item, index) => (
            <tr key={`${item.description}-${index}`}>
              <td>
                {item.description}
                {item.date && (
                  <span className="invoice-table__date">{formatDate(item.date, lang)}</span>
                )}
              </td>
              <td className="invoice-table__num">{item.quantity}</td>
              <td className="invoice-table__num">{money(item.price)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="invoice-table__total">
            <th scope="row" colSpan={2}>
              {t('invoices.total')}
            </th>
            <td className="invoice-table__num">{money(invoice.total)}</td>
          </tr>
          {invoice.vat_lines
            // A tax outside VAT (the city tax) has a 0 % line with nothing in it: not worth a row.
            .filter((vat) => vat.rate > 0 || vat.vat !== 0)
            .map((vat) => (
              <tr key={vat.rate} className="invoice-table__vat">
                <th scope="row" colSpan={2}>
                  {t('invoices.vatLine', { rate: vat.rate, net: money(vat.net) })}
                </th>
                <td className="invoice-table__num">{money(vat.vat)}</td>
              </tr>
            ))}
          {invoice.payments.map((payment, index) => (
            <tr key={`${payment.paid_at}-${index}`} className="invoice-table__payment">
              <th scope="row" colSpan={2}>
                {t('invoices.payment', {
                  date: formatDate(payment.paid_at, lang),
                  method: payment.method,
                })}
              </th>
              <td className="invoice-table__num">−{money(payment.amount)}</td>
            </tr>
          ))}
          <tr className="invoice-table__open">
            <th scope="row" colSpan={2}>
              {t('invoices.openAmount')}
            </th>
            <td className="invoice-table__num">{money(invoice.open_amount)}</td>
          </tr>
        </tfoot>
      </table>
    </article>
  );
}
