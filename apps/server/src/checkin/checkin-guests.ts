// A checked check-in form → the guests as the property system takes them
// (spec §3 "Guest (check-in)"), matched to the reservation's known guests.
import type { CheckinGuest, CheckinGuestData } from '@hospes/domain';
import type { PmsCheckInGuest, PmsGuest, PmsReservation } from '../pms/pms-adapter.ts';

const text = (value: CheckinGuest[string]): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;

function toPmsGuest(guest: CheckinGuest, known: PmsGuest | undefined): PmsCheckInGuest {
  return {
    ...(known ? { profile_id: known.id } : {}),
    // A project's form may leave the name out: the PMS keeps the one it has.
    first_name: text(guest.first_name) ?? known?.firstName ?? '',
    last_name: text(guest.last_name) ?? known?.lastName ?? '',
    date_of_birth: text(guest.date_of_birth),
    gender: text(guest.gender),
    email: text(guest.email),
    phone_number: text(guest.phone_number),
    ...(guest.address ? { address: guest.address } : {}),
    ...(guest.document ? { document: guest.document } : {}),
  };
}

/**
 * The main guest is the reservation's main guest (its profile_id); the
 * accompanying persons take the profile ids of the reservation's other
 * guests in order, new ones none.
 */
export function pmsGuestsOf(
  data: Omit<CheckinGuestData, 'signature'>,
  reservation: PmsReservation,
): PmsCheckInGuest[] {
  const main = reservation.guests.find((g) => g.isMain);
  const others = reservation.guests.filter((g) => !g.isMain);
  return [
    toPmsGuest(data.main, main),
    ...data.accompanying.map((person, i) => toPmsGuest(person, others[i])),
  ];
}
