// Errors of the payment flow that the routes answer with `{ error, message }`.

/** A request the guest can fix or must not make (the app's error handler answers `statusCode`). */
export class PaymentRequestError extends Error {
  override name = 'PaymentRequestError';
  constructor(
    readonly statusCode: 400 | 404 | 409,
    message: string,
  ) {
    super(message);
  }
}

/** The payment provider failed or could not be reached (answered 502). */
export class PaymentProviderError extends Error {
  override name = 'PaymentProviderError';
}
