// A refusal of the API as the server sends it: the domain's error body
// `{ error, code, message, issues? }` (plus a refusal's own fields), checked
// against the domain schema so a fake cannot drift from the contract.
import { ApiErrorSchema, type ApiErrorCode, type ApiIssue } from '@hospes/domain';

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  429: 'Too Many Requests',
  502: 'Bad Gateway',
};

export function apiRefusal(
  status: number,
  code: ApiErrorCode,
  message: string,
  extra: { issues?: ApiIssue[]; headers?: Record<string, string>; [field: string]: unknown } = {},
): Response {
  const { headers, ...fields } = extra;
  const body = { error: STATUS_TEXT[status] ?? 'Error', code, message, ...fields };
  ApiErrorSchema.parse(body);
  return Response.json(body, { status, ...(headers ? { headers } : {}) });
}
