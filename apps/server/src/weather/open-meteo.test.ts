// The Open-Meteo adapter against a local fake server that replays a recorded
// /v1/forecast answer (test/fixtures/weather/open-meteo-forecast.json).
import { readFileSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { WeatherForecastSchema } from '@hospes/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  queryOf,
  sendJson,
  startFakeServer,
  type FakeServer,
} from '../../test/support/fake-http.ts';
import { OPEN_METEO_HOURLY, OpenMeteoProvider } from './open-meteo.ts';
import { WeatherUpstreamError, type WeatherPlace } from './weather-provider.ts';

const recorded = JSON.parse(
  readFileSync(
    new URL('../../test/fixtures/weather/open-meteo-forecast.json', import.meta.url),
    'utf8',
  ),
) as { hourly: Record<string, unknown[]> };

const PLACE: WeatherPlace = {
  projectId: 'gamma',
  name: 'Sankt Gamma',
  country: 'at',
  postalCode: '5600',
  latitude: 47.35,
  longitude: 13.2,
  timezone: 'Europe/Vienna',
};

/** Unix seconds of a Vienna wall time in December (UTC+1). */
const vienna = (wall: string) => Date.parse(`${wall}:00+01:00`) / 1000;

describe('Open-Meteo adapter', () => {
  let fake: FakeServer;
  let provider: OpenMeteoProvider;

  beforeAll(async () => {
    fake = await startFakeServer((_req, res) => sendJson(res, 200, recorded));
    provider = new OpenMeteoProvider({ baseUrl: fake.origin });
  });
  afterAll(async () => {
    await fake?.close();
  });
  beforeEach(() => {
    fake.requests.length = 0;
    fake.handle((_req, res) => sendJson(res, 200, recorded));
  });

  it('asks for the hourly variables at the project’s coordinates in its time zone', async () => {
    await provider.forecast(PLACE, 'de');
    expect(fake.requests).toHaveLength(1);
    const [request] = fake.requests;
    expect(request?.url.split('?')[0]).toBe('/v1/forecast');
    const query = queryOf(request!);
    expect(Object.fromEntries(query)).toEqual({
      latitude: '47.35',
      longitude: '13.2',
      hourly: OPEN_METEO_HOURLY.join(','),
      timezone: 'Europe/Vienna',
      forecast_days: '5',
      wind_speed_unit: 'ms',
    });
    expect(query.get('hourly')).toBe(
      'temperature_2m,apparent_temperature,precipitation_probability,weather_code,wind_speed_10m,cloud_cover,is_day',
    );
  });

  it('folds the hours into 3-hour entries of the spec §3 shape', async () => {
    const forecast = await provider.forecast(PLACE, 'de');
    if ('skipped' in forecast) throw new Error('skipped');
    expect(WeatherForecastSchema.parse(forecast)).toEqual({
      name: 'Sankt Gamma',
      list: forecast.list,
    });
    // 27 hours with values (the last three are null) → 9 slots.
    expect(forecast.list.map((e) => e.time)).toEqual(
      [
        '2025-12-03T00:00',
        '2025-12-03T03:00',
        '2025-12-03T06:00',
        '2025-12-03T09:00',
        '2025-12-03T12:00',
        '2025-12-03T15:00',
        '2025-12-03T18:00',
        '2025-12-03T21:00',
        '2025-12-04T00:00',
      ].map(vienna),
    );
    expect(forecast.list[0]).toEqual({
      description: 'Klarer Himmel',
      temp: -3.1,
      feels_like: -6,
      temp_min: -3.8,
      temp_max: -3.1,
      wind_speed: 1.2,
      pop: 0,
      time: vienna('2025-12-03T00:00'),
      icon: '01n',
      id: 800,
      pod: 'n',
      clouds: 0,
    });
    // 09–11 h: codes 2, 3, 2 → the most significant (3, overcast); pop is the highest.
    expect(forecast.list[3]).toMatchObject({
      description: 'Bedeckt',
      temp: -1.5,
      feels_like: -4.3,
      temp_min: -1.5,
      temp_max: 1.4,
      pop: 0.08,
      icon: '04d',
      id: 804,
      pod: 'd',
      clouds: 55,
      wind_speed: 1.8,
    });
    // 15–17 h: snow begins (71, 71, 73), still day at 15 h.
    expect(forecast.list[5]).toMatchObject({
      description: 'Mäßiger Schneefall',
      temp: 1.9,
      feels_like: -0.8,
      temp_min: -0.2,
      temp_max: 1.9,
      pop: 0.7,
      icon: '13d',
      id: 601,
      pod: 'd',
      clouds: 100,
    });
    expect(forecast.list[7]).toMatchObject({ id: 602, icon: '13n', pop: 0.9, temp_min: -2.4 });
  });

  it('writes the descriptions in the guest’s language', async () => {
    const texts = async (lang: 'en' | 'fr' | 'hr' | 'ru') => {
      const forecast = await provider.forecast(PLACE, lang);
      if ('skipped' in forecast) throw new Error('skipped');
      return forecast.list[5]?.description;
    };
    expect(await texts('en')).toBe('Moderate snow');
    expect(await texts('fr')).toBe('Chutes de neige modérées');
    expect(await texts('hr')).toBe('Umjeren snijeg');
    expect(await texts('ru')).toBe('Умеренный снег');
  });

  it('skips a place without coordinates and asks nobody', async () => {
    const result = await provider.forecast({ ...PLACE, latitude: undefined }, 'de');
    expect(result).toEqual({ skipped: 'geolocation' });
    expect(fake.requests).toHaveLength(0);
  });

  it.each([
    ['a server error', (res: ServerResponse) => sendJson(res, 500, { error: true })],
    [
      'Open-Meteo’s own error answer',
      (res: ServerResponse) =>
        sendJson(res, 400, { error: true, reason: 'Cannot initialize WeatherVariable' }),
    ],
    ['a body that is not JSON', (res: ServerResponse) => res.end('<html>')],
    [
      'an answer without hourly data',
      (res: ServerResponse) => sendJson(res, 200, { timezone: 'Europe/Vienna' }),
    ],
    [
      'lists of different lengths',
      (res: ServerResponse) =>
        sendJson(res, 200, {
          ...recorded,
          hourly: { ...recorded.hourly, cloud_cover: recorded.hourly.cloud_cover?.slice(1) },
        }),
    ],
  ])('turns %s into an upstream error', async (_name, handler) => {
    fake.handle((_req, res) => handler(res));
    await expect(provider.forecast(PLACE, 'de')).rejects.toBeInstanceOf(WeatherUpstreamError);
  });

  it('gives up after its timeout', async () => {
    fake.handle(() => undefined); // never answers
    const slow = new OpenMeteoProvider({ baseUrl: fake.origin, timeoutMs: 100 });
    await expect(slow.forecast(PLACE, 'de')).rejects.toThrow(/timed out/);
  });

  it('fails as upstream error when nothing listens', async () => {
    const gone = new OpenMeteoProvider({ baseUrl: 'http://127.0.0.1:9' });
    await expect(gone.forecast(PLACE, 'de')).rejects.toBeInstanceOf(WeatherUpstreamError);
  });
});
