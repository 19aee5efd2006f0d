import { describe, expect, it } from 'vitest';
import {
  WEATHER_DEFAULT_COUNTRY,
  shouldFetchWeather,
  weatherIconPath,
  weatherQuery,
} from './weather-query.ts';

describe('spec §8: missing zip code or country — weather skipped', () => {
  it('fetches with a zip code and a country', () => {
    expect(shouldFetchWeather({ postalCode: '5600', addressCountry: 'AT' })).toBe(true);
  });

  it.each([
    ['no zip code', { addressCountry: 'AT' }],
    ['a blank zip code', { postalCode: '  ', addressCountry: 'AT' }],
    ['no country', { postalCode: '5600' }],
    ['a blank country', { postalCode: '5600', addressCountry: ' ' }],
    ['an empty address', {}],
  ])('skips with %s', (_name, address) => {
    expect(shouldFetchWeather(address)).toBe(false);
  });

  it('skips without an address', () => {
    expect(shouldFetchWeather(undefined)).toBe(false);
    expect(shouldFetchWeather(null)).toBe(false);
  });
});

describe('spec §7 Weather: GET with addressCountry (lowercased, default at), postalCode, language', () => {
  it('lower-cases the country and passes the zip code and language', () => {
    expect(weatherQuery({ postalCode: '5600', addressCountry: 'AT' }, 'de')).toEqual({
      addressCountry: 'at',
      postalCode: '5600',
      language: 'de',
    });
  });

  it('trims the values', () => {
    expect(weatherQuery({ postalCode: ' 80331 ', addressCountry: ' De ' }, 'it')).toEqual({
      addressCountry: 'de',
      postalCode: '80331',
      language: 'it',
    });
  });

  it('defaults the country to at', () => {
    expect(WEATHER_DEFAULT_COUNTRY).toBe('at');
    expect(weatherQuery({ postalCode: '5600' }, 'en').addressCountry).toBe('at');
    expect(weatherQuery({ postalCode: '5600', addressCountry: ' ' }, 'en').addressCountry).toBe(
      'at',
    );
    expect(weatherQuery(undefined, 'en')).toEqual({
      addressCountry: 'at',
      postalCode: '',
      language: 'en',
    });
  });

  it('maps the language like the browser languages (region, case, English fallback)', () => {
    expect(weatherQuery({}, 'hr-HR').language).toBe('hr');
    expect(weatherQuery({}, 'RU').language).toBe('ru');
    expect(weatherQuery({}, 'pl').language).toBe('en');
  });
});

describe('spec §9: weather icons from images/weather under the versioned app directory', () => {
  it('builds the path with the app version 2.1.0', () => {
    expect(weatherIconPath('01d')).toBe('app/2.1.0/images/weather/01d.svg');
    expect(weatherIconPath('10n')).toBe('app/2.1.0/images/weather/10n.svg');
  });

  it('uses the given app version', () => {
    expect(weatherIconPath('01d', '3.0.0')).toBe('app/3.0.0/images/weather/01d.svg');
  });

  it.each(['', '../01d', '01d/..', 'a/b', '01d.svg', '01d\n', ' 01d', 'x?y'])(
    'refuses the icon code "%s" (no path outside the icon folder)',
    (icon) => {
      expect(weatherIconPath(icon)).toBeNull();
    },
  );

  it('accepts plain names in any case', () => {
    expect(weatherIconPath('Sunny_day-2')).toBe('app/2.1.0/images/weather/Sunny_day-2.svg');
  });
});
