// getinvoices and getinvoicepdf on both databases: minor units
// with the currency, the PDF's text holds the line items, and only the
// owning guest gets an invoice.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DIALECTS } from '../../test/support/databases.ts';
import {
  createCheckinFixture,
  guest,
  type CheckinFixture,
} from '../../test/support/checkin-fixture.ts';
import { pdfText } from '../../test/support/pdf-tools.ts';
import { GuestNotFoundError } from '../http/app-error.ts';

describe.each(DIALECTS)('invoices on %s', (dialect) => {
  let f: CheckinFixture;
  beforeAll(async () => {
    f = await createCheckinFixture(dialect);
  });
  beforeEach(async () => {
    await f.reset();
  });
  afterAll(async () => {
    await f?.close();
  });

  it('spec §3: line items, VAT, total, payments and open amount in minor units', async () => {
    const { invoices, payment_required } = await f.invoices.list(guest('R-1002'), 'en');
    expect(payment_required).toBe(true);
    expect(invoices).toHaveLength(1);
    const invoice = invoices[0]!;
    expect(invoice).toMatchObject({
      id: 'R-1002-INV1',
      number: '2026-1002',
      currency: 'EUR',
    });
    // The app's one date style for a stay (domain formatDateRange).
    expect(invoice.description).toMatch(/^Stay 18\s–\s22 Nov 2026$/);
    expect(invoice.line_items[0]).toEqual({
      description: 'Single room with breakfast (per night)',
      date: '2026-11-18',
      quantity: 4,
      unit_price: 14_500,
      price: 58_000,
      vat_rate: 10,
    });
    const sum = invoice.line_items.reduce((n, l) => n + l.price, 0);
    expect(invoice.total).toBe(sum);
    expect(invoice.vat_lines.reduce((n, l) => n + l.gross, 0)).toBe(sum);
    const paid = invoice.payments.reduce((n, p) => n + p.amount, 0);
    expect(invoice.open_amount).toBe(invoice.total - paid);
    expect(invoice.open_amount).toBeGreaterThan(0);
  });

  it('R-1001 paid in advance: nothing open, nothing required', async () => {
    const { invoices, payment_required } = await f.invoices.list(guest('R-1001'), 'de');
    expect(payment_required).toBe(false);
    expect(invoices.map((i) => i.open_amount)).toEqual([0]);
  });

  it('an anonymous guest has no invoices', async () => {
    expect(await f.invoices.list(guest(null, 'guest_app_1'), 'de')).toEqual({
      invoices: [],
      payment_required: false,
    });
  });

  it("the invoice PDF's text holds the project, the legal particulars, the line items, VAT and the open amount", async () => {
    const file = await f.invoices.pdf(guest('R-1002'), 'R-1002-INV1', 'de');
    expect(file.fileName).toBe('2026-1002.pdf');
    expect(file.pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(file.pdf);
    for (const expected of [
      'Hotel Alpenrose',
      'Rechnung 2026-1002',
      // § 11 UStG: supplier's name, address and VAT id; invoice date; service period
      'Rechnungsaussteller: Hotel Alpenrose GmbH, Dorfstraße 14, 6299 Lärchwald',
      'UID-Nummer: ATU12345678',
      'Rechnungsdatum:',
      'Leistungszeitraum: 18.11.2026 – 22.11.2026',
      'Erika Gast',
      'Einzelzimmer mit Frühstück (pro Nacht)',
      'Ortstaxe (pro Person und Nacht)',
      'Abendessen im Restaurant',
      'Enthaltene Mehrwertsteuer',
      'Offener Betrag',
    ]) {
      expect(text).toContain(expected);
    }
    // Money as the app writes it in German (domain FORMAT_LOCALES): "580,00 €".
    expect(text).toMatch(/580,00\s€/);
  });

  it("guest B cannot read guest A's invoice PDF", async () => {
    for (const caller of [guest('R-1001'), guest(null, 'guest_app_1')]) {
      await expect(f.invoices.pdf(caller, 'R-1002-INV1', 'de')).rejects.toThrow(GuestNotFoundError);
    }
  });
});
