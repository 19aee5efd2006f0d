// The built-in demo payment provider (the embedded default): our own hosted
// page at /pay/{ref} that simulates a card payment with Approve / Decline /
// Cancel — no card data, no real money. Its result does not come by webhook
// but from the page's form, which carries a signed token bound to the
// payment, so another site cannot post a decision (CSRF); the first decision
// is the payment's event (`demo:{ref}`), any later one is a replay.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { minimumChargeMinor } from '@hospes/domain';
import {
  WebhookVerificationError,
  type CheckoutRequest,
  type CheckoutSession,
  type PaymentEvent,
  type PaymentOutcome,
  type PaymentProvider,
  type RefundRequest,
} from './payment-provider.ts';

/** The demo page's buttons and what each decides. */
export const DEMO_ACTIONS = {
  approve: 'succeeded',
  decline: 'declined',
  cancel: 'cancelled',
} as const satisfies Record<string, PaymentOutcome>;
export type DemoAction = keyof typeof DEMO_ACTIONS;

/** How long a rendered demo page can be submitted. */
export const DEMO_TOKEN_TTL_MS = 60 * 60_000;

/** Demo references: `demo_` and 24 random base64url characters. */
export const DEMO_REF_PATTERN = /^demo_[A-Za-z0-9_-]{24}$/;

export class DemoPaymentProvider implements PaymentProvider {
  readonly name = 'demo' as const;

  constructor(
    private readonly secret: string,
    private readonly now: () => number = Date.now,
  ) {}

  minimumAmountMinor(currency: string): number {
    return minimumChargeMinor(currency);
  }

  async createCheckout(request: CheckoutRequest): Promise<CheckoutSession> {
    const providerRef = `demo_${randomBytes(18).toString('base64url')}`;
    const origin = new URL(request.successUrl).origin;
    // The page speaks the guest's language (the app's, carried in the URL).
    return { providerRef, redirectUrl: `${origin}/pay/${providerRef}?lang=${request.lang}` };
  }

  /** The demo page takes no decision for a payment that is not open (see the /pay routes). */
  async expireCheckout(): Promise<boolean> {
    return true;
  }

  /** No money moved: the refund is only recorded. */
  async refund(request: RefundRequest): Promise<{ refundRef: string }> {
    return { refundRef: `demo_refund_${request.providerRef}` };
  }

  /** The demo provider sends no webhooks: its decisions come from its page's form. */
  async handleWebhook(): Promise<PaymentEvent | null> {
    return null;
  }

  /** The token of a demo page form: `{expiry}.{hmac}`, valid for {@link DEMO_TOKEN_TTL_MS}. */
  formToken(providerRef: string): string {
    const expires = this.now() + DEMO_TOKEN_TTL_MS;
    return `${expires}.${this.mac(providerRef, expires)}`;
  }

  /**
   * The event of a submitted demo page. Throws {@link WebhookVerificationError}
   * for a token not made for this payment, an expired one or an unknown action.
   */
  eventFromForm(providerRef: string, token: unknown, action: unknown): PaymentEvent {
    if (typeof action !== 'string' || !Object.hasOwn(DEMO_ACTIONS, action)) {
      throw new WebhookVerificationError('Choose Approve, Decline or Cancel.');
    }
    if (typeof token !== 'string' || !this.validToken(providerRef, token)) {
      throw new WebhookVerificationError(
        'This payment page has expired. Please start the payment again.',
      );
    }
    return {
      eventId: `demo:${providerRef}`,
      providerRef,
      outcome: DEMO_ACTIONS[action as DemoAction],
    };
  }

  private validToken(providerRef: string, token: string): boolean {
    const [expiresText, mac, ...rest] = token.split('.');
    if (!expiresText || !mac || rest.length > 0 || !/^\d{1,15}$/.test(expiresText)) return false;
    const expires = Number(expiresText);
    if (expires < this.now()) return false;
    const expected = Buffer.from(this.mac(providerRef, expires));
    const given = Buffer.from(mac);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  private mac(providerRef: string, expires: number): string {
    return createHmac('sha256', this.secret)
      .update(`demo-pay\n${providerRef}\n${expires}`)
      .digest('base64url');
  }
}
