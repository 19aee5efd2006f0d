import { decideQueryLogin, type LoginField, type QueryLoginData } from '@hospes/domain';
import type { QueryClient } from '@tanstack/react-query';
import { useGuestStore } from '../../lib/guest/guest-store.ts';
import { loginFieldsQueryOptions, type LoginData } from './login-api.ts';
import { logIn, logOut } from './login-flow.ts';
import { applyPresets } from './query-presets.ts';

/** The login fields of the project; on failure the link's own fields (the server decides). */
async function loginFields(projectId: string, queryClient: QueryClient, data: LoginData) {
  try {
    return await queryClient.fetchQuery(loginFieldsQueryOptions(projectId));
  } catch {
    return Object.keys(data) as LoginField[];
  }
}

/**
 * spec §3/§4 login by link, once the guest is settled: the domain decides
 * (a new reservation id logs the current guest out first, the same one does
 * nothing, a user id without reservation id logs out); the login sends the
 * link's values of the project's login fields; then the link's presets go
 * into profile and stay. A failed login shows the failure toast (spec §8);
 * the presets then stay unused.
 */
export async function runQueryLogin(
  projectId: string,
  queryClient: QueryClient,
  data: QueryLoginData,
  timeZone: string,
): Promise<void> {
  const state = useGuestStore.getState();
  const decision = decideQueryLogin({
    query: data,
    current: {
      userId: state.userId,
      reservationId: state.reservationId,
      isLoggedIn: state.loggedIn,
    },
  });
  if (decision.logout && !(await logOut(projectId, queryClient))) return;
  if (decision.login) {
    const fields = await loginFields(projectId, queryClient, data.login);
    const loginData: LoginData = {};
    for (const field of fields) {
      const value = data.login[field];
      if (value !== undefined) loginData[field] = value;
    }
    const outcome = await logIn(projectId, queryClient, loginData, { rateLimitToast: true });
    if (!outcome.ok) return;
  }
  await applyPresets(projectId, queryClient, data, timeZone);
}
