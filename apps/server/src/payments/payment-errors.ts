// Errors of the payment flow, answered by the app's error handler.
import { AppError } from '../http/app-error.ts';

/** A request the guest can fix or must not make. */
export class PaymentRequestError extends AppError {
  override name = 'PaymentRequestError';
  constructor(status: 400 | 404 | 409, message: string) {
    super(status === 400 ? 'invalid_request' : status === 404 ? 'not_found' : 'conflict', message);
  }
}

/** The payment provider failed or could not be reached (502 `payment_failed`). */
export class PaymentProviderError extends AppError {
  override name = 'PaymentProviderError';
  constructor(message: string) {
    super('payment_failed', message);
  }
}
