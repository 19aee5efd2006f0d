// GET /api/weather/{project} over both databases: providers behind a local
// fake server, the 15-minute cache on an injected clock, skipped answers,
// upstream errors as 502, and the static demo provider.
import { readFileSync } from 'node:fs';
import { WeatherForecastSchema, zonedDate } from '@hospes/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/config.ts';
import { DIALECTS } from './support/databases.ts';
import { queryOf, sendJson, startFakeServer, type FakeServer } from './support/fake-http.ts';
import { GUIDE_PROJECTS, startTestApp, testConfig, type TestApp } from './support/test-app.ts';

const recorded = JSON.parse(
  readFileSync(new URL('./fixtures/weather/open-meteo-forecast.json', import.meta.url), 'utf8'),
) as unknown;
const MINUTE = 60_000;

describe.each(DIALECTS)('weather API on %s', (dialect) => {
  let fake: FakeServer;
  let t: TestApp;
  let clock = Date.parse('2025-12-03T09:30:00Z');

  beforeAll(async () => {
    fake = await startFakeServer((_req, res) => sendJson(res, 200, recorded));
    const config = testConfig('', {});
    t = await startTestApp(
      dialect,
      {
        projectsDir: GUIDE_PROJECTS,
        weather: { ...config.weather, provider: 'open-meteo', openMeteoUrl: fake.origin },
      },
      undefined,
      { now: () => clock },
    );
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });
  beforeEach(() => {
    fake.handle((_req, res) => sendJson(res, 200, recorded));
    fake.requests.length = 0;
    // Each test starts well after the last one's cache entries expired.
    clock += 60 * MINUTE;
  });

  it('answers the forecast in the domain’s shape with source and fetch time', async () => {
    const res = await t.app.inject({ url: '/api/weather/gamma?lang=en' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const body = res.json();
    expect(WeatherForecastSchema.parse(body).list).toHaveLength(9);
    expect(body).toMatchObject({
      name: 'Sankt Gamma',
      source: 'open-meteo',
      fetchedAt: new Date(clock).toISOString(),
    });
    expect(body.recordedAt).toBeUndefined();
    expect(body.list[5]).toMatchObject({ description: 'Moderate snow', icon: '13d', pop: 0.7 });
    expect(queryOf(fake.requests[0]!).get('timezone')).toBe('Europe/Vienna');
  });

  it('serves a second call within 15 minutes from its cache', async () => {
    const first = await t.app.inject({ url: '/api/weather/gamma?lang=de' });
    clock += 14 * MINUTE + 59_000;
    const second = await t.app.inject({ url: '/api/weather/gamma?lang=de' });
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(fake.requests).toHaveLength(1);
  });

  it('asks the provider again once 15 minutes have passed', async () => {
    await t.app.inject({ url: '/api/weather/gamma?lang=de' });
    clock += 15 * MINUTE;
    const later = await t.app.inject({ url: '/api/weather/gamma?lang=de' });
    expect(fake.requests).toHaveLength(2);
    expect(later.json().fetchedAt).toBe(new Date(clock).toISOString());
  });

  it('caches per language', async () => {
    const de = await t.app.inject({ url: '/api/weather/gamma?lang=de' });
    const it_ = await t.app.inject({ url: '/api/weather/gamma?lang=it' });
    await t.app.inject({ url: '/api/weather/gamma?lang=it' });
    expect(fake.requests).toHaveLength(2);
    expect(de.json().list[5].description).toBe('Mäßiger Schneefall');
    expect(it_.json().list[5].description).toBe('Nevicata moderata');
  });

  it('asks once for concurrent calls', async () => {
    const answers = await Promise.all(
      [1, 2, 3].map(() => t.app.inject({ url: '/api/weather/gamma?lang=fr' })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(fake.requests).toHaveLength(1);
  });

  it('uses the project’s default language without lang, English for an unsupported one', async () => {
    const none = await t.app.inject({ url: '/api/weather/gamma' });
    expect(none.json().list[5].description).toBe('Mäßiger Schneefall');
    const pl = await t.app.inject({ url: '/api/weather/gamma?lang=pl' });
    expect(pl.json().list[5].description).toBe('Moderate snow');
  });

  it('answers 502 with a JSON error when the provider fails, and caches no failure', async () => {
    fake.handle((_req, res) => sendJson(res, 503, { error: true, reason: 'maintenance' }));
    const res = await t.app.inject({ url: '/api/weather/gamma?lang=ru' });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({
      error: 'Bad Gateway',
      code: 'upstream_failed',
      message: 'The weather service is not available right now.',
    });
    expect(t.logs.some((l) => l.msg === 'Weather provider failed')).toBe(true);
    fake.handle((_req, res) => sendJson(res, 200, recorded));
    const retry = await t.app.inject({ url: '/api/weather/gamma?lang=ru' });
    expect(retry.statusCode).toBe(200);
  });

  it('answers 502, not 500, when the provider sends nonsense', async () => {
    fake.handle((_req, res) => sendJson(res, 200, { hourly: 'nope' }));
    const res = await t.app.inject({ url: '/api/weather/gamma?lang=hr' });
    expect(res.statusCode).toBe(502);
    expect(res.json().error).toBe('Bad Gateway');
  });

  it('skips the weather when the address lacks a zip code (spec §8) and asks nobody', async () => {
    const res = await t.app.inject({ url: '/api/weather/delta?lang=de' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ skipped: true, reason: 'address' });
    expect(fake.requests).toHaveLength(0);
  });

  it('skips the weather when Open-Meteo needs coordinates the model lacks', async () => {
    const res = await t.app.inject({ url: '/api/weather/epsilon?lang=de' });
    expect(res.json()).toEqual({ skipped: true, reason: 'geolocation' });
    expect(fake.requests).toHaveLength(0);
  });

  it('answers 404 for an unknown project', async () => {
    const res = await t.app.inject({ url: '/api/weather/nowhere?lang=de' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      error: 'Not Found',
      code: 'not_found',
      message: 'There is no project "nowhere".',
    });
  });

  it('answers 400 for a malformed lang', async () => {
    const res = await t.app.inject({ url: `/api/weather/gamma?lang=${'x'.repeat(40)}` });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Bad Request');
  });
});

describe.each(DIALECTS)('weather of the demo projects (static provider) on %s', (dialect) => {
  let t: TestApp;
  const now = Date.parse('2026-12-01T07:20:00Z');

  beforeAll(async () => {
    t = await startTestApp(dialect, { projectsDir: `${REPO_ROOT}/projects` }, undefined, {
      now: () => now,
      // The static provider must not touch the network.
      fetch: () => Promise.reject(new Error('no network in the static provider')),
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it.each(['alpenrose', 'seenland', 'bergblick', 'talhof'])(
    '%s: recorded data from today on, marked static with its recording time',
    async (project) => {
      const res = await t.app.inject({ url: `/api/weather/${project}?lang=de` });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.source).toBe('static');
      expect(body.recordedAt).toMatch(/^2025-1[12]-\d\dT/);
      expect(WeatherForecastSchema.parse(body).list).toHaveLength(40);
      expect(zonedDate(body.list[0].time * 1000, 'Europe/Vienna')).toBe('2026-12-01');
    },
  );

  it('names the place after the address locality', async () => {
    const res = await t.app.inject({ url: '/api/weather/alpenrose?lang=en' });
    expect(res.json().name).toBe('Lärchwald');
    expect(res.json().list[0]).toMatchObject({ description: 'Clear sky', icon: '01n' });
  });
});
