import { LANGUAGES } from '@hospes/domain';
import { describe, expect, it } from 'vitest';

// Every part file of every language, read eagerly (the app loads them lazily).
const files = import.meta.glob<Record<string, unknown>>('./locales/*/*.json', {
  eager: true,
  import: 'default',
});

/** Dotted paths of all string leaves ('menu.welcome'). */
function leafKeys(tree: unknown, prefix = ''): string[] {
  if (typeof tree !== 'object' || tree === null) return [prefix];
  return Object.entries(tree).flatMap(([key, value]) =>
    leafKeys(value, prefix ? `${prefix}.${key}` : key),
  );
}

const partsOf = (lang: string) =>
  Object.keys(files)
    .filter((path) => path.startsWith(`./locales/${lang}/`))
    .map((path) => path.slice(`./locales/${lang}/`.length));

describe('bundled labels (STYLE.md: all seven languages are complete, always)', () => {
  const englishParts = partsOf('en');

  it('English has the common part', () => {
    expect(englishParts).toContain('common.json');
  });

  for (const lang of LANGUAGES.filter((l) => l !== 'en')) {
    for (const part of englishParts) {
      it(`${lang}/${part} has every key that en/${part} has`, () => {
        const english = leafKeys(files[`./locales/en/${part}`]);
        const other = new Set(leafKeys(files[`./locales/${lang}/${part}`]));
        expect(english.filter((key) => !other.has(key))).toEqual([]);
      });
    }
  }

  for (const lang of LANGUAGES) {
    it(`${lang}: every label is a non-empty string`, () => {
      for (const part of partsOf(lang)) {
        const tree = files[`./locales/${lang}/${part}`];
        for (const key of leafKeys(tree)) {
          const value = key
            .split('.')
            .reduce<unknown>((node, k) => (node as Record<string, unknown>)[k], tree);
          expect(typeof value === 'string' && value.trim() !== '', `${lang}/${part}: ${key}`).toBe(
            true,
          );
        }
      }
    });
  }

  // i18next picks `<key>_<category>` by Intl.PluralRules: a language must have
  // every category its rules give for each counted label (es/fr/it: `many`).
  for (const lang of LANGUAGES) {
    it(`${lang} has every plural category of its language for each counted label`, () => {
      const categories = new Intl.PluralRules(lang).resolvedOptions().pluralCategories;
      const missing: string[] = [];
      for (const part of partsOf(lang)) {
        const keys = new Set(leafKeys(files[`./locales/${lang}/${part}`]));
        const counted = new Set(
          [...leafKeys(files[`./locales/en/${part}`])]
            .filter((key) => /_(one|other)$/.test(key))
            .map((key) => key.replace(/_(one|other)$/, '')),
        );
        for (const base of counted) {
          for (const category of categories) {
            if (!keys.has(`${base}_${category}`)) missing.push(`${part}: ${base}_${category}`);
          }
        }
      }
      expect(missing).toEqual([]);
    });
  }

  it('the spec texts are used verbatim', () => {
    const en = files['./locales/en/common.json'] as {
      errors: { notFound: string };
      common: { loading: string };
    };
    const de = files['./locales/de/common.json'] as { common: { loading: string } };
    expect(en.errors.notFound).toBe('The requested content was not found.');
    expect(de.common.loading).toBe('Laden...');
  });
});
