import {
  CheckinFormResponseSchema,
  CheckinResultSchema,
  ProfileBodySchema,
  StayBodySchema,
  type CheckinInput,
} from '@hospes/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useProjectId } from '../../lib/model/model-context.tsx';
import { useActiveLanguage } from '../../i18n/language-store.ts';
import { apiRequest } from '@hospes/api-client';
import { guestDataPath, integrationPath } from '../../lib/api/api-paths.ts';
import { guestKeys, useGuest } from '../../lib/guest/use-guest.ts';

/** Query keys of check-in data, under the guest's key (login and logout drop them). */
export const checkinKeys = {
  form: (
    projectId: string,
    userId: string,
    reservationId: string,
    roomStayId: string | null,
    lang: string,
  ) =>
    [...guestKeys.user(projectId, userId), 'checkinform', reservationId, roomStayId, lang] as const,
  prefill: (projectId: string, userId: string) =>
    [...guestKeys.user(projectId, userId), 'checkin-prefill'] as const,
};

/** The project's check-in form for a reservation (or one room stay) in the guest's language. */
export function useCheckinForm(reservationId: string, roomStayId: string | null, enabled: boolean) {
  const projectId = useProjectId();
  const lang = useActiveLanguage((s) => s.lang);
  const { userId } = useGuest();
  return useQuery({
    queryKey: checkinKeys.form(projectId, userId ?? '', reservationId, roomStayId, lang),
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({ reservation_id: reservationId, lang });
      if (roomStayId) query.set('room_stay_id', roomStayId);
      return apiRequest(`${integrationPath(projectId, 'checkinform')}?${query}`, {
        signal,
        schema: CheckinFormResponseSchema,
      });
    },
    enabled: enabled && userId !== null,
    // The guest is typing into this form: a refetch must not rebuild it.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

/** The guest's profile and stay, the sources of the form's prefill (spec §3/§5). */
export function usePrefillSource(enabled: boolean) {
  const projectId = useProjectId();
  const { userId } = useGuest();
  return useQuery({
    queryKey: checkinKeys.prefill(projectId, userId ?? ''),
    queryFn: async ({ signal }) => {
      const id = userId ?? '';
      const [profile, stay] = await Promise.all([
        apiRequest(guestDataPath(projectId, 'profile', id), { signal, schema: ProfileBodySchema }),
        apiRequest(guestDataPath(projectId, 'stay', id), { signal, schema: StayBodySchema }),
      ]);
      return { profile: profile.profile, stay: stay.stay };
    },
    enabled: enabled && userId !== null,
    staleTime: 60_000,
    refetchOnWindowFocus: false,
  });
}

/** spec §7 POST checkin; afterwards every view of the guest's reservations is stale. */
export function useSubmitCheckin() {
  const projectId = useProjectId();
  const lang = useActiveLanguage((s) => s.lang);
  const { userId } = useGuest();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (checkinInput: CheckinInput) =>
      apiRequest(integrationPath(projectId, 'checkin'), {
        body: { lang, checkinInput },
        schema: CheckinResultSchema,
      }),
    // The guest decides when to try again (the spec §8 text says so); the key makes it safe.
    retry: false,
    // Not the form itself: the guest may still be typing into it after a refusal.
    // Not awaited: the form shows its outcome first, the fresh status follows.
    onSettled: () => {
      void client.invalidateQueries({
        queryKey: guestKeys.user(projectId, userId ?? ''),
        predicate: (query) => query.queryKey[3] !== 'checkinform',
      });
    },
  });
}
