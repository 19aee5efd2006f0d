import { describe, expect, it } from 'vitest';
import { WeatherEntrySchema, WeatherForecastSchema, entryEpochMs } from './forecast.ts';

const valid = {
  description: 'clear sky',
  temp: 21.6,
  feels_like: 21.2,
  temp_min: 20.1,
  temp_max: 22.3,
  wind_speed: 2.4,
  pop: 0.2,
  time: 1_784_106_000,
  icon: '01d',
  id: 800,
  pod: 'd',
  clouds: 5,
};

describe('spec §3 Weather: the forecast entry schema', () => {
  it('accepts a detailed entry with all twelve fields', () => {
    expect(WeatherEntrySchema.parse(valid)).toEqual(valid);
  });

  it('accepts a forecast with a name and a list of entries', () => {
    const forecast = { name: 'St. Johann', list: [valid, { ...valid, pod: 'n', icon: '01n' }] };
    expect(WeatherForecastSchema.parse(forecast)).toEqual(forecast);
    expect(WeatherForecastSchema.safeParse({ list: [] }).success).toBe(false);
    expect(WeatherForecastSchema.safeParse({ name: 'x', list: [{}] }).success).toBe(false);
  });

  it.each(Object.keys(valid))('requires %s', (key) => {
    const entry: Record<string, unknown> = { ...valid };
    delete entry[key];
    expect(WeatherEntrySchema.safeParse(entry).success).toBe(false);
  });

  it.each([
    ['pop 0', { pop: 0 }],
    ['pop 1', { pop: 1 }],
    ['clouds 0', { clouds: 0 }],
    ['clouds 100', { clouds: 100 }],
    ['no wind', { wind_speed: 0 }],
    ['time 0', { time: 0 }],
    ['a night entry', { pod: 'n' }],
    ['frost', { temp: -12, temp_min: -14, temp_max: -10, feels_like: -18 }],
  ])('accepts %s', (_name, patch) => {
    expect(WeatherEntrySchema.safeParse({ ...valid, ...patch }).success).toBe(true);
  });

  it.each([
    ['pop above 1', { pop: 1.01 }],
    ['pop below 0', { pop: -0.01 }],
    ['clouds above 100', { clouds: 100.5 }],
    ['clouds below 0', { clouds: -1 }],
    ['negative wind', { wind_speed: -0.1 }],
    ['a fractional time (ms or seconds with decimals)', { time: 1_784_106_000.5 }],
    ['a negative time', { time: -1 }],
    ['an ISO time', { time: '2026-07-15T10:00:00Z' }],
    ['another part of day', { pod: 'x' }],
    ['a fractional condition id', { id: 800.5 }],
    ['a numeric icon', { icon: 1 }],
    ['a numeric description', { description: 5 }],
    ['a text temperature', { temp: '21' }],
    ['a text feels-like', { feels_like: '21' }],
    ['a text minimum', { temp_min: '21' }],
    ['a text maximum', { temp_max: '21' }],
  ])('rejects %s', (_name, patch) => {
    expect(WeatherEntrySchema.safeParse({ ...valid, ...patch }).success).toBe(false);
  });

  it('time is a unix time in seconds: entryEpochMs multiplies by 1000', () => {
    expect(entryEpochMs({ time: 1_784_106_000 })).toBe(1_784_106_000_000);
  });
});
