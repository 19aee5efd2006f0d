import { isLanguage } from './languages.ts';
import {
  arrayOf,
  copyRecord,
  isBoolean,
  isFiniteNumber,
  isPlainRecord,
  isString,
  isUnknown,
  orFallback,
  orNull,
  recordOf,
} from './model/guard-helpers.ts';
import type { ProjectCache } from './project-cache-schema.ts';

// zod-free on purpose: the web app reads the cache before its first render,
// and zod must stay out of the first route (docs/performance.md). The
// schema, for everyone else, lives in project-cache-schema.ts; a property
// test checks that `parseProjectCache` reads a stored value as it does.
export { ProjectCacheSchema, type ProjectCache } from './project-cache-schema.ts';

/** A project cache of a first visit. */
export function emptyProjectCache(): ProjectCache {
  return {
    initialLoad: true,
    userId: null,
    chosenLanguage: null,
    favorites: [],
    contexts: {},
    popupsSeen: {},
    login: null,
    tempUserId: null,
    shoppingCarts: {},
    hintsSeen: {},
    lastModelUpdate: null,
  };
}

const isLogin = (value: unknown): value is { session: { token: string } } =>
  isPlainRecord(value) && isPlainRecord(value.session) && isString(value.session.token);

/**
 * Reads a stored project cache leniently: fields that are missing or broken
 * take their empty value; anything that is not an object gives an empty cache.
 * Unknown fields are dropped.
 */
export function parseProjectCache(input: unknown): ProjectCache {
  if (!isPlainRecord(input)) return emptyProjectCache();
  const login = orFallback(input.login, orNull(isLogin), null);
  return {
    initialLoad: orFallback(input.initialLoad, isBoolean, true),
    userId: orFallback(input.userId, orNull(isString), null),
    chosenLanguage: orFallback(input.chosenLanguage, orNull(isLanguage), null),
    favorites: [...orFallback(input.favorites, arrayOf(isString), [])],
    contexts: copyRecord(orFallback(input.contexts, recordOf(isString), {})),
    popupsSeen: copyRecord(orFallback(input.popupsSeen, recordOf(isFiniteNumber), {})),
    // Only the known fields of the login are kept, as the schema does.
    login: login && { session: { token: login.session.token } },
    tempUserId: orFallback(input.tempUserId, orNull(isString), null),
    shoppingCarts: copyRecord(orFallback(input.shoppingCarts, recordOf(isUnknown), {})),
    hintsSeen: copyRecord(orFallback(input.hintsSeen, recordOf(isFiniteNumber), {})),
    lastModelUpdate: orFallback(input.lastModelUpdate, orNull(isFiniteNumber), null),
  };
}

/** Local storage key of a project's cache (spec §9: project-based). */
export function projectCacheKey(projectId: string): string {
  return `hospes:${projectId}`;
}

/** Local storage key of a project's cookie consent list (spec §9: project-based). */
export function consentStorageKey(projectId: string): string {
  return `hospes:${projectId}:consent`;
}
