import { useShallow } from 'zustand/react/shallow';
import { useGuestStore } from './guest-store.ts';

/** The current guest as the features see it. */
export interface CurrentGuest {
  userId: string | null;
  loggedIn: boolean;
  reservationId: string | null;
  /** False until the start verified the session or made a guest: wait before calling guest APIs. */
  ready: boolean;
}

/** The current guest (anonymous or logged in) of this project. */
export function useGuest(): CurrentGuest {
  return useGuestStore(
    useShallow((state) => ({
      userId: state.userId,
      loggedIn: state.loggedIn,
      reservationId: state.reservationId,
      ready: state.ready,
    })),
  );
}

/**
 * Query keys of the guest's server data: everything about the current guest
 * lives under `['guest', projectId, userId, …]`; login and logout remove
 * `['guest', projectId]` as a whole.
 */
export const guestKeys = {
  project: (projectId: string) => ['guest', projectId] as const,
  user: (projectId: string, userId: string) => ['guest', projectId, userId] as const,
  reservations: (projectId: string, userId: string) =>
    ['guest', projectId, userId, 'reservations'] as const,
};

export { openLoginDialog } from './guest-store.ts';
