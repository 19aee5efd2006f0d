// The weather of the project's place from our server (docs/api.md "Weather"):
// `GET /api/weather/{project}?lang=` answers a forecast or "skipped".
import { WeatherForecastSchema, type Lang, type WeatherForecast } from '@hospes/domain';
import { queryOptions } from '@tanstack/react-query';

/** The forecast is fresh for 15 minutes, as long as the server caches it. */
export const WEATHER_STALE_TIME_MS = 15 * 60_000;

/** Where the forecast came from (the server's providers). */
export type WeatherSource = 'static' | 'open-meteo' | 'openweathermap';

/** A forecast as the server answers it: the domain's shape plus its origin and times. */
export interface WeatherAnswer extends WeatherForecast {
  source: WeatherSource;
  /** Recorded demo data only (`static`): when it was recorded, ISO 8601. */
  recordedAt?: string;
  /** When the server got the data from its source, ISO 8601. */
  fetchedAt: string;
}

/** The server's "no forecast for this place" (spec §8: missing zip code or country). */
export interface WeatherSkipped {
  skipped: true;
  reason: string;
}

export type WeatherResult = WeatherAnswer | WeatherSkipped;

export function isWeatherSkipped(result: WeatherResult): result is WeatherSkipped {
  return 'skipped' in result;
}

/** The answer did not fit the contract, or the call failed. */
export class WeatherLoadError extends Error {
  override name = 'WeatherLoadError';
}

const SOURCES: readonly string[] = ['static', 'open-meteo', 'openweathermap'];
const isDateTime = (value: unknown): value is string =>
  typeof value === 'string' && Number.isFinite(Date.parse(value));

/** Reads the server's answer; anything outside the contract is an error. */
export function parseWeatherResult(body: unknown): WeatherResult {
  if (typeof body !== 'object' || body === null) throw new WeatherLoadError('No JSON object');
  const record = body as Record<string, unknown>;
  if (record.skipped === true) {
    return { skipped: true, reason: typeof record.reason === 'string' ? record.reason : '' };
  }
  const forecast = WeatherForecastSchema.safeParse(body);
  if (!forecast.success) throw new WeatherLoadError('The forecast does not fit its shape');
  const { source, recordedAt, fetchedAt } = record;
  if (typeof source !== 'string' || !SOURCES.includes(source) || !isDateTime(fetchedAt)) {
    throw new WeatherLoadError('The forecast lacks its source or time');
  }
  return {
    ...forecast.data,
    source: source as WeatherSource,
    fetchedAt,
    ...(isDateTime(recordedAt) ? { recordedAt } : {}),
  };
}

/** API path of a project's weather in a language. */
export function weatherUrl(projectId: string, lang: Lang): string {
  return `/api/weather/${encodeURIComponent(projectId)}?lang=${lang}`;
}

/**
 * Fetches the forecast. spec §8: a failed call is logged only — the widget
 * then hides and the page says so; nothing else stops.
 */
export async function getWeather(projectId: string, lang: Lang): Promise<WeatherResult> {
  try {
    const response = await fetch(weatherUrl(projectId, lang), {
      headers: { accept: 'application/json' },
    });
    if (!response.ok) throw new WeatherLoadError(`Weather request failed with ${response.status}`);
    return parseWeatherResult(await response.json());
  } catch (error) {
    console.warn('The weather could not be loaded', error);
    throw error;
  }
}

/** Query key factory of the weather (one entry per project and language). */
export const weatherKeys = {
  all: ['weather'] as const,
  forecast: (projectId: string, lang: Lang) => ['weather', projectId, lang] as const,
};

/**
 * The weather query: fresh for 15 minutes; kept in memory for the session.
 * Offline, the service worker answers with the last forecast it saw
 * (vite.config.ts, NetworkFirst), whose time the page shows.
 */
export function weatherQueryOptions(projectId: string, lang: Lang) {
  return queryOptions({
    queryKey: weatherKeys.forecast(projectId, lang),
    queryFn: () => getWeather(projectId, lang),
    staleTime: WEATHER_STALE_TIME_MS,
    gcTime: Infinity,
  });
}
