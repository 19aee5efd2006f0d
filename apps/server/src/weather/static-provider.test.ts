// The static provider: the recordings of the demo projects, moved to today.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { WeatherForecastSchema, zonedDate } from '@hospes/domain';
import { describe, expect, it } from 'vitest';
import { OpenMeteoResponseSchema } from './open-meteo.ts';
import { RECORDINGS_DIR, StaticWeatherProvider } from './static-provider.ts';
import type { WeatherPlace } from './weather-provider.ts';
import { WMO_CONDITIONS } from './wmo-codes.ts';

const TZ = 'Europe/Vienna';
const place = (projectId: string): WeatherPlace => ({
  projectId,
  name: 'Lärchwald',
  country: 'at',
  postalCode: '6299',
  latitude: 47.2064,
  longitude: 11.8412,
  timezone: TZ,
});

describe('static weather provider', () => {
  const provider = new StaticWeatherProvider();

  it('has a recording for every demo project', () => {
    const demo = readdirSync(path.join(RECORDINGS_DIR, '../../../../../projects'), {
      withFileTypes: true,
    })
      .filter((e) => e.isDirectory() && !e.name.startsWith('_'))
      .map((e) => `${e.name}.json`);
    expect(readdirSync(RECORDINGS_DIR).sort()).toEqual(demo.sort());
  });

  it.each(readdirSync(RECORDINGS_DIR))(
    '%s is an Open-Meteo answer of 5 whole days with known WMO codes',
    (file) => {
      const json = JSON.parse(readFileSync(path.join(RECORDINGS_DIR, file), 'utf8')) as {
        hourly: { time: string[]; weather_code: number[]; temperature_2m: number[] };
        timezone: string;
      };
      expect(OpenMeteoResponseSchema.safeParse(json).success).toBe(true);
      // The demo's Alps: Austria, and South Tyrol in Italy.
      expect(['Europe/Vienna', 'Europe/Rome']).toContain(json.timezone);
      expect(json.hourly.time).toHaveLength(5 * 24);
      expect(json.hourly.time[0]).toMatch(/T00:00$/);
      for (const code of json.hourly.weather_code) expect(WMO_CONDITIONS[code]).toBeDefined();
      // Late November in the Alps.
      for (const t of json.hourly.temperature_2m) expect(t).toBeGreaterThan(-15);
      for (const t of json.hourly.temperature_2m) expect(t).toBeLessThan(12);
    },
  );

  it('starts at 00:00 today in the project’s time zone and says when it was recorded', async () => {
    const now = Date.parse('2026-03-12T16:45:00Z');
    const forecast = await provider.forecast(place('alpenrose'), 'de', now);
    if ('skipped' in forecast) throw new Error('skipped');
    expect(WeatherForecastSchema.safeParse(forecast).success).toBe(true);
    expect(forecast.recordedAt).toBe('2025-11-26T05:15:00+01:00');
    const first = forecast.list[0]!;
    expect(first.time).toBe(Date.parse('2026-03-12T00:00:00+01:00') / 1000);
    const days = new Set(forecast.list.map((e) => zonedDate(e.time * 1000, TZ)));
    expect([...days]).toEqual([
      '2026-03-12',
      '2026-03-13',
      '2026-03-14',
      '2026-03-15',
      '2026-03-16',
    ]);
    expect(forecast.list).toHaveLength(5 * 8);
  });

  it('keeps the recorded hours of the day when the clocks change', async () => {
    // 29 March 2026: Vienna skips 02:00–03:00; the 5-day window spans it.
    const now = Date.parse('2026-03-27T10:00:00+01:00');
    const forecast = await provider.forecast(place('alpenrose'), 'en', now);
    if ('skipped' in forecast) throw new Error('skipped');
    const times = forecast.list.map((e) => e.time);
    expect(new Set(times).size).toBe(times.length);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(
      forecast.list.find((e) => e.time === Date.parse('2026-03-29T12:00:00+02:00') / 1000),
    ).toBeDefined();
  });

  it('gives the same figures for the same hour of the recording on any day', async () => {
    const a = await provider.forecast(place('seenland'), 'en', Date.parse('2026-11-02T08:00Z'));
    const b = await provider.forecast(place('seenland'), 'en', Date.parse('2027-01-20T20:00Z'));
    if ('skipped' in a || 'skipped' in b) throw new Error('skipped');
    const strip = (list: typeof a.list) => list.map(({ time: _t, ...rest }) => rest);
    expect(strip(b.list)).toEqual(strip(a.list));
    expect(a.list[0]?.description).toBe('Fog');
  });

  it('skips a project without a recording', async () => {
    expect(await provider.forecast(place('unknown-hotel'), 'de', Date.now())).toEqual({
      skipped: 'no-recording',
    });
  });
});
