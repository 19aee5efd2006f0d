import { z } from 'zod';

/**
 * The stable codes of the API's refusals. Apps translate a refusal by its code (the `message` is
 * English, for developers and logs); a code never changes its meaning once shipped, new ones may
 * be added — so clients read `code` as a string and fall back on a generic text for one they do
 * not know.
 */
export const API_ERROR_CODES = [
  // Any route, by status.
  'invalid_request', // 400: body, query or path do not fit; `issues` names each field
  'unauthorized', // 401: no valid staff session or token
  'forbidden', // 403: the caller may not do this
  'not_found', // 404: no such thing, or not the caller's (one answer for both)
  'conflict', // 409: the state does not allow it
  'payload_too_large', // 413
  'unsupported_media_type', // 415
  'unprocessable', // 422: well-formed but unusable (an image that does not decode)
  'rate_limited', // 429, with Retry-After
  'internal_error', // 500: never with details
  'upstream_failed', // 502: a service we call failed (weather, images, the language model)
  'unavailable', // 503, with Retry-After: the database is briefly unreachable
  'upstream_timeout', // 504
  // Refusals a guest or staff member is told about in their language.
  'login_failed', // 401: login data that match no reservation or account
  'link_expired', // 410: a personal link of a journey mail past its time; log in with the data
  'login_required', // 403: log in with the reservation first
  'account_disabled', // 403: a staff login with the right password to an account an admin disabled
  'password_change_required', // 403: a staff account must choose its own password before anything else
  'room_not_possible', // 403: charging to the room needs a guest in house
  'messaging_inactive', // 404: the project offers no messaging
  'not_allowed', // 409: the item changed meanwhile, or the change is not allowed from its status
  'cancel_impossible', // 409: too late to cancel
  'full', // 409: no free places left
  'not_bookable', // 409: the slot is canceled or closed for booking
  'outside_stay', // 409: the date lies outside the guest's stay and the hotel books only within it
  'step_refused', // 409: check-in/check-out not possible now; `reason` says why (spec §4)
  'idempotency_key_reused', // 422: the key came with other data
  'payment_failed', // 502: the payment provider could not open a checkout
  'pms_unavailable', // 502: the property system failed; nothing was kept
] as const;
export type ApiErrorCode = (typeof API_ERROR_CODES)[number];
export const ApiErrorCodeSchema = z.enum(API_ERROR_CODES);

/** One problem of a 400: where (`body/stay/doa`, `querystring/cursor`, `line 6`) and what. */
export const ApiIssueSchema = z.object({ path: z.string(), message: z.string() });
export type ApiIssue = z.infer<typeof ApiIssueSchema>;

/**
 * The body of every API error response: `{ error, code, message, issues? }`. `error` is the HTTP
 * status text, `code` the stable code above, `message` an English sentence (never a stack trace).
 */
export const ApiErrorSchema = z
  .object({
    error: z.string(),
    code: ApiErrorCodeSchema,
    message: z.string(),
    issues: z.array(ApiIssueSchema).optional(),
  })
  .meta({ id: 'ApiError' });
export type ApiErrorBody = z.infer<typeof ApiErrorSchema>;
