// The OpenWeatherMap adapter against a local fake server that replays a
// recorded 5-day/3-hour answer (test/fixtures/weather/openweathermap-forecast.json).
import { readFileSync } from 'node:fs';
import { WeatherForecastSchema } from '@hospes/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  queryOf,
  sendJson,
  startFakeServer,
  type FakeServer,
} from '../../test/support/fake-http.ts';
import { OpenWeatherMapProvider } from './openweathermap.ts';
import { WeatherUpstreamError, type WeatherPlace } from './weather-provider.ts';

const recorded = JSON.parse(
  readFileSync(
    new URL('../../test/fixtures/weather/openweathermap-forecast.json', import.meta.url),
    'utf8',
  ),
) as unknown;

const PLACE: WeatherPlace = {
  projectId: 'gamma',
  name: 'Sankt Gamma',
  country: 'at',
  postalCode: '5600',
  latitude: 47.35,
  longitude: 13.2,
  timezone: 'Europe/Vienna',
};
const KEY = 'owm-test-key-123';

describe('OpenWeatherMap adapter', () => {
  let fake: FakeServer;
  let provider: OpenWeatherMapProvider;

  beforeAll(async () => {
    fake = await startFakeServer((_req, res) => sendJson(res, 200, recorded));
    provider = new OpenWeatherMapProvider({ baseUrl: fake.origin, apiKey: KEY });
  });
  afterAll(async () => {
    await fake?.close();
  });
  beforeEach(() => {
    fake.requests.length = 0;
    fake.handle((_req, res) => sendJson(res, 200, recorded));
  });

  it('asks by zip code and country (spec §7) in the guest’s language, metric', async () => {
    await provider.forecast(PLACE, 'hr');
    expect(fake.requests).toHaveLength(1);
    const [request] = fake.requests;
    expect(request?.url.split('?')[0]).toBe('/data/2.5/forecast');
    expect(Object.fromEntries(queryOf(request!))).toEqual({
      zip: '5600,at',
      appid: KEY,
      lang: 'hr',
      units: 'metric',
    });
  });

  it('maps the entries to the spec §3 shape with the place name OWM gives', async () => {
    const forecast = await provider.forecast(PLACE, 'de');
    if ('skipped' in forecast) throw new Error('skipped');
    expect(WeatherForecastSchema.parse(forecast)).toEqual({
      name: 'Sankt Johann im Pongau',
      list: forecast.list,
    });
    expect(forecast.list).toHaveLength(4);
    expect(forecast.list[0]).toEqual({
      description: 'Klarer Himmel',
      temp: -2.61,
      feels_like: -5.2,
      temp_min: -3.05,
      temp_max: -2.61,
      wind_speed: 1.64,
      pop: 0,
      time: 1764752400,
      icon: '01d',
      id: 800,
      pod: 'd',
      clouds: 3,
    });
    expect(forecast.list[2]).toMatchObject({
      description: 'Leichter Schneefall',
      id: 600,
      icon: '13n',
      pod: 'n',
      pop: 0.64,
      clouds: 100,
    });
  });

  it('uses the coordinates when OWM does not know the zip code', async () => {
    fake.handle((req, res) => {
      if (new URL(req.url ?? '/', 'http://x').searchParams.has('zip')) {
        sendJson(res, 404, { cod: '404', message: 'city not found' });
      } else {
        sendJson(res, 200, recorded);
      }
    });
    const forecast = await provider.forecast(PLACE, 'en');
    expect('list' in forecast && forecast.list).toHaveLength(4);
    expect(fake.requests).toHaveLength(2);
    expect(Object.fromEntries(queryOf(fake.requests[1]!))).toMatchObject({
      lat: '47.35',
      lon: '13.2',
      lang: 'en',
    });
  });

  it('fails as upstream error on a wrong key, without the key in the error', async () => {
    fake.handle((_req, res) => sendJson(res, 401, { cod: 401, message: 'Invalid API key.' }));
    const error = await provider.forecast(PLACE, 'de').catch((err: unknown) => err);
    expect(error).toBeInstanceOf(WeatherUpstreamError);
    expect(String((error as Error).message)).not.toContain(KEY);
    expect(fake.requests).toHaveLength(1);
  });

  it('fails as upstream error on an answer of another shape', async () => {
    fake.handle((_req, res) => sendJson(res, 200, { cod: '200', list: [{ dt: 1 }] }));
    await expect(provider.forecast(PLACE, 'de')).rejects.toBeInstanceOf(WeatherUpstreamError);
  });
});
