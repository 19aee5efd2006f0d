import { describe, expect, it } from 'vitest';
import { isWeatherSkipped, WeatherResultSchema } from './weather-answer.ts';

const forecast = {
  name: 'Kaprun',
  list: [],
  source: 'open-meteo',
  fetchedAt: '2026-11-22T08:00:00.000Z',
};

describe('the weather answer of GET /api/weather/{project} (spec §7, §8)', () => {
  it('reads a forecast with its source and time', () => {
    const result = WeatherResultSchema.parse(forecast);
    expect(isWeatherSkipped(result)).toBe(false);
  });

  it('reads "skipped" for a missing zip code or country (§8)', () => {
    const result = WeatherResultSchema.parse({ skipped: true, reason: 'address' });
    expect(isWeatherSkipped(result)).toBe(true);
  });

  it.each([
    ['an unknown source', { ...forecast, source: 'somewhere' }],
    ['no time', { ...forecast, fetchedAt: undefined }],
    ['an unknown skip reason', { skipped: true, reason: 'because' }],
  ])('rejects %s', (_name, body) => {
    expect(WeatherResultSchema.safeParse(body).success).toBe(false);
  });
});
