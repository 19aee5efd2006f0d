import { z } from 'zod';

/**
 * spec §3 context key/value pairs of a guest (the project cache's
 * `contexts`): where the guest came from or belongs, e.g. `{ area: 'spa' }`.
 * Keys and values are short plain strings.
 */
export const GuestContextsSchema = z.record(z.string().min(1).max(100), z.string().min(1).max(200));
export type GuestContexts = z.infer<typeof GuestContextsSchema>;

/**
 * spec §3 Registrations, push part: whether the guest granted notifications
 * (`permission`), the push service's token and the contexts to notify about.
 */
export const PushRegistrationSchema = z.object({
  permission: z.boolean(),
  registrationToken: z.string().min(1).max(4096).optional(),
  contexts: GuestContextsSchema.optional(),
});

/** spec §3 Registrations, in-app part: permission and contexts. */
export const InAppRegistrationSchema = z.object({
  permission: z.boolean(),
  contexts: GuestContextsSchema.optional(),
});

/**
 * spec §3 Registrations `{ push, inapp }`. spec §5 "Connect requires push and
 * in-app registrations with permission": both parts must be present, each
 * with its `permission` flag (true or false).
 */
export const RegistrationsSchema = z.object({
  push: PushRegistrationSchema,
  inapp: InAppRegistrationSchema,
});
export type Registrations = z.infer<typeof RegistrationsSchema>;

/**
 * spec §3 the contexts a project knows: `project_settings.contexts`, each
 * key with the values it may take (`{ area: ['spa', 'restaurant'] }`).
 */
export const KnownContextsSchema = z.record(z.string(), z.array(z.string()));
export type KnownContexts = z.infer<typeof KnownContextsSchema>;

/** One context pair that is not among the project's known contexts. */
export interface UnknownContext {
  /** Where it was found, e.g. `['contexts', 'area']` or `['registrations', 'push', 'contexts', 'area']`. */
  path: (string | number)[];
  key: string;
  value: string;
}

/**
 * spec §5: context values must be among the model's known contexts. Lists
 * every pair of `contexts` whose key the project does not know or whose
 * value is not among that key's values; `path` is prefixed to each entry's
 * location. Empty means all are known. A project without known contexts
 * accepts none.
 */
export function unknownContexts(
  contexts: GuestContexts | undefined,
  known: KnownContexts | undefined,
  path: (string | number)[] = [],
): UnknownContext[] {
  const unknown: UnknownContext[] = [];
  for (const [key, value] of Object.entries(contexts ?? {})) {
    const values = known && Object.hasOwn(known, key) ? known[key] : undefined;
    if (!values?.includes(value)) unknown.push({ path: [...path, key], key, value });
  }
  return unknown;
}
