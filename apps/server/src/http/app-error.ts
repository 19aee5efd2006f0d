// The server's one error hierarchy. A route or service refuses a request by
// throwing an AppError (or a subclass): its stable `code` fixes the status,
// and the one error handler (plugins/app/error-handler.ts) answers it as the
// API's error body `{ error, code, message, issues? }` of the domain.
import type { ApiErrorCode, ApiIssue } from '@hospes/domain';

/** The status of each code: a code means one status, everywhere. */
export const STATUS_OF_CODE: Readonly<Record<ApiErrorCode, number>> = {
  invalid_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  unprocessable: 422,
  rate_limited: 429,
  internal_error: 500,
  upstream_failed: 502,
  unavailable: 503,
  upstream_timeout: 504,
  login_failed: 401,
  link_expired: 410,
  login_required: 403,
  account_disabled: 403,
  password_change_required: 403,
  room_not_possible: 403,
  messaging_inactive: 404,
  not_allowed: 409,
  cancel_impossible: 409,
  full: 409,
  not_bookable: 409,
  outside_stay: 409,
  step_refused: 409,
  idempotency_key_reused: 422,
  payment_failed: 502,
  pms_unavailable: 502,
};

const CODE_OF_STATUS: ReadonlyMap<number, ApiErrorCode> = new Map([
  [400, 'invalid_request'],
  [401, 'unauthorized'],
  [403, 'forbidden'],
  [404, 'not_found'],
  [409, 'conflict'],
  [413, 'payload_too_large'],
  [415, 'unsupported_media_type'],
  [422, 'unprocessable'],
  [429, 'rate_limited'],
  [502, 'upstream_failed'],
  [503, 'unavailable'],
  [504, 'upstream_timeout'],
]);

/**
 * The general code of a status, for errors that carry only a status (Fastify's own, a plugin's);
 * any other client status reads as `invalid_request`, any other server status as `internal_error`.
 */
export function codeOfStatus(status: number): ApiErrorCode {
  return CODE_OF_STATUS.get(status) ?? (status < 500 ? 'invalid_request' : 'internal_error');
}

/** At most this many problems are listed in a 400. */
export const ISSUES_MAX = 50;

export interface AppErrorOptions {
  /** The fields at fault of a 400, the first one also in the message. */
  issues?: readonly ApiIssue[] | undefined;
  /** For a 429 or 503: when to try again (Retry-After, seconds). */
  retryAfterSeconds?: number | undefined;
  cause?: unknown;
}

export class AppError extends Error {
  override name = 'AppError';
  readonly statusCode: number;
  readonly issues: readonly ApiIssue[] | undefined;
  readonly retryAfterSeconds: number | undefined;

  constructor(
    readonly code: ApiErrorCode,
    message: string,
    options: AppErrorOptions = {},
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.statusCode = STATUS_OF_CODE[code];
    this.issues = options.issues?.slice(0, ISSUES_MAX);
    this.retryAfterSeconds = options.retryAfterSeconds;
  }

  /** Fields a refusal adds to the common body (the `reason` of a step refusal); none by default. */
  details(): Record<string, unknown> {
    return {};
  }
}

/** spec §8 / ARCHITECTURE.md: one text for every missing or foreign item. */
export const notFound = (what: string) => new AppError('not_found', `There is no such ${what}.`);

/** 404 for a project id the server does not serve. */
export const unknownProject = (projectId: string) =>
  new AppError('not_found', `There is no project "${projectId}".`);

/** 400 naming every problem a check found, the first one in the message. */
export function invalidRequest(issues: readonly ApiIssue[]): AppError {
  const [first] = issues;
  const message = first ? `${first.path}: ${first.message}` : 'The request is not valid.';
  return new AppError('invalid_request', message, { issues });
}

/** 400 naming one field (`path` like `body/slotId` or `querystring/to`). */
export function invalidField(path: string, message: string): AppError {
  return invalidRequest([{ path, message }]);
}

/** 400 of a domain check's problems, whose paths (`items.0.quantity`) are in the body. */
export function invalidBody(problems: readonly { path: string; message: string }[]): AppError {
  return invalidRequest(problems.map((p) => ({ path: bodyPath(p.path), message: p.message })));
}

/** A domain check's path (`items.0.quantity`) as the API's issue path (`body/items/0/quantity`). */
export function bodyPath(path: string): string {
  return ['body', ...path.split('.').filter(Boolean)].join('/');
}

/** One text for every cause (no session, expired, another guest or project): no hint that a user id exists. */
export class GuestNotFoundError extends AppError {
  override name = 'GuestNotFoundError';
  constructor() {
    super('not_found', 'There is no guest data here for this session.');
  }
}
