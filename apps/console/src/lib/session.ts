// Who is logged in (`GET /api/staff/me`), and login / logout.
import type { QueryClient } from '@tanstack/react-query';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { StaffMeSchema, staffMay, type StaffMe, type StaffPermission } from '@hospes/domain';
import { api, ApiError } from './api.ts';
import { setProjectTimeZone } from './format.ts';
import { staffKeys } from './query-keys.ts';

export const ME_KEY = staffKeys.me;

async function fetchMe(): Promise<StaffMe | null> {
  try {
    const me = await api('/staff/me', StaffMeSchema);
    setProjectTimeZone(me.project.timeZone);
    return me;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
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

export function useMe() {
  return useQuery({ queryKey: ME_KEY, queryFn: fetchMe, staleTime: 60_000, retry: false });
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
      client.setQueryData(ME_KEY, me);
    },
  });
}

export function useLogout() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api('/staff/logout', null, { method: 'POST' }),
    onSettled: () => {
      client.setQueryData(ME_KEY, null);
      forgetStaffData(client);
    },
  });
}
