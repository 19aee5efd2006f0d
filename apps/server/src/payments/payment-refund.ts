// Money the provider took that cannot be booked goes back, never kept.
import type { PaymentRecord } from './payment.repository.ts';
import type { PaymentServiceDeps } from './payment-types.ts';

/**
 * Refunds a payment the provider took that cannot be booked. When the
 * refund itself fails, the payment keeps the reason and staff must refund
 * by hand (logged as an error); the next event or return tries again.
 */
export async function giveBack(
  deps: Pick<PaymentServiceDeps, 'provider' | 'repository' | 'log'>,
  payment: PaymentRecord,
  reason: string,
): Promise<void> {
  const { provider, repository, log } = deps;
  if (payment.refundRef) return;
  try {
    const { refundRef } = await provider.refund({
      paymentId: payment.id,
      providerRef: payment.providerRef,
      amountMinor: payment.amountMinor,
      currency: payment.currency,
    });
    await repository.markRefunded(payment.id, refundRef, reason, {
      afterBooking: payment.bookedAt !== null,
    });
    log.warn({ payment: payment.id, refund: refundRef, reason }, 'Payment refunded');
  } catch (err) {
    await repository.markBookingRefused(payment.id, `refund failed: ${reason}`);
    log.error(
      { err, payment: payment.id, reason },
      'Refunding a payment failed; refund it by hand',
    );
  }
}
