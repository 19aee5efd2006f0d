// Who is logged in (`GET /api/staff/me`), and login / logout.
import type { QueryClient } from '@tanstack/react-query';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { StaffMeSchema, staffMay, type StaffMe, type StaffPermission } from '@hospes/domain';
import { api, ApiError, isNetworkFailure } from './api.ts';
import { retryDelay } from './connection.ts';
import { setProjectTimeZone } from './format.ts';
import { staffKeys } from './query-keys.ts';

export const ME_KEY = staffKeys.me;

/**
 * The last known session in this browser: with it a console opened while the
 * server cannot be reached shows its frame (and says so) instead of a blank
 * page. Names and role only — the session itself is the HttpOnly cookie.
 */
const ME_STORAGE_KEY = 'hospes.console.me';

function rememberMe(me: StaffMe | null): void {
  if (me) localStorage.setItem(ME_STORAGE_KEY, JSON.stringify(me));
  else localStorage.removeItem(ME_STORAGE_KEY);
}

function rememberedMe(): StaffMe | undefined {
  try {
    const parsed = StaffMeSchema.safeParse(
      JSON.parse(localStorage.getItem(ME_STORAGE_KEY) ?? 'null'),
    );
    if (!parsed.success) return undefined;
    setProjectTimeZone(parsed.data.project.timeZone);
    return parsed.data;
  } catch {
    return undefined;
  }
}

async function fetchMe(): Promise<StaffMe | null> {
  try {
    const me = await api('/staff/me', StaffMeSchema);
    setProjectTimeZone(me.project.timeZone);
    rememberMe(me);
    return me;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      rememberMe(null);
      return null;
    }
    throw error;
  }
}

/**
 * Drops every answer of the previous session but `me` itself (whose query
 * the login gate observes: removing it would leave the gate unaware).
 */
function forgetStaffData(client: QueryClient): void {
  client.removeQueries({
    predicate: (query) => query.queryKey !== ME_KEY && query.queryKey[1] !== 'me',
  });
}

/** The session ended on the server: back to the login, and forget it in this browser. */
export function forgetSession(client: QueryClient): void {
  rememberMe(null);
  client.setQueryData(ME_KEY, null);
}

export function useMe() {
  return useQuery({
    queryKey: ME_KEY,
    queryFn: fetchMe,
    staleTime: 60_000,
    // Shown at once, asked again at once (updated "at 0": stale).
    initialData: rememberedMe,
    initialDataUpdatedAt: 0,
    // The server down or out of reach: asked again until it answers.
    retry: (_count, error) => isNetworkFailure(error),
    retryDelay,
  });
}

/** The logged-in staff member; only for screens behind the login. */
export function useAccount() {
  const me = useMe().data;
  if (!me) throw new Error('useAccount outside the logged-in console');
  return me.account;
}

export function useMay(permission: StaffPermission): boolean {
  const me = useMe().data;
  return me ? staffMay(me.account.role, permission) : false;
}

export function useLogin() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { email: string; password: string }) =>
      api('/staff/login', StaffMeSchema, { method: 'POST', body }),
    onSuccess: (me) => {
      forgetStaffData(client);
      setProjectTimeZone(me.project.timeZone);
      rememberMe(me);
      client.setQueryData(ME_KEY, me);
    },
  });
}

export function useLogout() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api('/staff/logout', null, { method: 'POST' }),
    onSettled: () => {
      rememberMe(null);
      client.setQueryData(ME_KEY, null);
      forgetStaffData(client);
    },
  });
}
