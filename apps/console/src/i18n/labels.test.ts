// The console's labels are typed: a key en.ts lacks fails the typecheck (the
// marked line below); each of the seven languages has a text for every
// English one; the first visit follows the browser's languages.
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { de } from './de.ts';
import { en } from './en.ts';
import { es } from './es.ts';
import { fr } from './fr.ts';
import { hr } from './hr.ts';
import { initialLanguage } from './index.ts';
import { it as italian } from './it.ts';
import { ru } from './ru.ts';

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, v]) => keysOf(v, prefix ? `${prefix}.${key}` : key));
}

function valuesOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  return typeof value === 'object' && value !== null ? Object.values(value).flatMap(valuesOf) : [];
}

describe('console labels', () => {
  // An instance of its own: the console's (set up by the test setup) stays as it is.
  const i18n = i18next.createInstance();
  beforeAll(async () => {
    await i18n.init({ lng: 'en', resources: { en: { translation: en } } });
  });

  it('a key that en.ts lacks is a type error; a known key is its text', () => {
    expect(i18n.t('nav.requests')).toBe('Requests');
    // @ts-expect-error — no such label: without this marker `npm run typecheck` fails.
    expect(i18n.t('nav.nope')).toBe('nav.nope');
  });

  it.each([
    ['de', de],
    ['es', es],
    ['fr', fr],
    ['hr', hr],
    ['it', italian],
    ['ru', ru],
  ])(
    '%s has a text for every English label, and no other (but its plural forms)',
    (_lang, texts) => {
      // Croatian and Russian count in more forms than English ("few", "many").
      const own = keysOf(texts).filter((key) => !/_(few|many)$/.test(key));
      expect(own.sort()).toEqual(keysOf(en).sort());
      expect(valuesOf(texts).filter((text) => text.trim() === '')).toEqual([]);
    },
  );

  it('counts guests in each language’s plural forms', async () => {
    await i18n.init({ resources: { ru: { translation: ru }, hr: { translation: hr } } });
    expect(i18n.t('frontDesk.adults', { lng: 'ru', count: 3 })).toBe('3 взрослых');
    expect(i18n.t('frontDesk.children', { lng: 'ru', count: 2 })).toBe('2 ребёнка');
    expect(i18n.t('frontDesk.children', { lng: 'ru', count: 5 })).toBe('5 детей');
    expect(i18n.t('frontDesk.adults', { lng: 'hr', count: 2 })).toBe('2 odrasle osobe');
  });

  it('the first visit follows the browser’s first language the console speaks; a choice stays', () => {
    expect(initialLanguage(null, ['pl-PL', 'hr-HR', 'en'])).toBe('hr');
    expect(initialLanguage(null, ['fr-CH'])).toBe('fr');
    expect(initialLanguage(null, ['pl', 'cs'])).toBe('en');
    expect(initialLanguage('it', ['de-AT'])).toBe('it');
    expect(initialLanguage('xx', ['ru-RU'])).toBe('ru');
  });
});
