import {
  LoginAnswerSchema,
  LoginFieldsAnswerSchema,
  LogoutAnswerSchema,
  type LoginField,
  LinkLoginAnswerSchema,
  type LinkLoginAnswer,
} from '@hospes/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@hospes/api-client';
import { integrationPath } from '../../lib/api/api-paths.ts';

/** spec §3 login input by field: what the guest typed (or a link carried). */
export type LoginData = Partial<Record<LoginField, string>>;

/**
 * spec §7 `GET integrations/{project}/loginfields`: the fields in the
 * server's order, each once; none when the project has no login
 * (`active: false`).
 */
export async function fetchLoginFields(projectId: string): Promise<LoginField[]> {
  const answer = await apiRequest(integrationPath(projectId, 'loginfields'), {
    schema: LoginFieldsAnswerSchema,
  });
  return answer.active ? [...new Set(answer.fields)] : [];
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
  const answer = await apiRequest(integrationPath(projectId, 'login'), {
    body: { data, lang },
    schema: LoginAnswerSchema,
  });
  return answer.user_id;
}

/** The personal link of a journey mail: logs in and answers the guest, reservation and target. */
export function postLinkLogin(projectId: string, token: string): Promise<LinkLoginAnswer> {
  return apiRequest(integrationPath(projectId, 'link-login'), {
    body: { token },
    schema: LinkLoginAnswerSchema,
  });
}

/**
 * spec §7 `POST logout`; the server ends the session and clears the cookie.
 * spec §4: only the status SUCESSFULLY_LOGGED_OUT counts — another answer is
 * malformed and throws.
 */
export async function postLogout(projectId: string): Promise<void> {
  await apiRequest(integrationPath(projectId, 'logout'), {
    body: {},
    schema: LogoutAnswerSchema,
  });
}
