// Stripe Checkout: the guest pays on Stripe's hosted page (card data never
// reaches us). The outcome arrives by webhook, verified with the endpoint's
// signing secret over the raw body, and — when the guest comes back before
// the webhook — by asking Stripe for the session. The API host is
// configurable so that tests talk to a local fake, not the internet.
import type { IncomingHttpHeaders } from 'node:http';
import { minimumChargeMinor } from '@hospes/domain';
import type Stripe from 'stripe';
import { z } from 'zod';
import {
  WebhookVerificationError,
  type CheckoutRequest,
  type CheckoutSession,
  type PaymentEvent,
  type PaymentProvider,
  type RefundRequest,
} from './payment-provider.ts';

export interface StripeProviderOptions {
  /** `sk_live_…` / `sk_test_…` (or a restricted key that may create and read Checkout Sessions). */
  secretKey: string;
  /** `whsec_…`: the signing secret of our webhook endpoint. */
  webhookSecret: string;
  /** Base URL of the Stripe API, default `https://api.stripe.com` (tests: a local fake). */
  apiBase?: string | undefined;
}

/** A Checkout Session as far as we read it (events and retrieve alike). */
interface SessionFields {
  id: string;
  amount_total?: number | null | undefined;
  currency?: string | null | undefined;
}

/**
 * What we read of a verified event. A signature proves the event is
 * Stripe's (or someone's with our secret), not that it has the shape we
 * expect: an event that lacks it is refused (400), never a crash.
 */
const CheckoutEventSchema = z.object({
  id: z.string().min(1).max(255),
  type: z.string().max(255),
  data: z.object({
    object: z.object({
      id: z.string().min(1).max(255),
      status: z.string().nullable().optional(),
      payment_status: z.string().nullable().optional(),
      amount_total: z.number().int().nonnegative().nullable().optional(),
      currency: z.string().max(10).nullable().optional(),
    }),
  }),
});
const AnyEventSchema = z.object({ id: z.string().min(1).max(255), type: z.string().max(255) });
const CHECKOUT_EVENT_TYPES = new Set([
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
  'checkout.session.expired',
]);

function connection(apiBase: string | undefined) {
  if (!apiBase) return {};
  const url = new URL(apiBase);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return {
    protocol,
    host: url.hostname,
    port: url.port || (protocol === 'http' ? 80 : 443),
  } as const;
}

export class StripePaymentProvider implements PaymentProvider {
  readonly name = 'stripe' as const;
  private readonly webhookSecret: string;

  private constructor(
    private readonly stripe: Stripe,
    private readonly StripeModule: typeof Stripe,
    options: StripeProviderOptions,
  ) {
    this.webhookSecret = options.webhookSecret;
  }

  /** Loads Stripe's library only when a hotel pays with Stripe (it slowed every start). */
  static async create(options: StripeProviderOptions): Promise<StripePaymentProvider> {
    const { default: StripeModule } = await import('stripe');
    const stripe = new StripeModule(options.secretKey, {
      ...connection(options.apiBase),
      maxNetworkRetries: 2,
      timeout: 20_000,
      telemetry: false,
    });
    return new StripePaymentProvider(stripe, StripeModule, options);
  }

  minimumAmountMinor(currency: string): number {
    return minimumChargeMinor(currency);
  }

  async createCheckout(request: CheckoutRequest): Promise<CheckoutSession> {
    const metadata = {
      payment_id: request.paymentId,
      project_id: request.projectId,
      reservation_id: request.reservationId,
      invoice_id: request.invoiceId,
    };
    const session = await this.stripe.checkout.sessions.create(
      {
        mode: 'payment',
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: request.currency.toLowerCase(),
              unit_amount: request.amountMinor,
              product_data: { name: request.description },
            },
          },
        ],
        // Stripe's hosted page in the guest's language (all seven are Stripe locales).
        locale: request.lang,
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
        expires_at: Math.floor(request.expiresAt / 1000),
        client_reference_id: request.paymentId,
        metadata,
        payment_intent_data: { metadata },
      },
      // A retried create (network trouble) opens no second session.
      { idempotencyKey: `hospes-checkout-${request.paymentId}` },
    );
    if (!session.url || !/^https?:\/\//.test(session.url)) {
      throw new Error(`Stripe returned no usable checkout URL for ${session.id}`);
    }
    return { redirectUrl: session.url, providerRef: session.id };
  }

  async handleWebhook(rawBody: Buffer, headers: IncomingHttpHeaders): Promise<PaymentEvent | null> {
    const signature = headers['stripe-signature'];
    if (typeof signature !== 'string' || signature === '') {
      throw new WebhookVerificationError('The Stripe-Signature header is missing.');
    }
    let verified: unknown;
    try {
      verified = this.stripe.webhooks.constructEvent(rawBody, signature, this.webhookSecret);
    } catch {
      throw new WebhookVerificationError('The Stripe signature does not match the body.');
    }
    const base = AnyEventSchema.safeParse(verified);
    if (!base.success) {
      throw new WebhookVerificationError('The event is not a Stripe event (no id or type).');
    }
    if (!CHECKOUT_EVENT_TYPES.has(base.data.type)) return null;
    const parsed = CheckoutEventSchema.safeParse(verified);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new WebhookVerificationError(
        `The ${base.data.type} event is malformed at ${issue?.path.join('.') || '(root)'}: ${issue?.message ?? 'invalid'}.`,
      );
    }
    const event = parsed.data;
    switch (event.type) {
      case 'checkout.session.completed':
      case 'checkout.session.async_payment_succeeded':
        // A delayed method (SEPA debit …) completes unpaid; its result follows.
        return event.data.object.payment_status === 'paid'
          ? toEvent(event.id, event.data.object, 'succeeded')
          : null;
      case 'checkout.session.async_payment_failed':
        return toEvent(event.id, event.data.object, 'declined');
      case 'checkout.session.expired':
        return toEvent(event.id, event.data.object, 'cancelled');
      default:
        return null;
    }
  }

  async expireCheckout(providerRef: string): Promise<boolean> {
    try {
      const session = await this.stripe.checkout.sessions.expire(providerRef);
      return session.status === 'expired';
    } catch (err) {
      // Stripe refuses to expire a session that is complete (paid) or already expired.
      if (err instanceof this.StripeModule.errors.StripeInvalidRequestError) {
        const session = await this.stripe.checkout.sessions.retrieve(providerRef);
        return session.status === 'expired';
      }
      throw err;
    }
  }

  async refund(request: RefundRequest): Promise<{ refundRef: string }> {
    const session = await this.stripe.checkout.sessions.retrieve(request.providerRef);
    const intent =
      typeof session.payment_intent === 'string'
        ? session.payment_intent
        : session.payment_intent?.id;
    if (!intent)
      throw new Error(`Checkout Session ${request.providerRef} has no payment to refund`);
    const refund = await this.stripe.refunds.create(
      { payment_intent: intent, amount: request.amountMinor },
      // A retried refund gives back nothing twice.
      { idempotencyKey: `hospes-refund-${request.paymentId}` },
    );
    return { refundRef: refund.id };
  }

  async fetchOutcome(providerRef: string): Promise<PaymentEvent | null> {
    const session = await this.stripe.checkout.sessions.retrieve(providerRef);
    // The id names what was seen, so that the webhook of the same outcome is
    // a second (harmless) event and a second return visit a replay.
    if (session.status === 'complete' && session.payment_status === 'paid') {
      return toEvent(`session:${session.id}:paid`, session, 'succeeded');
    }
    if (session.status === 'expired')
      return toEvent(`session:${session.id}:expired`, session, 'cancelled');
    return null;
  }
}

function toEvent(
  eventId: string,
  session: SessionFields,
  outcome: PaymentEvent['outcome'],
): PaymentEvent {
  return {
    eventId,
    providerRef: session.id,
    outcome,
    amountMinor: session.amount_total ?? undefined,
    currency: session.currency ? session.currency.toUpperCase() : undefined,
  };
}
