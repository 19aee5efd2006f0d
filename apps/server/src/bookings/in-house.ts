// spec §4 room-stay statuses: charging to the room needs a logged-in guest
// whose reservation has a stay In-house (checked in, not yet out).
import type { PmsAdapter } from '../pms/pms-adapter.ts';

export async function guestIsInHouse(
  pms: Pick<PmsAdapter, 'getReservation'>,
  caller: { projectId: string; reservationId: string | null },
): Promise<boolean> {
  if (caller.reservationId === null) return false;
  const reservation = await pms.getReservation(caller.projectId, caller.reservationId);
  return reservation?.roomStays.some((stay) => stay.status === 'In-house') ?? false;
}
