import { normalizeStayDateTime, stayUnixTimes } from '../validation/stay.ts';
import type { Profile, Stay } from './guest-data.ts';

/**
 * spec §3/§4: the profile after the guest saves one (profile page, popups).
 * A LOCKED stored profile (it came from the property system) is not
 * overwritten at all. Otherwise the new profile replaces the stored one —
 * field by field absent means cleared — without `locked`: only the server
 * locks a profile, never the guest's own input. Inputs are not mutated.
 */
export function updateGuestProfile(stored: Profile | null | undefined, incoming: Profile): Profile {
  if (stored?.locked) return { ...stored };
  const { locked: _ignored, ...profile } = incoming;
  return profile;
}

/**
 * spec §3/§4: the stay after the guest saves one. A LOCKED stored stay is
 * not overwritten at all. Otherwise arrival, departure and room number come
 * from the input (date-times in the `YYYY-MM-DDTHH:mm` form), `status` stays
 * the stored one (only the property system sets it), `locked` is never taken
 * from the input, and `_t_doa`/`_t_dod` are recomputed in the project's
 * `timeZone` (the client's values are not trusted).
 */
export function updateGuestStay(
  stored: Stay | null | undefined,
  incoming: Stay,
  timeZone: string,
): Stay {
  if (stored?.locked) return { ...stored };
  const doa = normalizeStayDateTime(incoming.doa) ?? undefined;
  const dod = normalizeStayDateTime(incoming.dod) ?? undefined;
  return {
    ...(doa ? { doa } : {}),
    ...(dod ? { dod } : {}),
    ...(incoming.roomNumber !== undefined ? { roomNumber: incoming.roomNumber } : {}),
    ...(stored?.status !== undefined ? { status: stored.status } : {}),
    ...stayUnixTimes({ doa, dod }, timeZone),
  };
}
