import type { GuestRequestBody } from '@hospes/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { guestKeys, useGuest } from '../../lib/guest/use-guest.ts';
import { sendGuestRequest } from '../../lib/inbox/inbox-api.ts';
import { useProjectId } from '../../lib/model/model-context.tsx';

/** POST /api/requests/{project}/{userId}; the inbox is refetched afterwards. */
export function useSendRequest() {
  const projectId = useProjectId();
  const { userId } = useGuest();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: GuestRequestBody) => {
      if (!userId) throw new Error('No guest yet');
      return sendGuestRequest(projectId, userId, body);
    },
    // A failed send shows the spec's text; the guest decides when to try again.
    retry: false,
    onSuccess: () => {
      if (userId)
        void queryClient.invalidateQueries({ queryKey: guestKeys.user(projectId, userId) });
    },
  });
}
