import { LOGIN_FIELDS, type LoginField } from '@hospes/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch, integrationPath } from '../../lib/api/guest-api.ts';

/** spec §3 login input by field: what the guest typed (or a link carried). */
export type LoginData = Partial<Record<LoginField, string>>;

/** spec §4 logout: the only answer that counts as logged out (the spec's spelling). */
export const LOGOUT_STATUS = 'SUCESSFULLY_LOGGED_OUT';

const isLoginField = (value: unknown): value is LoginField =>
  typeof value === 'string' && (LOGIN_FIELDS as readonly string[]).includes(value);

/**
 * Reads a `loginfields` answer: `{ fields: [...] }` (or a bare list); field
 * names the spec does not know are dropped, duplicates kept once, the
 * server's order kept. `active: false` (or no fields) means the project has
 * no login.
 */
export function parseLoginFields(body: unknown): LoginField[] {
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  if (record.active === false) return [];
  const list = Array.isArray(body) ? body : Array.isArray(record.fields) ? record.fields : [];
  return [...new Set(list.filter(isLoginField))];
}

/** spec §7 `GET integrations/{project}/loginfields`. */
export async function fetchLoginFields(projectId: string): Promise<LoginField[]> {
  return parseLoginFields(await apiFetch(integrationPath(projectId, 'loginfields')));
}

/** The login fields of a project (spec §4: the dialog loads them); the same for every guest. */
export function loginFieldsQueryOptions(projectId: string) {
  return queryOptions({
    queryKey: ['loginfields', projectId] as const,
    queryFn: () => fetchLoginFields(projectId),
    staleTime: 10 * 60_000,
  });
}

/**
 * spec §7 `POST login {data}` → `user_id`. The session arrives as an
 * HttpOnly cookie (ARCHITECTURE security rules), never in the body.
 */
export async function postLogin(projectId: string, data: LoginData, lang: string): Promise<string> {
  const body = await apiFetch<{ user_id?: unknown }>(integrationPath(projectId, 'login'), {
    body: { data, lang },
  });
  const userId = body?.user_id;
  if (typeof userId !== 'string' || userId === '') {
    throw new Error('The login answer has no user_id');
  }
  return userId;
}

/** spec §7 `POST logout` → `status`; the server ends the session and clears the cookie. */
export async function postLogout(projectId: string): Promise<string | null> {
  const body = await apiFetch<{ status?: unknown }>(integrationPath(projectId, 'logout'), {
    body: {},
  });
  return typeof body?.status === 'string' ? body.status : null;
}
