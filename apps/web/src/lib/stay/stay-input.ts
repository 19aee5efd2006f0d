import {
  snapStayTime,
  stayUnixTimes,
  validateStay,
  type Stay,
  type StayError,
} from '@hospes/domain';

/** What the guest enters of a stay: datetime-local values (spec §3), '' when empty or incomplete. */
export interface StayInput {
  doa: string;
  dod: string;
}

/**
 * The stay as it would be stored: both date-times snapped to the 900-second
 * step (spec §3/§9); null where a value is not a real date-time.
 */
function snapped(input: StayInput): { doa: string | null; dod: string | null } {
  return { doa: snapStayTime(input.doa), dod: snapStayTime(input.dod) };
}

/**
 * The spec §5 stay errors of what the guest entered, checked on the values
 * that would be sent (snapped to the step), so that a stay the form accepts
 * is never refused on the way out. Empty: valid.
 */
export function stayErrors(input: StayInput, timeZone: string): StayError[] {
  return validateStay(snapped(input), timeZone);
}

/**
 * The stay as it is sent (spec §3): the snapped date-times with `_t_doa` and
 * `_t_dod` in the project's time zone; null when spec §5 rejects it — an
 * invalid stay is never sent.
 */
export function stayToSend(input: StayInput, timeZone: string): Stay | null {
  const { doa, dod } = snapped(input);
  if (doa === null || dod === null) return null;
  if (validateStay({ doa, dod }, timeZone).length > 0) return null;
  return { doa, dod, ...stayUnixTimes({ doa, dod }, timeZone) };
}

/** The form's starting values from a stored stay ('' where there is none). */
export function stayInputOf(stay: Stay | null | undefined): StayInput {
  return { doa: stay?.doa ?? '', dod: stay?.dod ?? '' };
}
