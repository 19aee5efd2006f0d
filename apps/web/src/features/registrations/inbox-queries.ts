import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { guestKeys, useGuest } from '../../lib/guest/use-guest.ts';
import { cancelGuestRequest, fetchInbox, inboxKeys } from '../../lib/inbox/inbox-api.ts';
import { useProjectId } from '../../lib/model/model-context.tsx';

/** The guest's inbox (spec §2), refetched by the realtime stream when it changes. */
export function useInbox() {
  const projectId = useProjectId();
  const { userId, ready } = useGuest();
  const owner = ready ? userId : null;
  return useQuery({
    queryKey: inboxKeys.inbox(projectId, owner ?? ''),
    queryFn: ({ signal }) => fetchInbox(projectId, owner ?? '', signal),
    enabled: owner !== null,
    staleTime: 30_000,
  });
}

/** spec §4: the guest cancels a request (after the confirmation dialog). */
export function useCancelRequest() {
  const projectId = useProjectId();
  const { userId } = useGuest();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (requestId: string) => {
      if (!userId) throw new Error('No guest yet');
      return cancelGuestRequest(projectId, userId, requestId);
    },
    retry: false,
    onSettled: () => {
      if (userId)
        void queryClient.invalidateQueries({ queryKey: guestKeys.user(projectId, userId) });
    },
  });
}
