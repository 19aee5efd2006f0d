import {
  DEFAULT_TIMEZONE,
  LanguageBodySchema,
  ProfileBodySchema,
  ProfileSchema,
  StayBodySchema,
  type Lang,
  type Profile,
  type Stay,
} from '@hospes/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useProjectId, useProjectModel } from '../model/model-context.tsx';
import { apiRequest } from '@hospes/api-client';
import { guestDataPath } from '../api/api-paths.ts';
import { guestKeys, useGuest } from '../guest/use-guest.ts';
import { stayToSend, type StayInput } from '../stay/stay-input.ts';

/**
 * The guest's profile and stay on the server (spec §3, §7:
 * `GET/PUT /api/guestdata/{project}/profile|stay/{userId}`), as TanStack
 * queries under `['guest', projectId, userId, 'profile'|'stay']` — so login
 * and logout, which drop `['guest', projectId]`, take them along.
 */

export const guestDataKeys = {
  profile: (projectId: string, userId: string) =>
    [...guestKeys.user(projectId, userId), 'profile'] as const,
  stay: (projectId: string, userId: string) =>
    [...guestKeys.user(projectId, userId), 'stay'] as const,
};

/** Guest data changes only when the guest saves it or the PMS refresh runs. */
const GUEST_DATA_STALE_MS = 60_000;

/** `{ profile }` / `{ stay }` (GET and PUT answers): the domain's body schemas. */
export async function fetchProfile(
  projectId: string,
  userId: string,
  signal?: AbortSignal,
): Promise<Profile> {
  const path = guestDataPath(projectId, 'profile', userId);
  return (await apiRequest(path, { signal, schema: ProfileBodySchema })).profile;
}

/**
 * Keeps the name (and a phone) a guest gave the chatbot's handoff in their
 * profile, where the staff's lists read it — only into a profile that has
 * no name yet (a name the guest typed in the profile wins). Best effort: the
 * message itself carries the name too.
 */
export async function rememberHandoffName(
  projectId: string,
  userId: string,
  who: { name: string; phone?: string },
): Promise<void> {
  const current = await fetchProfile(projectId, userId).catch(() => null);
  if (!current || current.locked || current.firstName || current.lastName) return;
  const words = who.name.trim().split(/\s+/);
  const lastName = words.length > 1 ? words.pop()! : '';
  const profile = {
    ...current,
    firstName: words.join(' '),
    lastName,
    ...(who.phone && !current.phoneNumber ? { phoneNumber: who.phone } : {}),
  };
  await apiRequest(guestDataPath(projectId, 'profile', userId), {
    method: 'PUT',
    body: { profile: ProfileSchema.parse(profile) },
    schema: ProfileBodySchema,
  }).catch(() => undefined);
}

export async function fetchStay(
  projectId: string,
  userId: string,
  signal?: AbortSignal,
): Promise<Stay> {
  const path = guestDataPath(projectId, 'stay', userId);
  return (await apiRequest(path, { signal, schema: StayBodySchema })).stay;
}

/** Who the guest data belong to; null while the app has no guest yet. */
function useGuestOwner(): { projectId: string; userId: string | null } {
  const projectId = useProjectId();
  const { userId, ready } = useGuest();
  return { projectId, userId: ready ? userId : null };
}

/** spec §3 Profile of the current guest (disabled until the app has a guest). */
export function useProfile() {
  const { projectId, userId } = useGuestOwner();
  return useQuery({
    queryKey: guestDataKeys.profile(projectId, userId ?? ''),
    queryFn: ({ signal }) => fetchProfile(projectId, userId!, signal),
    enabled: userId !== null,
    staleTime: GUEST_DATA_STALE_MS,
  });
}

/** spec §3 Stay of the current guest (disabled until the app has a guest). */
export function useStay() {
  const { projectId, userId } = useGuestOwner();
  return useQuery({
    queryKey: guestDataKeys.stay(projectId, userId ?? ''),
    queryFn: ({ signal }) => fetchStay(projectId, userId!, signal),
    enabled: userId !== null,
    staleTime: GUEST_DATA_STALE_MS,
  });
}

/** Thrown by the save mutations when there is no guest to save for. */
export class NoGuestError extends Error {
  override name = 'NoGuestError';
}

/** The editable part of the profile (`locked` is the server's to set). */
export type ProfileInput = Omit<Profile, 'locked'>;

/**
 * Saves the whole profile (PUT) and puts the stored value into the cache.
 * Empty text fields are sent as '' (clearing a field is a change too); an
 * empty date of birth is left out.
 */
export function useSaveProfile() {
  const { projectId, userId } = useGuestOwner();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (profile: ProfileInput) => {
      if (userId === null) throw new NoGuestError('No guest yet');
      const answer = await apiRequest(guestDataPath(projectId, 'profile', userId), {
        method: 'PUT',
        body: { profile: ProfileSchema.parse(profile) },
        schema: ProfileBodySchema,
      });
      return { userId, profile: answer.profile };
    },
    onSuccess: ({ userId: owner, profile }) => {
      queryClient.setQueryData(guestDataKeys.profile(projectId, owner), profile);
    },
  });
}

/** Thrown by {@link useSaveStay} for a stay that spec §5 does not allow to be sent. */
export class InvalidStayError extends Error {
  override name = 'InvalidStayError';
}

/**
 * Thrown when the server kept its stay instead of the guest's: a stay from
 * the reservation is locked (spec §3), and a save that changed nothing must
 * not say "saved".
 */
export class LockedStayError extends Error {
  override name = 'LockedStayError';
}

/** Saves the stay (PUT) after the spec §5 checks, and puts the stored value into the cache. */
export function useSaveStay() {
  const { projectId, userId } = useGuestOwner();
  const model = useProjectModel();
  const timeZone = model._meta.timezone ?? DEFAULT_TIMEZONE;
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: StayInput) => {
      if (userId === null) throw new NoGuestError('No guest yet');
      const times = stayToSend(input, timeZone);
      // The forms validate first; this guard keeps an invalid stay off the wire regardless.
      if (times === null) throw new InvalidStayError('Invalid stay');
      // The room number (from the PMS or a link) is kept; status and lock are the server's.
      const known = queryClient.getQueryData<Stay>(guestDataKeys.stay(projectId, userId));
      const stay: Stay = known?.roomNumber ? { ...times, roomNumber: known.roomNumber } : times;
      const answer = await apiRequest(guestDataPath(projectId, 'stay', userId), {
        method: 'PUT',
        body: { stay },
        schema: StayBodySchema,
      });
      if (answer.stay.locked && (answer.stay.doa !== times.doa || answer.stay.dod !== times.dod)) {
        queryClient.setQueryData(guestDataKeys.stay(projectId, userId), answer.stay);
        throw new LockedStayError('The stay comes from the reservation');
      }
      return { userId, stay: answer.stay };
    },
    onSuccess: ({ userId: owner, stay }) => {
      queryClient.setQueryData(guestDataKeys.stay(projectId, owner), stay);
    },
  });
}

/** spec §7 `POST guestdata/{project}/language/{userId} {language}`: the guest's language. */
export function postLanguage(projectId: string, userId: string, language: Lang): Promise<unknown> {
  return apiRequest(guestDataPath(projectId, 'language', userId), {
    body: { language },
    schema: LanguageBodySchema,
  });
}
