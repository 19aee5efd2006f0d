import { IDLE_MS, INTEGRATION_REFRESH_MS } from '@hospes/domain';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useProjectId } from '../model/model-context.tsx';
import { establishGuest } from './establish-guest.ts';
import { ANY_ANSWER, ApiError, apiRequest } from '@hospes/api-client';
import { integrationPath } from '../api/api-paths.ts';
import { useGuestStore } from './guest-store.ts';
import { startRefreshSchedule } from './refresh-scheduler.ts';
import { guestKeys } from './use-guest.ts';

/**
 * One refresh of the integration data. A logged-in guest: `updateguestdata`
 * brings the property system's data into profile and stay, then every
 * cached query of the guest (profile, stay, reservations, plan, invoices …)
 * is fetched anew; a session the server no longer knows is settled again
 * (spec §4: cleared). A guest without a login has no reservations or
 * invoices (spec §4: cleared); the rest is fetched anew.
 */
export async function refreshIntegrationData(
  projectId: string,
  queryClient: QueryClient,
  lang: string,
): Promise<void> {
  const { userId, loggedIn, ready } = useGuestStore.getState();
  if (!ready || !userId) return;
  const userKey = guestKeys.user(projectId, userId);
  if (loggedIn) {
    try {
      // The answer is not read here: the queries below fetch what they show.
      await apiRequest(integrationPath(projectId, 'updateguestdata'), {
        body: { lang },
        schema: ANY_ANSWER,
      });
    } catch (error) {
      if (error instanceof ApiError && (error.status === 401 || error.status === 404)) {
        await establishGuest(projectId, queryClient);
        return;
      }
      // spec §8: other failed calls are logged only.
      console.warn('Integration data not refreshed', error);
    }
  } else {
    queryClient.removeQueries({ queryKey: [...userKey, 'reservations'] });
    queryClient.removeQueries({ queryKey: [...userKey, 'invoices'] });
  }
  await queryClient.invalidateQueries({ queryKey: userKey });
}

/** Runs the integration refresh of spec §4 while the guest is settled. Renders nothing. */
export function IntegrationRefresh() {
  const projectId = useProjectId();
  const queryClient = useQueryClient();
  const { i18n } = useTranslation();
  const lang = i18n.language;
  const ready = useGuestStore((state) => state.ready);
  const userId = useGuestStore((state) => state.userId);

  useEffect(() => {
    if (!ready || !userId) return;
    return startRefreshSchedule(() => void refreshIntegrationData(projectId, queryClient, lang), {
      intervalMs: INTEGRATION_REFRESH_MS,
      idleMs: IDLE_MS,
    });
  }, [ready, userId, projectId, queryClient, lang]);

  return null;
}
