// The front desk's day from the PMS: who arrives, who departs and who is in
// house, with room, guests, check-in state and the open amount of the
// invoices. Works through the PMS adapter, so a real PMS gives the same lists.
import type { FrontDeskDay, FrontDeskStay } from '@hospes/domain';
import type { PmsAdapter, PmsReservation, ReservationSearch } from '../pms/pms-adapter.ts';

const day = (iso: string) => iso.slice(0, 10);

async function staysOf(
  pms: PmsAdapter,
  projectId: string,
  reservation: PmsReservation,
): Promise<FrontDeskStay[]> {
  const invoices = await pms.getInvoices(projectId, reservation.id);
  const openMinor = invoices.reduce((sum, invoice) => sum + invoice.openMinor, 0);
  const main = reservation.guests.find((g) => g.isMain) ?? reservation.guests[0];
  return reservation.roomStays.map((stay) => {
    const guest = reservation.guests.find((g) => g.roomStayId === stay.id && g.isMain) ?? main;
    return {
      reservationId: reservation.id,
      number: reservation.number,
      roomStayId: stay.id,
      guestName: guest ? `${guest.firstName} ${guest.lastName}`.trim() : '',
      roomNumber: stay.roomNumber,
      arrival: stay.arrival,
      departure: stay.departure,
      adults: stay.adults,
      children: stay.children,
      status: stay.status,
      checkinFinishedAt: stay.checkinFinishedAt,
      checkoutFinishedAt: stay.checkoutFinishedAt,
      openMinor,
      currency: reservation.currency,
    };
  });
}

/** At most this many reservations per search: a front desk narrows it down further. */
export const SEARCH_LIMIT = 50;

/** The stays of the reservations that match the front desk's search, latest arrival first. */
export async function searchStays(
  pms: PmsAdapter,
  projectId: string,
  query: ReservationSearch,
): Promise<{ stays: FrontDeskStay[]; limited: boolean }> {
  // One more than shown: whether there are more.
  const found = await pms.searchReservationIds(projectId, query, SEARCH_LIMIT + 1);
  const ids = found.slice(0, SEARCH_LIMIT);
  const reservations = await Promise.all(ids.map((id) => pms.getReservation(projectId, id)));
  const stays = await Promise.all(
    reservations
      .filter((r): r is PmsReservation => r !== null)
      .map((r) => staysOf(pms, projectId, r)),
  );
  return { stays: stays.flat(), limited: found.length > SEARCH_LIMIT };
}

export async function frontDeskDay(
  pms: PmsAdapter,
  projectId: string,
  date: string,
): Promise<Omit<FrontDeskDay, 'entersReservations'>> {
  const ids = await pms.listReservationIdsOn(projectId, date);
  const reservations = await Promise.all(ids.map((id) => pms.getReservation(projectId, id)));
  const stays = (
    await Promise.all(
      reservations
        .filter((r): r is PmsReservation => r !== null)
        .map((r) => staysOf(pms, projectId, r)),
    )
  ).flat();
  const byName = (a: FrontDeskStay, b: FrontDeskStay) => a.guestName.localeCompare(b.guestName);
  return {
    date,
    arrivals: stays.filter((s) => day(s.arrival) === date).sort(byName),
    departures: stays.filter((s) => day(s.departure) === date).sort(byName),
    inHouse: stays.filter((s) => s.status === 'In-house').sort(byName),
  };
}
