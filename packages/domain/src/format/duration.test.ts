import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDuration } from './duration.ts';

describe('spec §9 durations in h and min', () => {
  it.each([
    [0, '0 min'],
    [1, '1 min'],
    [45, '45 min'],
    [59, '59 min'],
    [59.4, '59 min'],
    [59.5, '1 h'],
    [60, '1 h'],
    [61, '1 h 1 min'],
    [90, '1 h 30 min'],
    [119, '1 h 59 min'],
    [120, '2 h'],
    [125, '2 h 5 min'],
    [1500, '25 h'],
  ])('%s minutes → "%s"', (minutes, text) => {
    expect(formatDuration(minutes, 'en')).toBe(text);
    expect(formatDuration(minutes, 'de')).toBe(text);
  });

  it('uses "h" and "min" in every language but Russian', () => {
    for (const lang of ['it', 'hr', 'fr', 'es', 'pl']) {
      expect(formatDuration(90, lang)).toBe('1 h 30 min');
    }
  });

  it('uses the Cyrillic units in Russian', () => {
    expect(formatDuration(90, 'ru')).toBe('1 ч 30 мин');
    expect(formatDuration(45, 'ru-RU')).toBe('45 мин');
    expect(formatDuration(120, 'RU')).toBe('2 ч');
  });

  it.each([-1, -0.6, Number.NaN, Number.POSITIVE_INFINITY])('%s → empty text', (minutes) => {
    expect(formatDuration(minutes, 'en')).toBe('');
  });

  it('property: the text reads back as the rounded number of minutes', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 100_000, noNaN: true }), (minutes) => {
        const match = /^(?:(\d+) h)?(?: ?(\d+) min)?$/.exec(formatDuration(minutes, 'en'));
        expect(match).not.toBeNull();
        const h = Number(match?.[1] ?? 0);
        const min = Number(match?.[2] ?? 0);
        expect(min).toBeLessThan(60);
        expect(h * 60 + min).toBe(Math.round(minutes));
      }),
      { numRuns: 200 },
    );
  });
});
