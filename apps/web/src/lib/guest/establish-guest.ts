import { GUEST_ID_PREFIX } from '@hospes/domain';
import type { QueryClient } from '@tanstack/react-query';
import { useGuestStore } from './guest-store.ts';
import { createAnonymousGuest, fetchSessionStatus, sessionOwns } from './guest-session.ts';
import { guestKeys } from './use-guest.ts';
import { dropGuestCopy } from '../offline/guest-offline-copy.ts';

/** How the start check ended. */
export type GuestCheckOutcome =
  /** The stored (or the cookie's) login holds. */
  | 'logged-in'
  /** An anonymous guest whose session still holds. */
  | 'anonymous'
  /** A new anonymous guest was made (first visit, or the old session is gone). */
  | 'created'
  /** The network failed: the stored ids are kept as they are. */
  | 'offline';

/**
 * spec §4 "A stored login is verified at start and cleared if invalid", and
 * spec §6 "anonymous guest (default)": asks the server about the session
 * cookie and settles who the guest is —
 * - a login session: logged in with the session's user (the stored
 *   reservation id is kept for the same user);
 * - otherwise a stored login is cleared, together with the guest's server
 *   data in the query cache (spec §4: guests without a session get plan,
 *   hints, reservations and invoices cleared), and the guest is anonymous:
 *   the session's own anonymous id, else the stored anonymous id when the
 *   session still owns it, else a new one (`POST …/guests`).
 * Marks the store ready in every case (also offline: the app runs from its caches).
 */
export function establishGuest(
  projectId: string,
  queryClient: QueryClient,
): Promise<GuestCheckOutcome> {
  // One check at a time (React's StrictMode runs effects twice; two checks would make two guests).
  const running = inFlight.get(projectId);
  if (running) return running;
  const check = checkGuest(projectId, queryClient).finally(() => inFlight.delete(projectId));
  inFlight.set(projectId, check);
  return check;
}

const inFlight = new Map<string, Promise<GuestCheckOutcome>>();

async function checkGuest(projectId: string, queryClient: QueryClient): Promise<GuestCheckOutcome> {
  const store = useGuestStore.getState();
  try {
    const status = await fetchSessionStatus(projectId);
    const stored = useGuestStore.getState();
    if (status.loggedIn && (status.userId ?? stored.userId)) {
      const userId = status.userId ?? (stored.userId as string);
      if (!stored.loggedIn || stored.userId !== userId) {
        queryClient.removeQueries({ queryKey: guestKeys.project(projectId) });
        dropGuestCopy(projectId);
        store.setLoggedIn(userId, status.reservationId);
      } else if (status.reservationId && status.reservationId !== stored.reservationId) {
        store.setLoggedIn(userId, status.reservationId);
      }
      return 'logged-in';
    }
    if (stored.loggedIn) {
      queryClient.removeQueries({ queryKey: guestKeys.project(projectId) });
      dropGuestCopy(projectId);
    }
    const candidate = status.userId ?? (stored.loggedIn ? stored.tempUserId : stored.userId);
    if (status.userId) {
      store.setAnonymous(status.userId);
      return 'anonymous';
    }
    // Only anonymous ids: a logged-in user's id needs a login, not a probe.
    if (candidate?.startsWith(GUEST_ID_PREFIX) && (await sessionOwns(projectId, candidate))) {
      store.setAnonymous(candidate);
      return 'anonymous';
    }
    store.setAnonymous(await createAnonymousGuest(projectId));
    return 'created';
  } catch (error) {
    // spec §8: logged only; the message is enough (the app carries on with the stored ids).
    console.warn(`Guest session could not be checked: ${String(error)}`);
    return 'offline';
  } finally {
    useGuestStore.getState().setReady(true);
  }
}
