// The profile and stay of a logged-in guest as the property system knows
// them. They come from the PMS, so they are locked (spec §3: a locked
// profile or stay is not overwritten from query data).
import {
  LangSchema,
  normalizeStayDateTime,
  stayUnixTimes,
  type Profile,
  type Stay,
} from '@hospes/domain';
import type { PmsGuest, PmsReservation } from '../pms/pms-adapter.ts';

/** spec §3 profile fields from the PMS guest; the guest's own language choice is kept. */
export function profileFromPms(guest: PmsGuest, current: Profile | null): Profile {
  const lang = LangSchema.safeParse(guest.language);
  return {
    ...current,
    firstName: guest.firstName,
    lastName: guest.lastName,
    ...(guest.email ? { email: guest.email } : {}),
    ...(guest.phoneNumber ? { phoneNumber: guest.phoneNumber } : {}),
    ...(guest.dateOfBirth ? { dob: guest.dateOfBirth } : {}),
    ...(current?.lang === undefined && lang.success ? { lang: lang.data } : {}),
    locked: true,
  };
}

/**
 * spec §3 stay from the guest's room stay (else the reservation's first):
 * arrival and departure as datetime-local values, the room number, the PMS
 * status, the unix times in the project's time zone.
 */
export function stayFromPms(reservation: PmsReservation, guest: PmsGuest, timeZone: string): Stay {
  const stay =
    reservation.roomStays.find((s) => s.id === guest.roomStayId) ?? reservation.roomStays[0];
  if (!stay) return { locked: true };
  const doa = normalizeStayDateTime(stay.arrival) ?? undefined;
  const dod = normalizeStayDateTime(stay.departure) ?? undefined;
  return {
    ...(doa ? { doa } : {}),
    ...(dod ? { dod } : {}),
    ...(stay.roomNumber ? { roomNumber: stay.roomNumber } : {}),
    status: stay.status,
    locked: true,
    ...stayUnixTimes({ doa, dod }, timeZone),
  };
}
