// A payment provider as the payment service sees it: it hosts the page where
// the guest pays (card data never reaches us) and tells us the outcome. The
// built-in demo provider is the embedded default; Stripe Checkout is the
// real one. Another provider (Adyen, Mollie …) implements the same interface.
import type { IncomingHttpHeaders } from 'node:http';
import type { Lang } from '@hospes/domain';
import { AppError } from '../http/app-error.ts';

export const PAYMENT_PROVIDER_NAMES = ['demo', 'stripe'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDER_NAMES)[number];

/** What a provider's event says about a checkout. */
export type PaymentOutcome = 'succeeded' | 'declined' | 'cancelled';

/** How long an opened checkout can be paid (Stripe accepts 30 minutes to 24 hours). */
export const CHECKOUT_TTL_MS = 30 * 60_000;

export interface CheckoutRequest {
  /** Our payment id: the provider keeps it as its client reference. */
  paymentId: string;
  projectId: string;
  reservationId: string;
  invoiceId: string;
  /** Minor units of `currency`, > 0. */
  amountMinor: number;
  /** ISO 4217, upper case. */
  currency: string;
  /** What the guest sees on the payment page, e.g. "Hotel Alpenrose — invoice 2026-0042". */
  description: string;
  /** The guest's language: the provider's page speaks it. */
  lang: Lang;
  /** Absolute URL the provider sends the guest to after paying. */
  successUrl: string;
  /** Absolute URL the provider sends the guest to after giving up. */
  cancelUrl: string;
  /** Epoch ms after which the provider must not take the payment any more. */
  expiresAt: number;
}

/** A payment the provider took that we give back. */
export interface RefundRequest {
  paymentId: string;
  providerRef: string;
  amountMinor: number;
  currency: string;
}

export interface CheckoutSession {
  /** The provider's hosted payment page. */
  redirectUrl: string;
  /** The provider's id of the checkout; its events name it. */
  providerRef: string;
}

/** A provider's word on a checkout, applied at most once per `eventId`. */
export interface PaymentEvent {
  /** Unique per provider; the same id again is a replay and changes nothing. */
  eventId: string;
  providerRef: string;
  outcome: PaymentOutcome;
  /** As the provider reports it; must equal the payment's (else the event is refused). */
  amountMinor?: number | undefined;
  currency?: string | undefined;
}

/** A webhook request that is not the provider's (bad or missing signature, bad body). */
export class WebhookVerificationError extends AppError {
  override name = 'WebhookVerificationError';
  constructor(message: string) {
    super('invalid_request', message);
  }
}

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** The smallest amount the provider charges in this currency (minor units). */
  minimumAmountMinor(currency: string): number;
  /** Opens a checkout at the provider; the guest's browser goes to `redirectUrl`. */
  createCheckout(request: CheckoutRequest): Promise<CheckoutSession>;
  /**
   * The event a webhook request carries, verified with the raw body exactly
   * as it arrived; null for events that say nothing about a payment. Throws
   * {@link WebhookVerificationError} for a request that is not the provider's.
   */
  handleWebhook(rawBody: Buffer, headers: IncomingHttpHeaders): Promise<PaymentEvent | null>;
  /**
   * Asks the provider for the outcome of a checkout (when the guest returns
   * before the webhook arrived); null while undecided. Providers whose
   * results only come by webhook or form leave it out.
   */
  fetchOutcome?(providerRef: string): Promise<PaymentEvent | null>;
  /**
   * Closes an open checkout so that it can no longer be paid. False when
   * the provider says it is no longer open (it may have been paid).
   */
  expireCheckout(providerRef: string): Promise<boolean>;
  /** Gives a taken payment back in full; the provider's refund id. Idempotent per payment. */
  refund(request: RefundRequest): Promise<{ refundRef: string }>;
}
