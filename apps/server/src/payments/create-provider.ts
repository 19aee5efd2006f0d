// The configured payment provider: the demo page (embedded default) or
// Stripe Checkout (HOSPES_PAYMENT_PROVIDER=stripe with its keys).
import { randomBytes } from 'node:crypto';
import type { PaymentConfig } from '../config.ts';
import type { ServerSecretRepository } from '../secrets/server-secret.repository.ts';
import { DemoPaymentProvider } from './demo-provider.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { StripePaymentProvider } from './stripe-provider.ts';

/** The server secret that signs the demo page's forms (shared by all instances). */
export const DEMO_FORM_SECRET_NAME = 'payments-demo-form';

export async function createPaymentProvider(
  config: PaymentConfig,
  secrets: ServerSecretRepository,
  now: () => number = Date.now,
): Promise<PaymentProvider> {
  if (config.provider === 'stripe') {
    if (!config.stripe)
      throw new Error('The Stripe provider needs its secret key and webhook secret');
    return StripePaymentProvider.create(config.stripe);
  }
  const secret = await secrets.getOrCreate(
    DEMO_FORM_SECRET_NAME,
    randomBytes(32).toString('base64url'),
  );
  return new DemoPaymentProvider(secret, now);
}
