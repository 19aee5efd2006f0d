// Three-letter country codes both ways: a zone's state code (ICAO variants
// included) to the form's country, and a country to its ISO alpha-3.
import { describe, expect, it } from 'vitest';
import { alpha3OfCountry, countryOfAlpha3 } from './alpha3.ts';

describe('three-letter country codes', () => {
  it('reads ICAO state codes, Germany’s D and the British variants included', () => {
    expect(['D<<', 'DEU', 'AUT', 'GBD', 'GBR', 'RKS'].map(countryOfAlpha3)).toEqual([
      'DE',
      'DE',
      'AT',
      'GB',
      'GB',
      'XK',
    ]);
    expect(countryOfAlpha3('XYZ')).toBeUndefined();
  });

  it('gives a country’s ISO alpha-3, the standard code where ICAO has variants', () => {
    expect(['at', 'DE', 'GB', 'ES', 'HR', 'IT'].map(alpha3OfCountry)).toEqual([
      'AUT',
      'DEU',
      'GBR',
      'ESP',
      'HRV',
      'ITA',
    ]);
    // Kosovo has no ISO 3166-1 code.
    expect(alpha3OfCountry('XK')).toBeUndefined();
  });
});
