import { ReservationsResponseSchema, type ReservationView } from '@hospes/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useProjectId } from '../model/model-context.tsx';
import { apiRequest } from '@hospes/api-client';
import { integrationPath } from '../api/api-paths.ts';
import { guestKeys, useGuest } from '../guest/use-guest.ts';

/**
 * spec §7 `POST getreservations {lang}`: the logged-in guest's reservations
 * (who asks is known from the session cookie). An answer that does not fit
 * the domain's shape is an error, not an empty list.
 */
export async function getReservations(projectId: string, lang: string): Promise<ReservationView[]> {
  const answer = await apiRequest(integrationPath(projectId, 'getreservations'), {
    body: { lang },
    schema: ReservationsResponseSchema,
  });
  return answer.reservations;
}

/** Under the guest's key, so that login and logout drop them (spec §4). */
export function reservationsQueryOptions(projectId: string, userId: string, lang: string) {
  return queryOptions({
    queryKey: [...guestKeys.reservations(projectId, userId), lang] as const,
    queryFn: () => getReservations(projectId, lang),
    staleTime: 60_000,
  });
}

/**
 * The reservations of the logged-in guest. Guests without a login have none
 * (spec §8: no token, empty list) and nothing is asked.
 */
export function useReservations() {
  const projectId = useProjectId();
  const { i18n } = useTranslation();
  const { userId, loggedIn, ready } = useGuest();
  const enabled = ready && loggedIn && userId !== null;
  const query = useQuery({
    ...reservationsQueryOptions(projectId, userId ?? '', i18n.language),
    enabled,
  });
  return { ...query, enabled };
}

/**
 * The reservation a route names: by its id or by the number the guest knows;
 * without one, the reservation the guest logged in with, else the first.
 */
export function findReservation(
  reservations: readonly ReservationView[],
  wanted: string | null | undefined,
  loggedInWith: string | null,
): ReservationView | undefined {
  const match = (id: string) => (r: ReservationView) => r.reservation_id === id || r.number === id;
  if (wanted) return reservations.find(match(wanted));
  return (loggedInWith ? reservations.find(match(loggedInWith)) : undefined) ?? reservations[0];
}
