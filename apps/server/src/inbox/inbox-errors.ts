// The failures of the inbox, programme and shop services, each with its HTTP status; the routes
// answer them as `{ error, message }` (and the 400s with their field paths).

export type InboxErrorCode =
  | 'not_found'
  | 'invalid_fields'
  | 'not_allowed'
  | 'cancel_impossible'
  | 'rate_limited'
  | 'login_required'
  | 'messaging_inactive'
  | 'full'
  | 'not_bookable'
  | 'room_not_possible'
  | 'payment_failed';

const STATUS: Record<InboxErrorCode, number> = {
  not_found: 404,
  invalid_fields: 400,
  not_allowed: 409,
  cancel_impossible: 409,
  rate_limited: 429,
  login_required: 403,
  messaging_inactive: 404,
  full: 409,
  not_bookable: 409,
  room_not_possible: 403,
  payment_failed: 502,
};

export class InboxError extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: InboxErrorCode,
    message: string,
    readonly errors?: { path: string; error: string; message: string }[],
    /** For `rate_limited`: when to try again (Retry-After). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.statusCode = STATUS[code];
  }
}

/** spec §8 / ARCHITECTURE.md: one text for every missing or foreign item. */
export const notFound = (what: string) => new InboxError('not_found', `There is no such ${what}.`);

/** 400 naming one field of the body (`{ errors: [{ path, … }] }`). */
export function invalidField(path: string, message: string): InboxError {
  return invalidFields([{ path, message }]);
}

/** 400 naming every problem a domain check found, the first in the message. */
export function invalidFields(problems: readonly { path: string; message: string }[]): InboxError {
  const [first] = problems;
  return new InboxError(
    'invalid_fields',
    `body.${first?.path ?? ''}: ${first?.message ?? 'Invalid input.'}`,
    problems.map((p) => ({ path: p.path, error: 'Invalid value', message: p.message })),
  );
}

/** 403: a charge to the room needs a logged-in guest whose stay is In house. */
export const roomNotPossible = () =>
  new InboxError(
    'room_not_possible',
    'Charging to the room needs a guest who is logged in and staying in the hotel.',
  );
