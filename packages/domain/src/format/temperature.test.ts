import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatTemperature, roundCelsius } from './temperature.ts';

describe('spec §9 temperatures rounded in °C', () => {
  it.each([
    [21.6, '22°C'],
    [21.4, '21°C'],
    [21.5, '22°C'],
    [2.5, '3°C'],
    [0, '0°C'],
    [-2.5, '-2°C'],
    [-3.6, '-4°C'],
    [-12, '-12°C'],
  ])('%s → %s', (c, text) => {
    expect(formatTemperature(c)).toBe(text);
  });

  it.each([-0, -0.4, -0.5])('never shows "-0" (%s → "0°C")', (c) => {
    expect(formatTemperature(c)).toBe('0°C');
    expect(Object.is(roundCelsius(c), 0)).toBe(true);
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY])(
    '%s → empty text',
    (c) => {
      expect(formatTemperature(c)).toBe('');
    },
  );

  it('property: the text is a whole number of °C within 0.5 of the value, never "-0"', () => {
    fc.assert(
      fc.property(fc.double({ min: -80, max: 60, noNaN: true }), (c) => {
        const text = formatTemperature(c);
        expect(text).toMatch(/^-?\d+°C$/);
        expect(text.startsWith('-0')).toBe(false);
        expect(Math.abs(Number.parseInt(text, 10) - c)).toBeLessThanOrEqual(0.5);
      }),
      { numRuns: 200 },
    );
  });
});
