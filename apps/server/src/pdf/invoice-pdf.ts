// spec §3 "Invoice … PDF": the invoice as a PDF in the project's colours with
// its line items, the VAT of each rate, the payments and the open amount —
// and the particulars an Austrian or German invoice must carry (§ 11 UStG,
// § 14 UStG): supplier's name, address and VAT id, number, date, service
// period, quantities and descriptions, net, rate, tax and gross per rate.
import type { Invoice, Lang } from '@hospes/domain';
import { INVOICE_LABELS } from './invoice-labels.ts';
import {
  createPdf,
  drawHeader,
  ensureSpace,
  type PdfProject,
  type PdfWriter,
} from './pdf-document.ts';
import { formatDate, formatMoney, formatPercent } from './pdf-format.ts';

export interface InvoicePdfInput {
  project: PdfProject;
  invoice: Invoice;
  /** The reservation number the guest knows. */
  reservationNumber: string;
  /** The main guest's name, when known. */
  guestName: string | null;
  /** The days billed, formatted ("22.11.2026 – 25.11.2026"), when known. */
  servicePeriod: string | null;
  lang: Lang;
}

/** Column x positions and widths of the line items table (A4, 50 pt margins). */
const COLUMNS = {
  description: { x: 50, width: 215 },
  date: { x: 270, width: 60 },
  quantity: { x: 332, width: 35 },
  unitPrice: { x: 370, width: 65 },
  vat: { x: 438, width: 40 },
  amount: { x: 480, width: 65 },
} as const;
type Column = keyof typeof COLUMNS;

function row(w: PdfWriter, cells: Partial<Record<Column, string>>, bold = false): void {
  const { doc } = w;
  const y = doc.y;
  let height = 0;
  for (const [name, text] of Object.entries(cells) as [Column, string][]) {
    const { x, width } = COLUMNS[name];
    const align = name === 'description' || name === 'date' ? 'left' : 'right';
    (bold ? w.bold() : w.regular()).fontSize(9);
    doc.text(w.t(text), x, y, { width, align });
    height = Math.max(height, doc.y - y);
  }
  doc.x = 50;
  doc.y = y + height + 4;
}

function keyValue(w: PdfWriter, label: string, value: string, bold = false): void {
  const { doc } = w;
  ensureSpace(doc, 16);
  const y = doc.y;
  (bold ? w.bold() : w.regular()).fontSize(bold ? 11 : 9.5);
  doc.text(w.t(label), 300, y, { width: 160 });
  doc.text(w.t(value), 460, y, { width: 85, align: 'right' });
  doc.x = 50;
  doc.y = Math.max(doc.y, y + 14);
}

function rule(w: PdfWriter, color = '#999999'): void {
  const { doc } = w;
  doc.save().moveTo(50, doc.y).lineTo(545, doc.y).lineWidth(0.5).strokeColor(color).stroke();
  doc.restore();
  doc.y += 4;
}

/** Renders the invoice PDF; resolves to the file's bytes. */
export async function renderInvoicePdf(input: InvoicePdfInput): Promise<Buffer> {
  const { invoice, lang, project } = input;
  const l = INVOICE_LABELS[lang];
  const money = (minor: number) => formatMoney(minor, invoice.currency, lang);
  const w = await createPdf({ title: `${l.invoice} ${invoice.number}`, author: project.name });
  const { doc } = w;
  drawHeader(w, project);

  w.bold()
    .fontSize(16)
    .text(w.t(`${l.invoice} ${invoice.number}`));
  doc.moveDown(0.3);
  w.regular().fontSize(10);
  const { supplier } = project;
  const facts: [string, string][] = [
    [l.supplier, [supplier.name, project.addressLine].filter(Boolean).join(', ')],
  ];
  if (supplier.vatId) facts.push([l.vatId, supplier.vatId]);
  facts.push([l.number, invoice.number], [l.invoiceDate, formatDate(invoice.date, lang)]);
  if (input.servicePeriod) facts.push([l.servicePeriod, input.servicePeriod]);
  facts.push([l.reservation, input.reservationNumber]);
  if (input.guestName) facts.push([l.guest, input.guestName]);
  for (const [label, value] of facts) doc.text(w.t(`${label}: ${value}`));
  if (invoice.description) {
    doc.moveDown(0.3);
    doc.text(w.t(invoice.description));
  }
  doc.moveDown(1);

  row(
    w,
    {
      description: l.description,
      date: l.date,
      quantity: l.quantity,
      unitPrice: l.unitPrice,
      vat: l.vat,
      amount: l.amount,
    },
    true,
  );
  rule(w, '#333333');
  for (const item of invoice.line_items) {
    ensureSpace(doc, 24);
    row(w, {
      description: item.description,
      date: item.date ? formatDate(item.date, lang) : '',
      quantity: String(item.quantity),
      unitPrice: money(item.unit_price),
      vat: formatPercent(item.vat_rate, lang),
      amount: money(item.price),
    });
  }
  rule(w, '#333333');
  keyValue(w, l.total, money(invoice.total), true);
  doc.moveDown(0.8);

  ensureSpace(doc, 30 + 14 * invoice.vat_lines.length);
  w.bold().fontSize(10).text(w.t(l.vatSummary), 50);
  doc.moveDown(0.2);
  row(w, { description: '', unitPrice: l.net, amount: l.vat }, true);
  for (const line of invoice.vat_lines) {
    row(w, {
      description: `${formatPercent(line.rate, lang)} (${l.gross} ${money(line.gross)})`,
      unitPrice: money(line.net),
      amount: money(line.vat),
    });
  }
  doc.moveDown(0.8);

  if (invoice.payments.length > 0) {
    ensureSpace(doc, 30 + 14 * invoice.payments.length);
    w.bold().fontSize(10).text(w.t(l.payments), 50);
    doc.moveDown(0.2);
    for (const payment of invoice.payments) {
      keyValue(w, `${formatDate(payment.paid_at, lang)} ${payment.method}`, money(payment.amount));
    }
    doc.moveDown(0.4);
  }
  rule(w);
  keyValue(w, invoice.open_amount > 0 ? l.openAmount : l.paid, money(invoice.open_amount), true);
  return w.finish();
}
