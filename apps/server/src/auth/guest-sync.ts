// Keeps a logged-in guest's profile and stay in step with the property
// system: at login and at every `updateguestdata` (the app's integration
// refresh, spec §4). The PMS wins over what the guest typed; the values are
// stored locked (spec §3).
import type { FastifyInstance } from 'fastify';
import type { Profile, Stay } from '@hospes/domain';
import type { PmsProjectSettings } from '../pms/project-pms-settings.ts';
import { profileFromPms, stayFromPms } from './pms-guest-data.ts';

export interface GuestData {
  profile: Profile;
  stay: Stay;
}

/**
 * Makes sure the guest record of `userId` exists and carries the PMS
 * profile and stay of `guestId` in `reservationId`. Null when the PMS no
 * longer knows the reservation or the guest (the stored data stay as they are).
 */
export async function syncGuestFromPms(
  app: FastifyInstance,
  settings: PmsProjectSettings,
  userId: string,
  reservationId: string,
  guestId: string,
): Promise<GuestData | null> {
  const projectId = settings.projectId;
  await app.guests.ensure(projectId, userId, 'reservation');
  const reservation = await app.pms.getReservation(projectId, reservationId);
  const guest = reservation?.guests.find((g) => g.id === guestId);
  if (!reservation || !guest) return null;
  const current = await app.guests.getProfile(projectId, userId);
  const profile = await app.guests.putProfile(projectId, userId, profileFromPms(guest, current), {
    respectLocks: false,
  });
  const stay = await app.guests.putStay(
    projectId,
    userId,
    stayFromPms(reservation, guest, settings.timeZone),
    { respectLocks: false },
  );
  return { profile, stay };
}
