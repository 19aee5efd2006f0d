import {
  applyQueryPresets,
  ProfileBodySchema,
  StayBodySchema,
  type QueryLoginData,
} from '@hospes/domain';
import type { QueryClient } from '@tanstack/react-query';
import { apiRequest } from '@hospes/api-client';
import { guestDataPath } from '../../lib/api/api-paths.ts';
import { useGuestStore } from '../../lib/guest/guest-store.ts';
import { guestKeys } from '../../lib/guest/use-guest.ts';

const hasValues = (record: object): boolean => Object.keys(record).length > 0;

/**
 * spec §3/§4: a link's preset values (first/last name, e-mail, phone, date of
 * birth; arrival, departure, room number) go into the current guest's
 * profile and stay — field by field, never into a locked profile or stay
 * (the domain's `applyQueryPresets`). Only what changes is sent; the guest's
 * cached profile and stay are then fetched anew. Failures are logged only
 * (spec §8).
 */
export async function applyPresets(
  projectId: string,
  queryClient: QueryClient,
  data: Pick<QueryLoginData, 'profile' | 'stay'>,
  timeZone: string,
): Promise<void> {
  const userId = useGuestStore.getState().userId;
  if (!userId || (!hasValues(data.profile) && !hasValues(data.stay))) return;
  try {
    const profilePath = guestDataPath(projectId, 'profile', userId);
    const stayPath = guestDataPath(projectId, 'stay', userId);
    const [{ profile }, { stay }] = await Promise.all([
      apiRequest(profilePath, { schema: ProfileBodySchema }),
      apiRequest(stayPath, { schema: StayBodySchema }),
    ]);
    const next = applyQueryPresets(profile, stay, data, timeZone);
    const writes: Promise<unknown>[] = [];
    if (hasValues(data.profile) && JSON.stringify(next.profile) !== JSON.stringify(profile ?? {})) {
      writes.push(
        apiRequest(profilePath, {
          method: 'PUT',
          body: { profile: next.profile },
          schema: ProfileBodySchema,
        }),
      );
    }
    if (hasValues(data.stay) && JSON.stringify(next.stay) !== JSON.stringify(stay ?? {})) {
      writes.push(
        apiRequest(stayPath, { method: 'PUT', body: { stay: next.stay }, schema: StayBodySchema }),
      );
    }
    await Promise.all(writes);
    await queryClient.invalidateQueries({ queryKey: guestKeys.user(projectId, userId) });
  } catch (error) {
    console.warn('Link presets not stored', error);
  }
}
