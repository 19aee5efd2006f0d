import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  isLanguage,
  mapBrowserLanguages,
  resolveStartLanguage,
} from './languages.ts';

describe('spec §1 languages', () => {
  it('offers de, en, es, fr, hr, it, ru with de as the default', () => {
    expect(LANGUAGES).toEqual(['de', 'en', 'es', 'fr', 'hr', 'it', 'ru']);
    expect(DEFAULT_LANGUAGE).toBe('de');
  });

  it('recognises only supported lower-case codes', () => {
    expect(isLanguage('hr')).toBe(true);
    expect(isLanguage('HR')).toBe(false);
    expect(isLanguage('pl')).toBe(false);
    expect(isLanguage(undefined)).toBe(false);
  });
});

describe('spec §1 the browser language maps to a model language code', () => {
  it('maps a regional tag to its primary subtag (en-GB → en)', () => {
    expect(mapBrowserLanguages(['en-GB'])).toBe('en');
  });

  it('compares case-insensitively (HR → hr, de_AT → de)', () => {
    expect(mapBrowserLanguages(['HR'])).toBe('hr');
    expect(mapBrowserLanguages(['de_AT'])).toBe('de');
  });

  it('takes the first supported entry, skipping unsupported ones', () => {
    expect(mapBrowserLanguages(['pl-PL', 'ja', 'it-CH', 'fr'])).toBe('it');
  });

  it('does not match on a prefix of the primary subtag', () => {
    expect(mapBrowserLanguages(['rus', 'es'])).toBe('es');
  });

  it('falls back to English when nothing maps', () => {
    expect(mapBrowserLanguages(['pl', 'ja-JP'])).toBe('en');
  });

  it('falls back to English for an empty list', () => {
    expect(mapBrowserLanguages([])).toBe('en');
  });
});

describe('spec §4 startup: the model for the saved language', () => {
  it('prefers a saved choice over the browser languages', () => {
    expect(resolveStartLanguage('ru', ['en-US'])).toBe('ru');
  });

  it('maps the browser languages when nothing was chosen', () => {
    expect(resolveStartLanguage(null, ['fr-FR'])).toBe('fr');
    expect(resolveStartLanguage(undefined, ['de-DE'])).toBe('de');
  });

  it('ignores a saved choice that is no longer supported', () => {
    expect(resolveStartLanguage('pl', ['es-ES'])).toBe('es');
  });
});
