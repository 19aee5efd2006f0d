import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * A logged-in guest's stay, kept on the device for when the network is gone
 * (a mountain hut, a plane): the last answers of their plan's bookings, stay
 * dates, reservations, inbox and conversation, invoices and orders. Never
 * the check-in forms (identity documents) nor the profile. One guest per
 * project: a login or logout removes the copy, and a copy is only brought
 * back for the guest it belongs to.
 */

/** The parts of `['guest', projectId, userId, part, …]` that are kept. */
const KEPT_PARTS: ReadonlySet<string> = new Set([
  'bookings',
  'stay',
  'reservations',
  'inbox',
  'conversation',
  'invoices',
  'orders',
]);
/** A copy larger than this is not written (local storage is small and shared). */
const MAX_COPY_CHARS = 400_000;
const SAVE_DELAY_MS = 500;

export const guestCopyKey = (projectId: string) => `hospes:${projectId}:guest-copy`;

interface GuestCopy {
  userId: string;
  entries: { key: QueryKey; data: unknown; at: number }[];
}

function isKept(key: QueryKey, projectId: string, userId: string): boolean {
  return (
    key[0] === 'guest' &&
    key[1] === projectId &&
    key[2] === userId &&
    typeof key[3] === 'string' &&
    KEPT_PARTS.has(key[3])
  );
}

function readCopy(projectId: string): GuestCopy | null {
  try {
    const raw = localStorage.getItem(guestCopyKey(projectId));
    const copy = raw ? (JSON.parse(raw) as GuestCopy) : null;
    return copy && typeof copy.userId === 'string' && Array.isArray(copy.entries) ? copy : null;
  } catch {
    return null;
  }
}

/** Removes the kept copy (login, logout, a login the server no longer knows). */
export function dropGuestCopy(projectId: string): void {
  try {
    localStorage.removeItem(guestCopyKey(projectId));
  } catch {
    // Storage not available: there is nothing kept either.
  }
}

/**
 * Puts the kept answers of this guest into the cache before any page asks,
 * with the time they were fetched: a page shows them at once and, when
 * refreshing fails, says "as of" that time.
 */
export function restoreGuestCopy(queryClient: QueryClient, projectId: string, userId: string) {
  const copy = readCopy(projectId);
  if (!copy || copy.userId !== userId) return;
  for (const entry of copy.entries) {
    if (!isKept(entry.key, projectId, userId)) continue;
    if (queryClient.getQueryData(entry.key) !== undefined) continue;
    queryClient.setQueryData(entry.key, entry.data, { updatedAt: entry.at });
  }
}

/**
 * Writes the kept answers of the logged-in guest whenever one of them
 * arrives; answers the stop function. `currentGuest` says who is logged in
 * now (null: nobody, and nothing is written).
 */
export function keepGuestCopy(
  queryClient: QueryClient,
  projectId: string,
  currentGuest: () => string | null,
): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const save = () => {
    timer = undefined;
    const userId = currentGuest();
    if (!userId) return;
    const entries = queryClient
      .getQueryCache()
      .findAll({ queryKey: ['guest', projectId, userId] })
      .filter((q) => q.state.status === 'success' && q.state.data !== undefined)
      .filter((q) => isKept(q.queryKey, projectId, userId))
      .map((q) => ({ key: q.queryKey, data: q.state.data, at: q.state.dataUpdatedAt }));
    try {
      const text = JSON.stringify({ userId, entries } satisfies GuestCopy);
      if (text.length <= MAX_COPY_CHARS) localStorage.setItem(guestCopyKey(projectId), text);
    } catch {
      // Full or unavailable storage: the app works on without the copy.
    }
  };
  const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    const userId = currentGuest();
    if (!userId || !isKept(event.query.queryKey, projectId, userId)) return;
    clearTimeout(timer);
    timer = setTimeout(save, SAVE_DELAY_MS);
  });
  // Closing or reloading the page must not lose an answer still waiting to be written.
  const flush = () => {
    if (timer === undefined) return;
    clearTimeout(timer);
    save();
  };
  addEventListener('pagehide', flush);
  return () => {
    clearTimeout(timer);
    removeEventListener('pagehide', flush);
    unsubscribe();
  };
}
