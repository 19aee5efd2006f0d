// What a step of a stay (check-in, check-out) and what reads a guest's stay
// (invoices) refuse, as errors the routes turn into answers.
import type { StepRefusalReason } from '@hospes/domain';
import { AppError } from '../http/app-error.ts';

/** spec §4/§8: the step is not possible now (409 `step_refused` with the domain's reason). */
export class StepRefusedError extends AppError {
  override name = 'StepRefusedError';
  constructor(
    readonly reason: StepRefusalReason,
    readonly roomStayId?: string,
    readonly window?: { start: string; end: string },
  ) {
    super('step_refused', REFUSAL_MESSAGES[reason]);
  }

  override details(): Record<string, unknown> {
    return {
      reason: this.reason,
      ...(this.roomStayId ? { room_stay_id: this.roomStayId } : {}),
      ...(this.window ? { window: this.window } : {}),
    };
  }
}

/** The same idempotency key came with other data (422). */
export class IdempotencyKeyReusedError extends AppError {
  override name = 'IdempotencyKeyReusedError';
  constructor() {
    super(
      'idempotency_key_reused',
      'This idempotency key was already used for a different request.',
    );
  }
}

/** The property system failed; nothing was kept (502, spec §8 text). */
export class PmsUnavailableError extends AppError {
  override name = 'PmsUnavailableError';
  constructor() {
    super('pms_unavailable', 'Your data could not be sent successfully. Please try again later.');
  }
}

/** English texts of the refusals (spec §8 messages; the web shows its translations by reason). */
export const REFUSAL_MESSAGES: Readonly<Record<StepRefusalReason, string>> = {
  CHECKIN_FINISHED: 'You are already checked in.',
  PMS_STATUS_NOT_RESERVED: 'Online check-in is not possible for this room.',
  CHECKIN_UNAVAILABLE: 'Online check-in is not available.',
  CHECKIN_NOT_YET_POSSIBLE: 'Online check-in is not possible yet.',
  CHECKIN_NO_LONGER_POSSIBLE: 'Online check-in is no longer possible.',
  CHECKOUT_FINISHED: 'You are already checked out.',
  CHECKIN_NOT_FINISHED: 'Online check-out is only possible after check-in.',
  PMS_STATUS_NOT_INHOUSE: 'Online check-out is not possible for this room.',
  CHECKOUT_UNAVAILABLE: 'Online check-out is not available.',
  CHECKOUT_NOT_YET_POSSIBLE: 'Online check-out is not possible yet.',
  CHECKOUT_NO_LONGER_POSSIBLE: 'Online check-out is no longer possible.',
  PAYMENT_REQUIRED: 'Please pay the open invoices first.',
};
