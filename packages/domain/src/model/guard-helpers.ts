// Small zod-free type guards for the values the web app reads before its
// first render (stored caches, the model's outline). zod stays out of the
// first route (docs/performance.md); schemas check the rest later.

/** A type guard. */
export type Guard<T> = (value: unknown) => value is T;

/** A non-null object that is not an array (what JSON calls an object). */
export const isPlainRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const isString = (value: unknown): value is string => typeof value === 'string';
export const isNonEmptyString = (value: unknown): value is string =>
  isString(value) && value.length > 0;
export const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';
/** A finite number, as `z.number()` accepts it. */
export const isFiniteNumber = (value: unknown): value is number => Number.isFinite(value);
/** Anything (`z.unknown()`). */
export const isUnknown = (_value: unknown): _value is unknown => true;

export const orNull =
  <T>(guard: Guard<T>): Guard<T | null> =>
  (value): value is T | null =>
    value === null || guard(value);

export const arrayOf =
  <T>(guard: Guard<T>): Guard<T[]> =>
  (value): value is T[] =>
    Array.isArray(value) && value.every(guard);

/** A record whose values pass the guard (a `__proto__` key is ignored, see copyRecord). */
export const recordOf =
  <T>(guard: Guard<T>): Guard<Record<string, T>> =>
  (value): value is Record<string, T> =>
    isPlainRecord(value) &&
    Object.entries(value).every(([key, entry]) => key === '__proto__' || guard(entry));

/** `value` when the guard accepts it, else `fallback`: one field read leniently. */
export function orFallback<T>(value: unknown, guard: Guard<T>, fallback: T): T {
  return guard(value) ? value : fallback;
}

/**
 * A shallow copy of a record without a `__proto__` key (JSON.parse makes it an
 * own property; copied naively it could become the prototype).
 */
export function copyRecord<T>(record: Record<string, T>): Record<string, T> {
  return Object.fromEntries(Object.entries(record).filter(([key]) => key !== '__proto__'));
}
