import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { WEATHER_FORECAST_DAYS } from '../constants.ts';
import { zonedDate, zonedTimeToEpoch } from '../time/zoned.ts';
import type { WeatherEntry, WeatherForecast } from './forecast.ts';
import {
  WEATHER_NOW_TOLERANCE_MS,
  forecastDays,
  shortForecast,
  shortForecastEntries,
} from './short-forecast.ts';

const TZ = 'Europe/Vienna';
const HOUR_MS = 3_600_000;
/** Epoch ms of a wall-clock time in Vienna, e.g. '2026-07-15T11:00'. */
const vienna = (wall: string) => zonedTimeToEpoch(wall, TZ);

function entry(wall: string, patch: Partial<WeatherEntry> = {}): WeatherEntry {
  return {
    description: `weather at ${wall}`,
    temp: 20,
    feels_like: 20,
    temp_min: 20,
    temp_max: 20,
    wind_speed: 1,
    pop: 0,
    time: vienna(wall) / 1000,
    icon: `icon ${wall}`,
    id: 800,
    pod: 'd',
    clouds: 0,
    ...patch,
  };
}

const forecast = (list: WeatherEntry[]): WeatherForecast => ({ name: 'St. Johann', list });

/** The provider's 3-hour slots (00, 03 … 21 UTC) = 02, 05 … 23 in Vienna in summer. */
const SLOTS = ['02:00', '05:00', '08:00', '11:00', '14:00', '17:00', '20:00', '23:00'];
const slotsOf = (date: string) => SLOTS.map((t) => entry(`${date}T${t}`));

describe('spec §3 Weather: the short forecast (today and tomorrow with degreeCelcius and icon)', () => {
  it('today is the entry nearest to now, tomorrow the one nearest to 12:00', () => {
    const list = [
      entry('2026-07-15T08:00', { temp: 18.4, icon: '02d' }),
      entry('2026-07-15T11:00', { temp: 21.6, icon: '01d' }),
      entry('2026-07-15T14:00', { temp: 25, icon: '03d' }),
      entry('2026-07-16T08:00', { temp: 15, icon: '10d' }),
      entry('2026-07-16T11:00', { temp: 17.5, icon: '09d' }),
      entry('2026-07-16T14:00', { temp: 19, icon: '04d' }),
    ];
    expect(shortForecast(forecast(list), vienna('2026-07-15T10:10'), TZ)).toEqual({
      today: { degreeCelcius: 22, icon: '01d' },
      tomorrow: { degreeCelcius: 18, icon: '09d' },
    });
  });

  it('measures the distance to 12:00 in hours and minutes', () => {
    const list = [
      entry('2026-07-16T11:30', { icon: '30 min before noon' }),
      entry('2026-07-16T12:45', { icon: '45 min after noon' }),
    ];
    const result = shortForecast(forecast(list), vienna('2026-07-15T10:00'), TZ);
    expect(result.tomorrow?.icon).toBe('30 min before noon');
    const [, day] = forecastDays(
      forecast([entry('2026-07-15T10:00'), ...list]),
      vienna('2026-07-15T10:00'),
      TZ,
    );
    expect(day?.icon).toBe('30 min before noon');
  });

  it('on a tie the earlier entry wins (today and tomorrow)', () => {
    const list = [
      entry('2026-07-15T08:00', { icon: 'early' }),
      entry('2026-07-15T11:00', { icon: 'late' }),
      entry('2026-07-16T10:00', { icon: 'morning' }),
      entry('2026-07-16T14:00', { icon: 'afternoon' }),
    ];
    const result = shortForecast(forecast(list), vienna('2026-07-15T09:30'), TZ);
    expect(result.today?.icon).toBe('early');
    expect(result.tomorrow?.icon).toBe('morning');
    // The same in the provider's reverse order.
    expect(shortForecast(forecast([...list].reverse()), vienna('2026-07-15T09:30'), TZ)).toEqual(
      result,
    );
  });

  it('names the detailed entries it was read from (the page shows their feels-like and wind)', () => {
    const list = [
      entry('2026-07-15T08:00', { icon: 'early', feels_like: 13 }),
      entry('2026-07-16T12:00', { icon: 'noon', wind_speed: 7 }),
    ];
    const picked = shortForecastEntries(forecast(list), vienna('2026-07-15T09:30'), TZ);
    expect(picked.today).toBe(list[0]);
    expect(picked.tomorrow).toBe(list[1]);
    expect(shortForecastEntries(forecast([]), vienna('2026-07-15T09:30'), TZ)).toEqual({
      today: null,
      tomorrow: null,
    });
  });

  it('tomorrow is the midday entry even when a night entry is nearer to now', () => {
    const list = [...slotsOf('2026-07-15'), ...slotsOf('2026-07-16')].map((e, i) => ({
      ...e,
      temp: i,
    }));
    const result = shortForecast(forecast(list), vienna('2026-07-15T22:00'), TZ);
    expect(result.today).toEqual({ degreeCelcius: 7, icon: 'icon 2026-07-15T23:00' });
    expect(result.tomorrow).toEqual({ degreeCelcius: 11, icon: 'icon 2026-07-16T11:00' });
  });

  it('late in the evening the next slot after midnight (≤ 3 h away) still counts as now', () => {
    const list = [entry('2026-07-16T00:30', { icon: 'night' }), entry('2026-07-16T11:00')];
    expect(shortForecast(forecast(list), vienna('2026-07-15T23:30'), TZ).today?.icon).toBe('night');
  });

  it('an entry on another day counts as now up to exactly 3 hours away, not one second more', () => {
    expect(WEATHER_NOW_TOLERANCE_MS).toBe(3 * HOUR_MS);
    const now = vienna('2026-07-15T22:00');
    const at = (ms: number) => [{ ...entry('2026-07-16T01:00'), time: ms / 1000 }];
    expect(shortForecast(forecast(at(now + 3 * HOUR_MS)), now, TZ).today).not.toBeNull();
    expect(shortForecast(forecast(at(now + 3 * HOUR_MS + 1000)), now, TZ).today).toBeNull();
    const morning = vienna('2026-07-16T02:00');
    expect(shortForecast(forecast(at(morning - 3 * HOUR_MS)), morning, TZ).today).not.toBeNull();
    expect(shortForecast(forecast(at(morning - 3 * HOUR_MS - 1000)), morning, TZ).today).toBeNull();
  });

  it("a far entry of today's date beats a nearer one of tomorrow that is over 3 hours away", () => {
    const list = [
      entry('2026-07-15T05:00', { icon: 'today' }),
      entry('2026-07-16T11:00', { icon: 'tomorrow' }),
    ];
    const result = shortForecast(forecast(list), vienna('2026-07-15T21:00'), TZ);
    expect(result.today?.icon).toBe('today');
    expect(result.tomorrow?.icon).toBe('tomorrow');
  });

  it('is null for today and tomorrow with an empty or stale forecast', () => {
    const now = vienna('2026-07-15T10:00');
    expect(shortForecast(forecast([]), now, TZ)).toEqual({ today: null, tomorrow: null });
    expect(shortForecast(forecast(slotsOf('2026-07-12')), now, TZ)).toEqual({
      today: null,
      tomorrow: null,
    });
  });

  it('tomorrow is null when the forecast ends today; today null when it starts tomorrow afternoon', () => {
    const now = vienna('2026-07-15T10:00');
    expect(shortForecast(forecast(slotsOf('2026-07-15')), now, TZ).tomorrow).toBeNull();
    const later = [entry('2026-07-16T14:00'), entry('2026-07-17T11:00')];
    const result = shortForecast(forecast(later), now, TZ);
    expect(result.today).toBeNull();
    expect(result.tomorrow?.icon).toBe('icon 2026-07-16T14:00');
  });

  it('days are calendar days of the given time zone, not of UTC', () => {
    // 22:30 UTC on 15 July is 00:30 on 16 July in Vienna.
    const now = Date.UTC(2026, 6, 15, 22, 30);
    const list = [
      entry('2026-07-16T11:00', { icon: 'vienna 16th' }),
      entry('2026-07-17T11:00', { icon: 'vienna 17th' }),
    ];
    expect(shortForecast(forecast(list), now, TZ).tomorrow?.icon).toBe('vienna 17th');
    expect(shortForecast(forecast(list), now, 'UTC').tomorrow?.icon).toBe('vienna 16th');
  });

  it('rounds the degrees, never to -0', () => {
    const list = [
      entry('2026-01-15T11:00', { temp: -0.4 }),
      entry('2026-01-16T11:00', { temp: -2.5 }),
    ];
    const result = shortForecast(forecast(list), vienna('2026-01-15T11:00'), TZ);
    expect(Object.is(result.today?.degreeCelcius, 0)).toBe(true);
    expect(result.tomorrow?.degreeCelcius).toBe(-2);
  });
});

describe('spec §3/§9 Weather: up to 3 forecast days with min/max, icon and description', () => {
  const fiveDays = [
    ...slotsOf('2026-07-15'),
    ...slotsOf('2026-07-16'),
    ...slotsOf('2026-07-17'),
    ...slotsOf('2026-07-18'),
    ...slotsOf('2026-07-19'),
  ].map((e, i) => ({
    ...e,
    temp_min: 10 + (i % 8) - 0.4,
    temp_max: 10 + (i % 8) + 0.5,
    pop: (i % 8) / 10,
  }));
  const now = vienna('2026-07-15T10:10');

  it('shows 3 days by default, starting today', () => {
    expect(WEATHER_FORECAST_DAYS).toBe(3);
    const days = forecastDays(forecast(fiveDays), now, TZ);
    expect(days.map((d) => d.date)).toEqual(['2026-07-15', '2026-07-16', '2026-07-17']);
    // 15 July 2026 is a Wednesday.
    expect(days.map((d) => d.weekday)).toEqual([3, 4, 5]);
    // The provider's order does not matter.
    expect(forecastDays(forecast([...fiveDays].reverse()), now, TZ)).toEqual(days);
  });

  it('min is the lowest temp_min, max the highest temp_max, both rounded; pop is the highest', () => {
    const [day] = forecastDays(forecast(fiveDays), now, TZ);
    expect(day).toMatchObject({ min: 10, max: 18, pop: 0.7 });
  });

  it('takes icon and description from the entry nearest to 12:00', () => {
    const [day] = forecastDays(forecast(fiveDays), now, TZ);
    expect(day).toMatchObject({
      icon: 'icon 2026-07-15T11:00',
      description: 'weather at 2026-07-15T11:00',
    });
  });

  it('a day with only evening entries is represented by the one nearest to noon', () => {
    const list = ['17:00', '20:00', '23:00'].map((t) => entry(`2026-07-15T${t}`));
    const [day] = forecastDays(forecast([...list].reverse()), vienna('2026-07-15T16:00'), TZ);
    expect(day?.icon).toBe('icon 2026-07-15T17:00');
  });

  it('on a tie around noon the earlier entry is used', () => {
    const list = [entry('2026-07-15T14:00'), entry('2026-07-15T10:00')];
    expect(forecastDays(forecast(list), now, TZ)[0]?.icon).toBe('icon 2026-07-15T10:00');
  });

  it('drops past days and skips days without entries', () => {
    const list = [...slotsOf('2026-07-14'), ...slotsOf('2026-07-15'), ...slotsOf('2026-07-17')];
    expect(forecastDays(forecast(list), now, TZ).map((d) => d.date)).toEqual([
      '2026-07-15',
      '2026-07-17',
    ]);
  });

  it('keeps the earlier entries of today (the whole day counts)', () => {
    const list = [
      entry('2026-07-15T02:00', { temp_min: 8 }),
      entry('2026-07-15T14:00', { temp_min: 15 }),
    ];
    expect(forecastDays(forecast(list), vienna('2026-07-15T20:00'), TZ)[0]?.min).toBe(8);
  });

  it('honours the number of days asked for', () => {
    const f = forecast(fiveDays);
    expect(forecastDays(f, now, TZ, 1).map((d) => d.date)).toEqual(['2026-07-15']);
    expect(forecastDays(f, now, TZ, 5)).toHaveLength(5);
    expect(forecastDays(f, now, TZ, 0)).toEqual([]);
    expect(forecastDays(f, now, TZ, -1)).toEqual([]);
  });

  it('is empty for an empty forecast', () => {
    expect(forecastDays(forecast([]), now, TZ)).toEqual([]);
  });

  it('rounds to whole °C and never gives -0', () => {
    const list = [entry('2026-01-15T11:00', { temp_min: -0.4, temp_max: 2.5 })];
    const [day] = forecastDays(forecast(list), vienna('2026-01-15T08:00'), TZ);
    expect(Object.is(day?.min, 0)).toBe(true);
    expect(day?.max).toBe(3);
  });

  it('groups entries by the calendar day of the time zone', () => {
    // 22:30 UTC on 15 July is already 16 July in Vienna.
    const late = { ...entry('2026-07-15T11:00'), time: Date.UTC(2026, 6, 15, 22, 30) / 1000 };
    const early = entry('2026-07-15T11:00');
    expect(forecastDays(forecast([early, late]), now, TZ).map((d) => d.date)).toEqual([
      '2026-07-15',
      '2026-07-16',
    ]);
    expect(forecastDays(forecast([early, late]), now, 'UTC').map((d) => d.date)).toEqual([
      '2026-07-15',
    ]);
  });

  it('property: at most 3 ascending days from today, min ≤ max, pop within 0..1', () => {
    const start = vienna('2026-03-25T00:00') / 1000; // spans the change to summer time
    const entryArb = fc
      .record({
        offsetH: fc.integer({ min: -48, max: 240 }),
        low: fc.double({ min: -30, max: 35, noNaN: true }),
        spread: fc.double({ min: 0, max: 10, noNaN: true }),
        pop: fc.double({ min: 0, max: 1, noNaN: true }),
      })
      .map(({ offsetH, low, spread, pop }) => ({
        ...entry('2026-03-25T00:00'),
        time: start + offsetH * 3600,
        temp_min: low,
        temp_max: low + spread,
        pop,
      }));
    fc.assert(
      fc.property(
        fc.array(entryArb, { maxLength: 40 }),
        fc.integer({ min: 0, max: 72 }),
        (list, nowH) => {
          const nowMs = (start + nowH * 3600) * 1000;
          const today = zonedDate(nowMs, TZ);
          const days = forecastDays(forecast(list), nowMs, TZ);
          expect(days.length).toBeLessThanOrEqual(3);
          days.forEach((d, i) => {
            expect(d.date >= today).toBe(true);
            if (i > 0) expect(d.date > (days[i - 1]?.date ?? '')).toBe(true);
            expect(d.min).toBeLessThanOrEqual(d.max);
            expect(d.pop).toBeGreaterThanOrEqual(0);
            expect(d.pop).toBeLessThanOrEqual(1);
          });
        },
      ),
      { numRuns: 100 },
    );
  });
});
