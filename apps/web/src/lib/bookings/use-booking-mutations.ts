import type { BookingBody } from '@hospes/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bookSlot, cancelRegistration, slotKeys } from './bookings-api.ts';
import { guestKeys, useGuest } from '../guest/use-guest.ts';
import { useProjectId } from '../model/model-context.tsx';
import { useActiveLanguage } from '../../i18n/language-store.ts';

/** After a booking or cancellation: free places, inbox, plan and messages are new. */
function useRefreshAfterBooking() {
  const projectId = useProjectId();
  const { userId } = useGuest();
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: slotKeys.all(projectId) });
    if (userId) void queryClient.invalidateQueries({ queryKey: guestKeys.user(projectId, userId) });
  };
}

/** spec §1 bookings: books places (one idempotency key per attempt, kept by the caller). */
export function useBook() {
  const projectId = useProjectId();
  const { userId } = useGuest();
  const refresh = useRefreshAfterBooking();
  return useMutation({
    mutationFn: (body: BookingBody) => {
      if (!userId) throw new Error('No guest yet');
      return bookSlot(projectId, userId, body);
    },
    retry: false,
    onSettled: refresh,
  });
}

/** spec §4: the guest cancels a registration (after the confirmation dialog). */
export function useCancelRegistration() {
  const projectId = useProjectId();
  const lang = useActiveLanguage((state) => state.lang);
  const { userId } = useGuest();
  const refresh = useRefreshAfterBooking();
  return useMutation({
    mutationFn: (registrationId: string) => {
      if (!userId) throw new Error('No guest yet');
      return cancelRegistration(projectId, userId, registrationId, lang);
    },
    retry: false,
    onSettled: refresh,
  });
}
