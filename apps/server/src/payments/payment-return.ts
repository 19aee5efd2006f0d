// Where the provider sends the guest back, and what the app shows then.
import type { PaymentReturnOutcome } from '@hospes/domain';
import type { PaymentRecord } from './payment.repository.ts';

/** The path of our return endpoint of a payment (the provider's success/cancel URL). */
export function returnPath(paymentId: string): string {
  return `/api/payments/return/${encodeURIComponent(paymentId)}`;
}

/** The `payment=` outcome the app shows for a payment. */
export function returnOutcome(payment: PaymentRecord): PaymentReturnOutcome {
  switch (payment.status) {
    case 'declined':
      return 'declined';
    case 'cancelled':
      return 'cancelled';
    case 'refunded':
      return 'refunded';
    case 'succeeded':
      if (payment.bookingError) return 'failed';
      return payment.bookedAt ? 'approved' : 'pending';
    default:
      return 'pending';
  }
}
