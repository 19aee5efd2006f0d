import type { TFunction } from 'i18next';

/**
 * A label whose key is built from data — a field name or option of the
 * hotel's check-in form, a reason code of the server — so that its type
 * cannot say whether the key exists: looked up at run time, with
 * `defaultValue` for a key the files do not have. Every other label key is
 * checked by `npm run typecheck` (i18next.d.ts).
 */
export function dataLabel(
  t: TFunction,
  key: string,
  options: { defaultValue: string } & Record<string, unknown>,
): string {
  return (t as unknown as (key: string, options: object) => string)(key, options);
}
