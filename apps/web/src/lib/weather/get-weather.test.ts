import { describe, expect, it } from 'vitest';
import { parseWeatherResult, WeatherLoadError } from './get-weather.ts';
import { shortForecastEntries } from '../../components/weather/short-forecast-entries.ts';
import { NOW, weatherAnswer } from '../../test/weather-fixture.ts';

describe('the weather answer of the server (docs/api.md)', () => {
  it('reads a forecast with its source and times', () => {
    const answer = weatherAnswer();
    expect(parseWeatherResult(JSON.parse(JSON.stringify(answer)))).toEqual(answer);
  });

  it('reads the "skipped" answer', () => {
    expect(parseWeatherResult({ skipped: true, reason: 'address' })).toEqual({
      skipped: true,
      reason: 'address',
    });
  });

  it.each([
    ['no object', null],
    ['a broken entry', { ...weatherAnswer(), list: [{ temp: 'warm' }] }],
    ['an unknown source', { ...weatherAnswer(), source: 'somewhere' }],
    ['no time', { ...weatherAnswer(), fetchedAt: undefined }],
  ])('rejects %s', (_name, body) => {
    expect(() => parseWeatherResult(body)).toThrow(WeatherLoadError);
  });
});

describe('spec §3 short forecast with its entries', () => {
  it("names the entries behind the domain's today and tomorrow", () => {
    const answer = weatherAnswer();
    const { today, tomorrow } = shortForecastEntries(answer, NOW, 'Europe/Vienna');
    expect(today?.day).toEqual({ degreeCelcius: -5, icon: '13d' });
    expect(today?.entry.description).toBe('Leichter Schneefall');
    expect(tomorrow?.day).toEqual({ degreeCelcius: 2, icon: '01d' });
    expect(tomorrow?.entry.description).toBe('Klarer Himmel');
  });

  it('is empty for a forecast of past days', () => {
    const later = NOW + 10 * 86_400_000;
    expect(shortForecastEntries(weatherAnswer(), later, 'Europe/Vienna')).toEqual({
      today: null,
      tomorrow: null,
    });
  });
});
