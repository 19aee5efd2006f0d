import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BROWSER_FALLBACK_LANGUAGE,
  DEFAULT_LANGUAGE,
  LANGUAGES,
  WEATHER_TEXT_LANGUAGES,
  isLanguage,
  mapBrowserLanguages,
  resolveStartLanguage,
  weatherDayTexts,
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
    expect(isLanguage(null)).toBe(false);
    expect(isLanguage(1)).toBe(false);
    expect(isLanguage(['de'])).toBe(false);
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

describe('spec §1 the mapping: English fallback, de project default', () => {
  it('the fallback of the mapping is English although the project default is de', () => {
    expect(BROWSER_FALLBACK_LANGUAGE).toBe('en');
    expect(DEFAULT_LANGUAGE).toBe('de');
    expect(mapBrowserLanguages(['xx'])).not.toBe(DEFAULT_LANGUAGE);
  });

  it('ignores surrounding white space of a tag', () => {
    expect(mapBrowserLanguages([' ru-RU '])).toBe('ru');
  });

  it('property: the result is always a model language', () => {
    fc.assert(
      fc.property(fc.array(fc.string()), (list) => {
        expect(LANGUAGES).toContain(mapBrowserLanguages(list));
      }),
      { numRuns: 200 },
    );
  });

  it('property: a supported primary subtag with any region and case maps to itself', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...LANGUAGES),
        fc.constantFrom('', '-AT', '_ch', '-Latn-RS'),
        fc.boolean(),
        (lang, region, upper) => {
          const tag = (upper ? lang.toUpperCase() : lang) + region;
          expect(mapBrowserLanguages(['zz', tag, 'en'])).toBe(lang);
        },
      ),
      { numRuns: 100 },
    );
  });
});

describe('spec §1 weather today/tomorrow texts', () => {
  it('exist for en, de, it, hr, fr, es, ru', () => {
    expect(WEATHER_TEXT_LANGUAGES).toEqual(['en', 'de', 'it', 'hr', 'fr', 'es', 'ru']);
  });

  it.each([
    ['en', 'Today', 'Tomorrow'],
    ['de', 'Heute', 'Morgen'],
    ['it', 'Oggi', 'Domani'],
    ['hr', 'Danas', 'Sutra'],
    ['fr', "Aujourd'hui", 'Demain'],
    ['es', 'Hoy', 'Mañana'],
    ['ru', 'Сегодня', 'Завтра'],
  ])('in %s: %s / %s', (lang, today, tomorrow) => {
    expect(weatherDayTexts(lang)).toEqual({ today, tomorrow });
  });

  it('reads a region subtag in any case (de-AT, HR)', () => {
    expect(weatherDayTexts('de-AT').today).toBe('Heute');
    expect(weatherDayTexts('HR').tomorrow).toBe('Sutra');
  });

  it('falls back to English for another language', () => {
    expect(weatherDayTexts('pl')).toEqual({ today: 'Today', tomorrow: 'Tomorrow' });
    expect(weatherDayTexts('')).toEqual({ today: 'Today', tomorrow: 'Tomorrow' });
  });

  it('the seven texts are distinct per language', () => {
    const todays = new Set(WEATHER_TEXT_LANGUAGES.map((l) => weatherDayTexts(l).today));
    const tomorrows = new Set(WEATHER_TEXT_LANGUAGES.map((l) => weatherDayTexts(l).tomorrow));
    expect(todays.size).toBe(7);
    expect(tomorrows.size).toBe(7);
  });
});
