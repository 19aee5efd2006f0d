import {
  StepRefusalSchema,
  ValidationErrorSchema,
  type StepRefusal,
  type ValidationError,
} from '@hospes/domain';
import { ApiError } from './api-client.ts';

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
