import { describe, expect, it } from 'vitest';
import { daylight, isDark } from './daylight.ts';

// Innsbruck, near the demo hotels.
const LAT = 47.27;
const LON = 11.39;
const at = (iso: string) => Date.parse(iso);

describe('sunrise and sunset (sunrise equation)', () => {
  it.each([
    // place, an instant of its day, and sunrise/sunset as the suncalc library gives them
    [
      'Innsbruck in November',
      47.27,
      11.39,
      '2026-11-24T12:00:00Z',
      '2026-11-24T06:31:10Z',
      '2026-11-24T15:30:40Z',
    ],
    [
      'Innsbruck at midsummer',
      47.27,
      11.39,
      '2026-06-21T12:00:00Z',
      '2026-06-21T03:18:08Z',
      '2026-06-21T19:14:24Z',
    ],
    [
      'Sydney at 08:00 local',
      -33.9,
      151.2,
      '2026-03-19T21:00:00Z',
      '2026-03-19T19:58:01Z',
      '2026-03-20T08:07:01Z',
    ],
    [
      'New York at 22:00 local',
      40.7,
      -74.0,
      '2026-09-02T02:00:00Z',
      '2026-09-01T10:23:07Z',
      '2026-09-01T23:28:05Z',
    ],
  ])('%s: within three minutes of the reference', (_place, lat, lon, instant, sunrise, sunset) => {
    const day = daylight(at(instant), lat, lon);
    expect(Math.abs(day.sunrise! - at(sunrise))).toBeLessThan(3 * 60_000);
    expect(Math.abs(day.sunset! - at(sunset))).toBeLessThan(3 * 60_000);
  });

  it('a November evening at 19:00 is dark, its noon is not', () => {
    expect(isDark(at('2026-11-24T18:00:00Z'), LAT, LON)).toBe(true); // 19:00 in Vienna
    expect(isDark(at('2026-11-24T11:00:00Z'), LAT, LON)).toBe(false);
    expect(isDark(at('2026-11-24T05:30:00Z'), LAT, LON)).toBe(true); // before sunrise
  });

  it('knows polar night and midnight sun', () => {
    expect(daylight(at('2026-12-21T12:00:00Z'), 78.2, 15.6).polar).toBe('night');
    expect(isDark(at('2026-12-21T12:00:00Z'), 78.2, 15.6)).toBe(true);
    expect(isDark(at('2026-06-21T00:00:00Z'), 78.2, 15.6)).toBe(false);
  });
});
