// Errors of the payment flow, answered by the app's error handler.
import { AppError } from '../http/app-error.ts';

/** A payment of something the guest cannot pay (404: no such invoice of the reservation). */
export class PaymentRequestError extends AppError {
  override name = 'PaymentRequestError';
  constructor(message: string) {
    super('not_found', message);
  }
}

/** The payment provider failed or could not be reached (502 `payment_failed`). */
export class PaymentProviderError extends AppError {
  override name = 'PaymentProviderError';
  constructor(message: string) {
    super('payment_failed', message);
  }
}
