import { createHash } from 'node:crypto';

/** JSON with sorted keys, so equal data gives equal text whatever the key order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * sha256 of a request without its idempotency key: a retry carries the same
 * data and so the same hash; the same key with other data does not.
 */
export function requestHash(input: Record<string, unknown>): string {
  const { idempotency_key: _key, ...rest } = input;
  return createHash('sha256').update(canonical(rest)).digest('hex');
}
