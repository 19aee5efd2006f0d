// Online payment: the payment-amount dialog's amount (spec §5
// "amount to deposit", bounds not shown) and the `paymentprocessing` call
// that sends it. The server and the web check the same bounds: more than
// zero, at most the invoice's open amount, at least the smallest amount the
// payment provider charges.
import { z } from 'zod';
import { currencyDigits } from '../format/money.ts';

/**
 * The smallest charge of card payment providers by currency, in minor units
 * (Stripe's minimum charge amounts; the built-in demo provider uses the same
 * so that a demo behaves like the real thing).
 */
const MINIMUM_CHARGE_MINOR: Readonly<Record<string, number>> = {
  EUR: 50,
  USD: 50,
  CHF: 50,
  GBP: 30,
  DKK: 250,
  NOK: 300,
  SEK: 300,
  PLN: 200,
  CZK: 1500,
  HUF: 17500,
  RON: 200,
  BGN: 100,
  JPY: 50,
};

/** The minimum charge of a currency not in the table (0.50 of a two-decimal currency). */
export const DEFAULT_MINIMUM_CHARGE_MINOR = 50;

/** The smallest amount a guest can pay online in this currency (minor units). */
export function minimumChargeMinor(currency: string): number {
  return MINIMUM_CHARGE_MINOR[currency.toUpperCase()] ?? DEFAULT_MINIMUM_CHARGE_MINOR;
}

/** Why an amount cannot be paid; null when it can. */
export type PaymentAmountProblem =
  /** Zero, negative or not a whole number of minor units. */
  | 'NOT_POSITIVE'
  /** More than the invoice's open amount. */
  | 'ABOVE_OPEN_AMOUNT'
  /** Less than the provider's minimum charge. */
  | 'BELOW_MINIMUM'
  /** The open amount itself is below the minimum (or zero): nothing can be paid online. */
  | 'NOTHING_PAYABLE';

/**
 * The bounds of the payment-amount dialog: a whole number of minor units,
 * more than 0, at most `openMinor` and at least `minimumMinor`.
 */
export function paymentAmountProblem(
  amountMinor: number,
  openMinor: number,
  minimumMinor: number,
): PaymentAmountProblem | null {
  if (openMinor < minimumMinor || openMinor <= 0) return 'NOTHING_PAYABLE';
  if (!Number.isInteger(amountMinor) || amountMinor <= 0) return 'NOT_POSITIVE';
  if (amountMinor > openMinor) return 'ABOVE_OPEN_AMOUNT';
  if (amountMinor < minimumMinor) return 'BELOW_MINIMUM';
  return null;
}

/** `1250, 'EUR'` → `EUR 12.50`: plain, language-neutral text for messages. */
export function formatMinorUnits(amountMinor: number, currency: string): string {
  const digits = currencyDigits(currency);
  const value = (amountMinor / 10 ** digits).toFixed(digits);
  return `${currency} ${value}`;
}

/** The `input` of `POST /api/integrations/{project}/paymentprocessing`. */
export const PaymentProcessingInputSchema = z.object({
  /** The invoice to pay (one of the session's reservation, from `getinvoices`). */
  invoice_id: z.string().min(1).max(200),
  /** The amount to deposit in minor units of the invoice's currency. */
  amount_minor: z
    .number()
    .int('Expected a whole number of minor units (cents)')
    .positive('The amount must be more than 0')
    .max(1_000_000_000, 'The amount is too large'),
});
export type PaymentProcessingInput = z.infer<typeof PaymentProcessingInputSchema>;

/** `POST /api/integrations/{project}/paymentprocessing` body (spec §7 `{.., input}`). */
export const PaymentProcessingBodySchema = z.object({
  lang: z.string().min(2).max(10).optional(),
  /** Accepted for compatibility; must be the session's user (else 404). */
  userId: z.string().min(1).max(200).optional(),
  input: PaymentProcessingInputSchema,
});
export type PaymentProcessingBody = z.infer<typeof PaymentProcessingBodySchema>;

/** `paymentprocessing` → 200: where the guest's browser goes to pay (the provider's hosted page). */
export const PaymentProcessingResponseSchema = z.object({ redirectUrl: z.string() });
export type PaymentProcessingResponse = z.infer<typeof PaymentProcessingResponseSchema>;

/**
 * The `payment` query parameter with which the guest comes back to the
 * invoices screen (`#/invoices/{reservationId}?payment=…`): approved (booked
 * on the invoice), declined, cancelled, pending (the provider has not
 * decided yet, e.g. a bank transfer), failed (the provider took the money
 * but it could neither be booked nor refunded — the front desk sorts it
 * out), refunded (the invoice was settled before the payment arrived, so
 * the money was given back).
 */
export const PAYMENT_RETURN_OUTCOMES = [
  'approved',
  'declined',
  'cancelled',
  'pending',
  'failed',
  'refunded',
] as const;
export type PaymentReturnOutcome = (typeof PAYMENT_RETURN_OUTCOMES)[number];
