import { COUNTRY_CODES } from '@hospes/domain';

export interface CountryOption {
  /** Lower-case code, as the form holds it (spec §5 prefill lower-cases countries). */
  code: string;
  name: string;
  /** The name without accents and case, for searching. */
  folded: string;
}

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

const cache = new Map<string, CountryOption[]>();

/**
 * Every country the check-in form takes (`COUNTRY_CODES`), named in the
 * guest's language by `Intl.DisplayNames` and sorted by that name.
 */
export function countryOptions(lang: string): CountryOption[] {
  const cached = cache.get(lang);
  if (cached) return cached;
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([lang, 'en'], { type: 'region', fallback: 'code' });
  } catch {
    names = null; // an engine without region names: the codes stand in
  }
  const collator = new Intl.Collator(lang);
  const options = COUNTRY_CODES.map((code) => {
    const name = names?.of(code) ?? code;
    return { code: code.toLowerCase(), name, folded: fold(name) };
  }).sort((a, b) => collator.compare(a.name, b.name));
  cache.set(lang, options);
  return options;
}

/**
 * The countries matching what the guest typed: names starting with it first,
 * then names containing a word starting with it, then the exact code
 * ("at", "DE"). Case and accents do not matter ("osterr" finds Österreich).
 */
export function searchCountries(options: readonly CountryOption[], query: string): CountryOption[] {
  const q = fold(query.trim());
  if (q === '') return [...options];
  const starts = options.filter((o) => o.folded.startsWith(q));
  const words = options.filter(
    (o) => !o.folded.startsWith(q) && o.folded.split(/[\s\-(),.]+/).some((w) => w.startsWith(q)),
  );
  const code = options.filter((o) => o.code === q && !starts.includes(o) && !words.includes(o));
  return [...starts, ...words, ...code];
}

/** The name of a country code in the guest's language ('' for no code). */
export function countryName(options: readonly CountryOption[], code: string): string {
  const lower = code.trim().toLowerCase();
  return options.find((o) => o.code === lower)?.name ?? '';
}
