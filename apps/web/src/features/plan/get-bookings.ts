import { BookingsAnswerSchema, planHintsFromBookings, type Booking } from '@hospes/domain';
import { useQuery } from '@tanstack/react-query';
import { useProjectId } from '../../lib/model/model-context.tsx';
import { useActiveLanguage } from '../../i18n/language-store.ts';
import { apiRequest } from '@hospes/api-client';
import { integrationPath } from '../../lib/api/api-paths.ts';
import { guestKeys, useGuest } from '../../lib/guest/use-guest.ts';

/** Bookings change when the guest books; the integration refresh re-reads them too. */
const BOOKINGS_STALE_MS = 5 * 60_000;

export function bookingsQueryKey(projectId: string, userId: string, lang: string) {
  return [...guestKeys.user(projectId, userId), 'bookings', lang] as const;
}

/** spec §7 `POST getbookings {lang}`: the guest's bookings (`{ bookings: [] }` until there are any). */
export async function getBookings(
  projectId: string,
  lang: string,
  signal?: AbortSignal,
): Promise<Booking[]> {
  const answer = await apiRequest(integrationPath(projectId, 'getbookings'), {
    body: { lang },
    signal,
    schema: BookingsAnswerSchema,
  });
  return answer.bookings;
}

// Module level: TanStack Query re-runs a select only when its data or the function change.
const withHints = (bookings: Booking[]) => ({ bookings, hints: planHintsFromBookings(bookings) });

/**
 * The current guest's bookings and their plan hints (spec §3), once the app
 * has a guest. A failed call leaves the list empty (spec §8: failed calls
 * return empty results) and says so through `isError`.
 */
export function useBookings() {
  const projectId = useProjectId();
  const lang = useActiveLanguage((state) => state.lang);
  const { userId, ready } = useGuest();
  const query = useQuery({
    queryKey: bookingsQueryKey(projectId, userId ?? '', lang),
    queryFn: ({ signal }) => getBookings(projectId, lang, signal),
    enabled: ready && userId !== null,
    staleTime: BOOKINGS_STALE_MS,
    select: withHints,
  });
  return {
    bookings: query.data?.bookings ?? [],
    hints: query.data?.hints ?? [],
    isPending: ready && userId !== null && query.isPending,
    isError: query.isError,
    /** When the bookings shown were fetched, if refreshing them failed (kept on the device). */
    keptAt: query.isError && query.data ? query.dataUpdatedAt : null,
  };
}
