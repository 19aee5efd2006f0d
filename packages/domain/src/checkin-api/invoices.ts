// spec §3 "Invoice: description, price, total, payments, open amount, PDF" as
// `getinvoices` answers it. Money is in integer minor units (cents) with an
// ISO 4217 currency, so no sum is ever off by a fraction of a cent.
import { z } from 'zod';
import { IsoDateSchema } from '../model/common.ts';

/** An amount in minor units (cents): an integer. */
export const MinorUnitsSchema = z.number().int();
/** An ISO 4217 currency code, e.g. EUR. */
export const CurrencySchema = z.string().regex(/^[A-Z]{3}$/, 'Expected an ISO 4217 currency code');

/** One line of an invoice: prices are gross (VAT included), as hotels quote them. */
export const InvoiceLineItemSchema = z.object({
  description: z.string(),
  /** The service date, when the line belongs to one (a room night). */
  date: IsoDateSchema.optional(),
  quantity: z.number().int().positive(),
  /** Gross price of one unit. */
  unit_price: MinorUnitsSchema,
  /** Gross price of the line: quantity × unit_price. */
  price: MinorUnitsSchema,
  /** VAT rate in percent, e.g. 10 (0 for a tax outside VAT such as the city tax). */
  vat_rate: z.number().min(0).max(100),
});
export type InvoiceLineItem = z.infer<typeof InvoiceLineItemSchema>;

/** A payment on an invoice (only the provider's reference is kept, never card data). */
export const InvoicePaymentSchema = z.object({
  amount: MinorUnitsSchema,
  paid_at: z.string(),
  method: z.string(),
  reference: z.string().optional(),
});
export type InvoicePayment = z.infer<typeof InvoicePaymentSchema>;

/** The VAT of one rate: net + vat = gross. */
export const VatLineSchema = z.object({
  rate: z.number(),
  net: MinorUnitsSchema,
  vat: MinorUnitsSchema,
  gross: MinorUnitsSchema,
});
export type VatLine = z.infer<typeof VatLineSchema>;

/** spec §3 Invoice as `getinvoices` answers it. */
export const InvoiceSchema = z.object({
  id: z.string(),
  number: z.string(),
  description: z.string(),
  date: IsoDateSchema,
  currency: CurrencySchema,
  /** The room stay the invoice belongs to; null for the whole reservation. */
  room_stay_id: z.string().nullable(),
  line_items: z.array(InvoiceLineItemSchema),
  vat_lines: z.array(VatLineSchema),
  /** Gross total: the sum of the line items. */
  total: MinorUnitsSchema,
  payments: z.array(InvoicePaymentSchema),
  /** total − payments, never below 0. */
  open_amount: MinorUnitsSchema,
});
export type Invoice = z.infer<typeof InvoiceSchema>;

/**
 * A booking or a shop order the guest paid online by card. Those never reach
 * an invoice (the money is already taken), so the guest finds them here —
 * and whether they were given back.
 */
export const OnlinePaymentSchema = z.object({
  id: z.string(),
  /** What was paid: a programme booking (`registration`) or a shop order. */
  purpose: z.enum(['registration', 'order']),
  /** What the payment page showed, e.g. "Hotel Alpenrose — Cooking class, 3 Dec 16:00". */
  description: z.string(),
  amount: MinorUnitsSchema,
  currency: CurrencySchema,
  /** When the checkout was opened (the guest pays within its 30 minutes). */
  paid_at: z.string(),
  /** `refunded`: the money went back to the card. */
  status: z.enum(['paid', 'refunded']),
});
export type OnlinePayment = z.infer<typeof OnlinePaymentSchema>;

/** `POST /api/integrations/{project}/getinvoices` → 200. */
export const InvoicesResponseSchema = z.object({
  invoices: z.array(InvoiceSchema),
  /** spec §4: check-in and check-out are blocked until these are paid. */
  payment_required: z.boolean(),
  /** The caller's bookings and orders paid online, newest first (absent from older servers). */
  online_payments: z.array(OnlinePaymentSchema).optional(),
});
export type InvoicesResponse = z.infer<typeof InvoicesResponseSchema>;

/**
 * The VAT lines of gross line items, one per rate, highest rate first: the
 * gross amounts of a rate are summed first and the VAT is taken out of the
 * sum once (gross × rate / (100 + rate), rounded half away from zero), so
 * the lines add up to the invoice total exactly.
 */
export function vatLines(items: readonly Pick<InvoiceLineItem, 'price' | 'vat_rate'>[]): VatLine[] {
  const gross = new Map<number, number>();
  for (const item of items) gross.set(item.vat_rate, (gross.get(item.vat_rate) ?? 0) + item.price);
  return [...gross.entries()]
    .sort(([a], [b]) => b - a)
    .map(([rate, sum]) => {
      const exact = (sum * rate) / (100 + rate);
      const vat = Math.sign(exact) * Math.round(Math.abs(exact));
      return { rate, net: sum - vat, vat, gross: sum };
    });
}

/** The open amount of an invoice: total minus payments, never negative. */
export function openAmount(
  total: number,
  payments: readonly Pick<InvoicePayment, 'amount'>[],
): number {
  return Math.max(0, total - payments.reduce((sum, p) => sum + p.amount, 0));
}
