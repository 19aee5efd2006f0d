// A PMS invoice → spec §3 Invoice as getinvoices answers it (domain
// InvoiceSchema): line items, VAT lines, payments and the open amount in
// integer minor units with the currency.
import { formatDateRange, vatLines, type Invoice, type Lang } from '@hospes/domain';
import type { PmsInvoice, PmsReservation } from '../pms/pms-adapter.ts';
import { INVOICE_LABELS } from '../pdf/invoice-labels.ts';
import { formatDate } from '../pdf/pdf-format.ts';

/** The days an invoice bills (§ 11 UStG "Zeitraum der Leistung"): its room stays' first arrival to last departure. */
export function servicePeriodOf(
  invoice: PmsInvoice,
  reservation: PmsReservation,
): { from: string; to: string } | null {
  const stays = reservation.roomStays.filter(
    (s) => invoice.roomStayId === null || s.id === invoice.roomStayId,
  );
  const from = stays.map((s) => s.arrival).sort()[0];
  const to = stays
    .map((s) => s.departure)
    .sort()
    .at(-1);
  return from && to ? { from, to } : null;
}

/** "22.11.2026 – 25.11.2026": a service period as documents write it. */
export function formatPeriod(period: { from: string; to: string }, lang: Lang): string {
  return `${formatDate(period.from, lang)} – ${formatDate(period.to, lang)}`;
}

/**
 * The invoice's description: the stay it bills, as the app writes a stay
 * ("Aufenthalt 22.–25. Nov. 2026"), so that the invoice card's line does not
 * mix date styles.
 */
function descriptionOf(invoice: PmsInvoice, reservation: PmsReservation, lang: Lang): string {
  const period = servicePeriodOf(invoice, reservation);
  const label = INVOICE_LABELS[lang].stay;
  return period ? `${label} ${formatDateRange(period.from, period.to, lang)}` : label;
}

export function invoiceView(invoice: PmsInvoice, reservation: PmsReservation, lang: Lang): Invoice {
  const lineItems = invoice.lines.map((line) => ({
    description: line.description,
    ...(line.serviceDate ? { date: line.serviceDate } : {}),
    quantity: line.quantity,
    unit_price: line.unitPriceMinor,
    price: line.amountMinor,
    vat_rate: line.vatRateBp / 100,
  }));
  // The PMS's own VAT summary is the invoice's; a PMS without one gets the domain's sums.
  const vat =
    invoice.vat.length > 0
      ? invoice.vat.map((v) => ({
          rate: v.vatRateBp / 100,
          net: v.netMinor,
          vat: v.vatMinor,
          gross: v.grossMinor,
        }))
      : vatLines(lineItems);
  return {
    id: invoice.id,
    number: invoice.number,
    description: descriptionOf(invoice, reservation, lang),
    date: invoice.issuedAt.slice(0, 10),
    currency: invoice.currency,
    room_stay_id: invoice.roomStayId,
    line_items: lineItems,
    vat_lines: vat,
    total: invoice.totalMinor,
    payments: invoice.payments.map((p) => ({
      amount: p.amountMinor,
      paid_at: p.paidAt,
      method: INVOICE_LABELS[lang].onlinePayment,
      reference: p.providerRef,
    })),
    open_amount: invoice.openMinor,
  };
}
