// The console's labels are typed: a key en.ts lacks fails the typecheck (the
// marked line below), and German has a text for every English one.
import i18n from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { de } from './de.ts';
import { en } from './en.ts';

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, v]) => keysOf(v, prefix ? `${prefix}.${key}` : key));
}

describe('console labels', () => {
  beforeAll(async () => {
    await i18n.init({ lng: 'en', resources: { en: { translation: en } } });
  });

  it('a key that en.ts lacks is a type error; a known key is its text', () => {
    expect(i18n.t('nav.requests')).toBe('Requests');
    // @ts-expect-error — no such label: without this marker `npm run typecheck` fails.
    expect(i18n.t('nav.nope')).toBe('nav.nope');
  });

  it('German has a text for every English label, and no other', () => {
    expect(keysOf(de).sort()).toEqual(keysOf(en).sort());
  });
});
