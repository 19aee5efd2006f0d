import { LANGUAGES } from '@hospes/domain';
import { describe, expect, it } from 'vitest';
import { WMO_CONDITIONS, wmoCondition } from './wmo-codes.ts';

describe('WMO weather codes', () => {
  const codes = Object.keys(WMO_CONDITIONS).map(Number);

  it('cover every code Open-Meteo documents', () => {
    expect(codes).toEqual([
      0, 1, 2, 3, 45, 48, 51, 53, 55, 56, 57, 61, 63, 65, 66, 67, 71, 73, 75, 77, 80, 81, 82, 85,
      86, 95, 96, 99,
    ]);
  });

  it.each(LANGUAGES)('have a distinct text for every code in %s', (lang) => {
    const texts = codes.map((code) => WMO_CONDITIONS[code]?.text[lang] ?? '');
    for (const text of texts) expect(text).toMatch(/^\p{Lu}/u);
    expect(new Set(texts).size).toBe(texts.length);
  });

  it('map to OpenWeatherMap icons that exist (01–04, 09–11, 13, 50)', () => {
    for (const code of codes) {
      expect(['01', '02', '03', '04', '09', '10', '11', '13', '50']).toContain(
        WMO_CONDITIONS[code]?.icon,
      );
    }
  });

  it('read an unlisted code as the nearest lower one of its group', () => {
    expect(wmoCondition(64).id).toBe(501);
    expect(wmoCondition(-1).id).toBe(800);
    expect(wmoCondition(100).id).toBe(202);
  });
});
