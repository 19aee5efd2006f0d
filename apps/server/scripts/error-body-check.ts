// The fuzz run's check of the error contract: an /api answer with status ≥ 400
// must be the domain's error body whose code means that status.
import { ApiErrorSchema } from '@hospes/domain';
import { STATUS_OF_CODE } from '../src/http/app-error.ts';

/** What is wrong with an error answer, or null when it keeps the contract. */
export function errorBodyProblem(
  method: string,
  url: string,
  status: number,
  body: string,
): string | null {
  // A HEAD answer has no body.
  if (status < 400 || method === 'HEAD' || !(url === '/api' || url.startsWith('/api/'))) {
    return null;
  }
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return 'not JSON';
  }
  const parsed = ApiErrorSchema.safeParse(json);
  if (!parsed.success) return `not the error body: ${parsed.error.issues[0]?.message ?? ''}`;
  if (STATUS_OF_CODE[parsed.data.code] !== status) return `code ${parsed.data.code} with ${status}`;
  return null;
}
