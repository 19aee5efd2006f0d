import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EARTH_RADIUS_KM } from '../constants.ts';
import {
  DISTANCE_APPROX_BELOW_M,
  DISTANCE_KM_FROM_M,
  formatDistance,
  haversineMeters,
  type LatLng,
} from './distance.ts';

const at = (latitude: number, longitude: number): LatLng => ({ latitude, longitude });
const HALF_CIRCUMFERENCE_M = Math.PI * EARTH_RADIUS_KM * 1000;

const point = fc.record({
  latitude: fc.double({ min: -90, max: 90, noNaN: true }),
  longitude: fc.double({ min: -180, max: 180, noNaN: true }),
});

describe('spec §9 distances: haversine with Earth radius 6371 km', () => {
  it('is 0 between a point and itself', () => {
    expect(haversineMeters(at(47.3, 12.9), at(47.3, 12.9))).toBe(0);
  });

  it('one degree along a meridian is 6371 km · π/180 (111 194.93 m)', () => {
    expect(haversineMeters(at(10, 5), at(11, 5))).toBeCloseTo(111_194.927, 2);
    expect(haversineMeters(at(-11, 5), at(-10, 5))).toBeCloseTo(111_194.927, 2);
  });

  it('one degree of longitude at 60° north is about half as long (55 596.93 m)', () => {
    expect(haversineMeters(at(60, 10), at(60, 11))).toBeCloseTo(55_596.934, 2);
  });

  it('Vienna to Salzburg is about 250.8 km', () => {
    expect(haversineMeters(at(48.2082, 16.3738), at(47.8095, 13.055))).toBeCloseTo(250_817.17, 1);
  });

  it('Sydney to London is about 16 994 km', () => {
    expect(haversineMeters(at(-33.8688, 151.2093), at(51.5074, -0.1278))).toBeCloseTo(
      16_993_933.46,
      1,
    );
  });

  it('antipodal points are half the circumference apart (π · 6371 km)', () => {
    expect(haversineMeters(at(0, 0), at(0, 180))).toBeCloseTo(HALF_CIRCUMFERENCE_M, 3);
    expect(haversineMeters(at(90, 0), at(-90, 0))).toBeCloseTo(HALF_CIRCUMFERENCE_M, 3);
    expect(haversineMeters(at(45, 0), at(-45, 180))).toBeCloseTo(HALF_CIRCUMFERENCE_M, 3);
  });

  it('property: symmetric, never negative, at most half the circumference', () => {
    fc.assert(
      fc.property(point, point, (a, b) => {
        const d = haversineMeters(a, b);
        expect(d).toBeGreaterThanOrEqual(0);
        expect(d).toBeLessThanOrEqual(HALF_CIRCUMFERENCE_M + 1e-6);
        expect(haversineMeters(b, a)).toBeCloseTo(d, 6);
      }),
      { numRuns: 200 },
    );
  });
});

describe('spec §9 distances: under 100 m shown as "ca. 100m"', () => {
  it('uses the thresholds 100 m and 950 m', () => {
    expect(DISTANCE_APPROX_BELOW_M).toBe(100);
    expect(DISTANCE_KM_FROM_M).toBe(950);
  });

  it.each([0, 1, 50, 99, 99.9])('%s m → "ca. 100m" in de and en', (m) => {
    expect(formatDistance(m, 'de')).toBe('ca. 100m');
    expect(formatDistance(m, 'en')).toBe('ca. 100m');
  });

  it.each([
    ['it', 'ca. 100m'],
    ['es', 'aprox. 100m'],
    ['fr', 'env. 100m'],
    ['hr', 'cca 100m'],
    ['ru', 'ок. 100м'],
  ])('in %s: %s', (lang, text) => {
    expect(formatDistance(99, lang)).toBe(text);
  });
});

describe('spec §9 distances: under 950 m rounded to 100 m', () => {
  it.each([
    [100, '100m'],
    [149, '100m'],
    [149.9, '100m'],
    [150, '200m'],
    [400, '400m'],
    [449, '400m'],
    [451, '500m'],
    [849, '800m'],
    [850, '900m'],
    [949, '900m'],
    [949.9, '900m'],
  ])('%s m → %s', (m, text) => {
    expect(formatDistance(m, 'de')).toBe(text);
    expect(formatDistance(m, 'en')).toBe(text);
  });

  it('uses the Cyrillic unit in Russian', () => {
    expect(formatDistance(400, 'ru')).toBe('400м');
  });

  it('property: the shown metres are within 50 m of the distance', () => {
    fc.assert(
      fc.property(fc.double({ min: 100, max: 949.999, noNaN: true }), (m) => {
        const match = /^(\d)00m$/.exec(formatDistance(m, 'en'));
        expect(match).not.toBeNull();
        expect(Math.abs(Number(match?.[1]) * 100 - m)).toBeLessThanOrEqual(50);
      }),
      { numRuns: 200 },
    );
  });
});

describe('spec §9 distances: from 950 m in km, per language', () => {
  it.each([
    [950, '1 km', '1 km'],
    [1000, '1 km', '1 km'],
    [1049, '1 km', '1 km'],
    [1050, '1.1 km', '1,1 km'],
    [1500, '1.5 km', '1,5 km'],
    [2000, '2 km', '2 km'],
    [9949, '9.9 km', '9,9 km'],
    [9950, '10 km', '10 km'],
    [10_499, '10 km', '10 km'],
    [10_500, '11 km', '11 km'],
    [12_345, '12 km', '12 km'],
    [1_234_567, '1,235 km', '1.235 km'],
  ])('%s m → en "%s", de "%s"', (m, en, de) => {
    expect(formatDistance(m, 'en')).toBe(en);
    expect(formatDistance(m, 'de')).toBe(de);
  });

  it('uses each language’s decimal separator and unit', () => {
    expect(formatDistance(2500, 'it')).toBe('2,5 km');
    expect(formatDistance(2500, 'fr')).toBe('2,5 km');
    expect(formatDistance(2500, 'es')).toBe('2,5 km');
    expect(formatDistance(2500, 'hr')).toBe('2,5 km');
    expect(formatDistance(2500, 'ru')).toBe('2,5 км');
  });

  it('reads a language tag like the language mapping (de-AT, EN, unknown → English)', () => {
    expect(formatDistance(1500, 'de-AT')).toBe('1,5 km');
    expect(formatDistance(1500, 'EN')).toBe('1.5 km');
    expect(formatDistance(1500, 'pl')).toBe('1.5 km');
    expect(formatDistance(50, 'pl')).toBe('ca. 100m');
  });

  it('property: from 950 m the text is in km and within 50 m (below 10 km) of the distance', () => {
    fc.assert(
      fc.property(fc.double({ min: 950, max: 9949, noNaN: true }), (m) => {
        const match = /^(\d(?:\.\d)?) km$/.exec(formatDistance(m, 'en'));
        expect(match).not.toBeNull();
        expect(Math.abs(Number(match?.[1]) * 1000 - m)).toBeLessThanOrEqual(50);
      }),
      { numRuns: 200 },
    );
  });
});

describe('spec §9 distances: values that are not a distance', () => {
  it.each([-1, -0.001, Number.NaN, Number.POSITIVE_INFINITY])('%s → empty text', (m) => {
    expect(formatDistance(m, 'de')).toBe('');
  });
});
