// spec §5: every context a guest sends (top level and inside the push and
// in-app registrations) must be among the model's known contexts.
import {
  unknownContexts,
  type ApiIssue,
  type GuestContexts,
  type KnownContexts,
  type Registrations,
} from '@hospes/domain';

/** The 400 issues for unknown contexts; empty when all are known. */
export function contextErrors(
  known: KnownContexts,
  registrations: Registrations,
  contexts?: GuestContexts,
): ApiIssue[] {
  return [
    ...unknownContexts(contexts, known, ['contexts']),
    ...unknownContexts(registrations.push.contexts, known, ['registrations', 'push', 'contexts']),
    ...unknownContexts(registrations.inapp.contexts, known, ['registrations', 'inapp', 'contexts']),
  ].map((u) => ({
    path: ['body', ...u.path.map(String)].join('/'),
    message: `"${u.key}": "${u.value}" is not among the project's known contexts.`,
  }));
}
