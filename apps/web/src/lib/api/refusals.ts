import {
  StepRefusalSchema,
  ValidationErrorSchema,
  type ApiErrorCode,
  type StepRefusal,
  type ValidationError,
} from '@hospes/domain';
import { ApiError } from '@hospes/api-client';

/** The 409 refusal of a check-in, check-out or payment step (spec §4 reason codes), or null. */
export function stepRefusalOf(error: unknown): StepRefusal | null {
  return error instanceof ApiError && error.status === 409 ? error.bodyAs(StepRefusalSchema) : null;
}

/** The 400 answer with the bad fields' paths, or null. */
export function validationOf(error: unknown): ValidationError | null {
  return error instanceof ApiError && error.status === 400
    ? error.bodyAs(ValidationErrorSchema)
    : null;
}

/**
 * What to tell the guest about a refusal: the text of its code from `texts`
 * (translation keys by the server's stable code), or `fallback` for any other
 * failure — a code the app does not know, a network failure. Never the
 * server's English message.
 */
export function refusalText<K extends string>(
  error: unknown,
  texts: Partial<Record<ApiErrorCode, K>>,
  fallback: K,
): K {
  const code = error instanceof ApiError ? error.code : null;
  return (code !== null && texts[code as ApiErrorCode]) || fallback;
}
