// A property system that does not answer in time (down, slow, rate limited):
// the guest's request ends at once with 503 and Retry-After — "try again in
// a moment" — instead of hanging; what went wrong stays in the server's log
// (the error's `detail`), not in the guest's answer. (A write the PMS did
// not take is stays/stay-errors.ts's PmsUnavailableError: 502, spec §8.)
import { AppError } from '../http/app-error.ts';

/** Seconds a guest is asked to wait when the PMS gave no better figure. */
export const PMS_RETRY_AFTER_SECONDS = 5;

export class PmsNotRespondingError extends AppError {
  override name = 'PmsNotRespondingError';
  constructor(
    /** For the log: which call, what the PMS said. */
    readonly detail: string,
    retryAfterMs?: number,
  ) {
    super(
      'unavailable',
      "The hotel's system is not answering right now. Please try again in a moment.",
      {
        retryAfterSeconds:
          retryAfterMs === undefined
            ? PMS_RETRY_AFTER_SECONDS
            : Math.max(1, Math.ceil(retryAfterMs / 1000)),
      },
    );
  }
}
