/**
 * Texts of the demo projects are written once, keyed by language, and
 * resolved into one model per language. Ids, coordinates and numbers are
 * written once, so they cannot drift apart between the seven files.
 */

export const LANGS = ['de', 'en', 'es', 'fr', 'hr', 'it', 'ru'] as const;
export type Lang = (typeof LANGS)[number];

/** A text in every language of the project. */
export type L = { readonly [K in Lang]: string };

/**
 * The source form of a model shape: wherever the model has a free `string`,
 * the source may hold an {@link L}. String literal unions (ids of enums such
 * as `'ACTIVITY'`) stay as they are.
 */
export type Loc<T> = T extends string
  ? string extends T
    ? string | L
    : T
  : T extends readonly (infer U)[]
    ? readonly Loc<U>[]
    : T extends object
      ? { [K in keyof T]: Loc<T[K]> }
      : T;

/** Tells whether a value is a text keyed by exactly the seven languages. */
export function isL(value: unknown): value is L {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const keys = Object.keys(value);
  return (
    keys.length === LANGS.length &&
    LANGS.every((lang) => typeof (value as Record<string, unknown>)[lang] === 'string')
  );
}

/** Resolves every {@link L} in a source value to the text of `lang`. */
export function localise<T>(source: Loc<T>, lang: Lang): T {
  return resolve(source, lang, '') as T;
}

function resolve(value: unknown, lang: Lang, path: string): unknown {
  if (isL(value)) {
    const text = value[lang];
    if (text.trim() === '') throw new Error(`Empty ${lang} text at ${path}`);
    return text;
  }
  if (Array.isArray(value)) return value.map((v, i) => resolve(v, lang, `${path}.${i}`));
  if (typeof value === 'object' && value !== null) {
    const out: Record<string, unknown> = {};
    for (const [key, v] of Object.entries(value)) {
      // Optional fields left undefined are dropped rather than written as null.
      if (v !== undefined) out[key] = resolve(v, lang, path ? `${path}.${key}` : key);
    }
    return out;
  }
  return value;
}

/** Builds a text whose languages all derive from one function (labels, prices). */
export function each(fn: (lang: Lang) => string): L {
  return Object.fromEntries(LANGS.map((lang) => [lang, fn(lang)])) as unknown as L;
}
