// spec §5: every context a guest sends (top level and inside the push and
// in-app registrations) must be among the model's known contexts.
import {
  unknownContexts,
  type GuestContexts,
  type KnownContexts,
  type Registrations,
} from '@hospes/domain';
import { fieldPath, type FieldError } from './guest-route-context.ts';

/** The 400 entries for unknown contexts; empty when all are known. */
export function contextErrors(
  known: KnownContexts,
  registrations: Registrations,
  contexts?: GuestContexts,
): FieldError[] {
  return [
    ...unknownContexts(contexts, known, ['contexts']),
    ...unknownContexts(registrations.push.contexts, known, ['registrations', 'push', 'contexts']),
    ...unknownContexts(registrations.inapp.contexts, known, ['registrations', 'inapp', 'contexts']),
  ].map((u) => ({
    path: fieldPath(u.path),
    error: 'Unknown context',
    message: `"${u.key}": "${u.value}" is not among the project's known contexts.`,
  }));
}
