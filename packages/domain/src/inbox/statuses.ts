import { z } from 'zod';
import type { AutoMessageEvent } from './auto-messages.ts';

/**
 * Request and registration statuses of the inbox (spec §4 "Request
 * statuses", "Registration statuses"). Labels come as a translation key plus
 * the English text, so the apps can translate and the server can write
 * English where no translation exists.
 */

/** A text of the inbox: its translation key and its English wording. */
export interface InboxText {
  key: string;
  text: string;
}

/** spec §4: request statuses. `sent` is shown as "Open". */
export const REQUEST_STATUSES = ['sent', 'accepted', 'rejected', 'canceled'] as const;
export const RequestStatusSchema = z.enum(REQUEST_STATUSES);
export type RequestStatus = z.infer<typeof RequestStatusSchema>;

/**
 * What can happen to a request (spec §4): the provider accepts or rejects it,
 * it is canceled, or a decision is reverted (the request is reopened).
 */
export const REQUEST_ACTIONS = ['accept', 'reject', 'cancel', 'revert'] as const;
export const RequestActionSchema = z.enum(REQUEST_ACTIONS);
export type RequestAction = z.infer<typeof RequestActionSchema>;

/**
 * The allowed request transitions (spec §4; the exact table is our decision,
 * the spec lists only statuses and "can be reverted (reopened)"):
 * - sent → accepted (accept), rejected (reject), canceled (cancel);
 * - accepted → canceled (cancel: the guest within the allowed time, or the
 *   provider), sent (revert);
 * - rejected, canceled → sent (revert: the decision was a mistake).
 * Anything else — accepting twice, rejecting an accepted request, reverting
 * an open one — is illegal: a decided request is changed by reverting first.
 */
const REQUEST_TRANSITIONS: Readonly<
  Record<RequestStatus, Partial<Readonly<Record<RequestAction, RequestStatus>>>>
> = {
  sent: { accept: 'accepted', reject: 'rejected', cancel: 'canceled' },
  accepted: { cancel: 'canceled', revert: 'sent' },
  rejected: { revert: 'sent' },
  canceled: { revert: 'sent' },
};

/** The auto-generated message of each request action (spec §4). */
const REQUEST_ACTION_MESSAGE: Readonly<Record<RequestAction, AutoMessageEvent>> = {
  accept: 'request_accepted',
  reject: 'request_rejected',
  cancel: 'request_canceled',
  revert: 'request_reverted',
};

/** The outcome of {@link requestTransition}. */
export type RequestTransitionResult =
  | {
      ok: true;
      status: RequestStatus;
      /** The auto-generated message this transition sends (see `autoMessageFor`). */
      message: AutoMessageEvent;
    }
  | {
      ok: false;
      error: 'request_transition_not_allowed';
      status: RequestStatus;
      action: RequestAction;
    };

/**
 * spec §4: applies an action to a request status. Returns the new status and
 * the auto-message event to send, or an error (status unchanged) for an
 * illegal transition — see the table above; a server answers that with 409.
 */
export function requestTransition(
  status: RequestStatus,
  action: RequestAction,
): RequestTransitionResult {
  const next = REQUEST_TRANSITIONS[status][action];
  return next === undefined
    ? { ok: false, error: 'request_transition_not_allowed', status, action }
    : { ok: true, status: next, message: REQUEST_ACTION_MESSAGE[action] };
}

/** spec §4: the actions allowed on a request in this status (e.g. which buttons to offer). */
export function requestActions(status: RequestStatus): RequestAction[] {
  return REQUEST_ACTIONS.filter((action) => REQUEST_TRANSITIONS[status][action] !== undefined);
}

const REQUEST_STATUS_TEXT: Readonly<Record<RequestStatus, string>> = {
  sent: 'Open',
  accepted: 'Accepted',
  rejected: 'Rejected',
  canceled: 'Canceled',
};

/** spec §4: the displayed label of a request status — `sent` is shown as "Open". */
export function requestStatusLabel(status: RequestStatus): InboxText {
  return { key: `inbox.request_status.${status}`, text: REQUEST_STATUS_TEXT[status] };
}

/** spec §4: registration statuses. */
export const REGISTRATION_STATUSES = [
  'accepted',
  'canceled',
  'open',
  'rejected',
  'waiting',
] as const;
export const RegistrationStatusSchema = z.enum(REGISTRATION_STATUSES);
export type RegistrationStatus = z.infer<typeof RegistrationStatusSchema>;

const REGISTRATION_STATUS_TEXT: Readonly<Record<RegistrationStatus, string>> = {
  accepted: 'Confirmed',
  canceled: 'Canceled',
  open: 'Open',
  rejected: 'Rejected',
  waiting: 'Not confirmed',
};

/**
 * spec §4: the displayed label of a registration status — accepted is shown
 * as "Confirmed", waiting as "Not confirmed".
 */
export function registrationStatusLabel(status: RegistrationStatus): InboxText {
  return { key: `inbox.registration_status.${status}`, text: REGISTRATION_STATUS_TEXT[status] };
}
