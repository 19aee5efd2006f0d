import type { Invoice, ReservationView } from '@hospes/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useProjectId } from '../../lib/model/model-context.tsx';
import { KeptCopyNote } from '../../components/ui/kept-copy-note.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useActiveLanguage } from '../../i18n/language-store.ts';
import {
  ReservationFallback,
  useRouteReservation,
} from '../../lib/reservations/use-route-reservation.tsx';
import { InvoiceCard } from './invoice-card.tsx';
import { invoicesOf, openInvoicePdf, useInvoices } from './invoice-queries.ts';
import { formatMoney } from '../../lib/format/money.ts';
import { OnlinePayments } from './online-payments.tsx';
import { PaymentDialog } from './payment-dialog.tsx';
import { PaymentReturnBanner } from './payment-return.tsx';
import { usePaymentReturn } from '../../lib/payments/use-payment-return.ts';
import '../../components/reservations/reservation-pages.css';
import './invoices.css';

/** The invoices of one reservation with their PDFs and online payment. */
function ReservationInvoices({ reservation }: { reservation: ReservationView }) {
  const { t } = useTranslation();
  const projectId = useProjectId();
  const lang = useActiveLanguage((s) => s.lang);
  const query = useInvoices();
  const [outcome, dismiss] = usePaymentReturn();
  const [paying, setPaying] = useState<Invoice | null>(null);
  const [pdf, setPdf] = useState<{ id: string; state: 'busy' | 'failed' } | null>(null);

  const openPdf = (invoice: Invoice) => {
    setPdf({ id: invoice.id, state: 'busy' });
    openInvoicePdf(projectId, invoice.id, lang).then(
      () => setPdf(null),
      () => setPdf({ id: invoice.id, state: 'failed' }),
    );
  };

  if (query.isPending) {
    return (
      <div className="checkin-loading">
        <Spinner />
      </div>
    );
  }
  if (query.isError && !query.data) {
    return (
      <div className="checkin-empty" role="alert">
        <p>{t('invoices.loadFailed')}</p>
        <button
          type="button"
          className="ui-button ui-button--secondary"
          onClick={() => void query.refetch()}
        >
          {t('reservation.retry')}
        </button>
      </div>
    );
  }
  const invoices = invoicesOf(query.data.invoices, reservation);
  const open = invoices.reduce((sum, i) => sum + i.open_amount, 0);
  const currency = invoices[0]?.currency ?? reservation.currency;
  // Once everything is paid, check-out is the next step: it leads, at the top.
  const checkout = reservation.status === 'CHECKOUT_READY' && (
    <Link
      className="ui-button ui-button--primary"
      to={`/checkout/${encodeURIComponent(reservation.reservation_id)}`}
    >
      {t('reservation.toCheckout')}
    </Link>
  );
  return (
    <>
      {query.isError && <KeptCopyNote at={query.dataUpdatedAt} />}
      {outcome && <PaymentReturnBanner outcome={outcome} onDismiss={dismiss} />}
      <div className={open > 0 ? 'invoices-total invoices-total--open' : 'invoices-total'}>
        <p className="invoices-total__label">{t('invoices.openTotal')}</p>
        <p className="invoices-total__amount">{formatMoney(open, currency, lang)}</p>
        <p className="invoices-total__hint">
          {open > 0 ? t('invoices.openHint') : t('invoices.allPaid')}
        </p>
        {open === 0 && checkout && <div className="invoices-total__action">{checkout}</div>}
      </div>
      {invoices.length === 0 ? (
        <p className="checkin-notice">{t('invoices.none')}</p>
      ) : (
        invoices.map((invoice) => (
          <InvoiceCard
            key={invoice.id}
            invoice={invoice}
            onOpenPdf={() => openPdf(invoice)}
            pdfBusy={pdf?.id === invoice.id && pdf.state === 'busy'}
            pdfFailed={pdf?.id === invoice.id && pdf.state === 'failed'}
            onPay={() => setPaying(invoice)}
          />
        ))
      )}
      <OnlinePayments payments={query.data.online_payments ?? []} />
      <nav className="checkin-links" aria-label={t('reservation.moreLabel')}>
        <Link
          className="ui-button ui-button--secondary"
          to={`/checkinguestform/${encodeURIComponent(reservation.reservation_id)}`}
        >
          {t('checkinForm.toReservation')}
        </Link>
        {open > 0 && checkout}
      </nav>
      {paying && <PaymentDialog invoice={paying} onClose={() => setPaying(null)} />}
    </>
  );
}

/** spec §2 `/invoices/:reservationId`: invoices with PDF view and online payment. */
export function InvoicesPage() {
  const { t } = useTranslation();
  const { reservationId } = useParams();
  const route = useRouteReservation(reservationId);
  return (
    <section className="page checkin-page invoices-page">
      <h1>{t('menu.invoices')}</h1>
      {route.state === 'ready' ? (
        <ReservationInvoices reservation={route.reservation} />
      ) : (
        <ReservationFallback route={route} loginText={t('invoices.loginText')} />
      )}
    </section>
  );
}
