import { DEFAULT_TIMEZONE } from '../constants.ts';
import { parseIsoDate, zonedTimeToEpoch } from '../time/zoned.ts';
import type { InboxText } from './statuses.ts';

/**
 * spec §4: "Cancellation is no longer possible once an item is in the past or
 * past the allowed time; the guest must then contact the provider directly."
 */

const HOUR_MS = 3_600_000;

/** Why a request or registration can no longer be canceled by the guest. */
export type CancelImpossibleReason = 'past' | 'deadline_passed' | 'invalid_start';

/** spec §4: the text shown instead of the cancel button once cancelling is impossible. */
export const CANCEL_NOT_POSSIBLE_TEXT: InboxText = {
  key: 'inbox.cancel_not_possible',
  text: 'Cancellation is no longer possible. Please contact the provider directly.',
};

const ISO_DATE_TIME =
  /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3})\d*)?)?)?(Z|[+-]\d{2}:?\d{2})?$/;

/**
 * The instant of an item's start: epoch ms, a Date, or an ISO date-time.
 * An ISO string with `Z` or an offset is exact; without one (e.g. a
 * datetime-local '2026-11-24T10:00') it is read in `timeZone`; a bare date is
 * 00:00 that day. Null when the value is not a real date-time — never the
 * device's own time zone.
 */
export function itemStartEpoch(start: string | number | Date, timeZone: string): number | null {
  if (typeof start !== 'string') {
    const ms = Number(start);
    return Number.isFinite(ms) ? ms : null;
  }
  const match = ISO_DATE_TIME.exec(start);
  if (!match) return null;
  const [, date, hh = '00', mm = '00', ss = '00', frac = '', offset] = match;
  const day = parseIsoDate(date!);
  const h = Number(hh);
  const min = Number(mm);
  const s = Number(ss);
  if (!day || h > 23 || min > 59 || s > 59) return null;
  const extra = s * 1000 + Number(frac.padEnd(3, '0'));
  if (offset === undefined) {
    try {
      return zonedTimeToEpoch(`${date}T${hh}:${mm}`, timeZone) + extra;
    } catch {
      return null;
    }
  }
  const wall = Date.UTC(day.y, day.m - 1, day.d, h, min) + extra;
  // 'Z' leaves no digits: offset 0
  const sign = offset.startsWith('-') ? -1 : 1;
  const digits = offset.slice(1).replace(':', '');
  return wall - sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2))) * 60_000;
}

/** Input of {@link canCancel} and {@link cancelImpossibleReason}. */
export interface CancelInput {
  /** When the requested or booked item starts. */
  start: string | number | Date;
  now: number | Date;
  /**
   * Hours before the start until which the guest may cancel (the provider's
   * allowed time); missing: up to the start.
   */
  cancellationDeadlineHours?: number | null;
  /** Time zone of a start without offset; default the project default (Europe/Vienna). */
  timeZone?: string;
}

/**
 * spec §4: why the guest can no longer cancel, or null while cancelling is
 * possible:
 * - 'past': the item has started (now ≥ start);
 * - 'deadline_passed': now is later than start − cancellationDeadlineHours
 *   (the deadline instant itself still allows cancelling);
 * - 'invalid_start': the start cannot be read (decision: then the guest
 *   contacts the provider rather than cancelling something undated).
 */
export function cancelImpossibleReason(input: CancelInput): CancelImpossibleReason | null {
  const start = itemStartEpoch(input.start, input.timeZone ?? DEFAULT_TIMEZONE);
  if (start === null) return 'invalid_start';
  const now = Number(input.now);
  if (now >= start) return 'past';
  // a missing, zero, negative or NaN deadline means: up to the start
  const hours = Number(input.cancellationDeadlineHours ?? 0);
  if (now > start - Math.max(0, hours) * HOUR_MS) {
    return 'deadline_passed';
  }
  return null;
}

/**
 * spec §4: whether the guest may still cancel a request or registration —
 * false once the item is in the past or past the allowed time; the app then
 * shows {@link CANCEL_NOT_POSSIBLE_TEXT}. Cancelling itself still needs the
 * confirmation dialog.
 */
export function canCancel(input: CancelInput): boolean {
  return cancelImpossibleReason(input) === null;
}
