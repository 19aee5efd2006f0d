// The weather of the project's place from our server (docs/api.md "Weather"):
// `GET /api/weather/{project}?lang=` answers a forecast or "skipped".
import type { Lang, WeatherAnswer, WeatherResult } from '@hospes/domain';
import { isWeatherSkipped, WeatherResultReader } from '@hospes/domain/light-answers';
import { queryOptions } from '@tanstack/react-query';
import { ApiError, apiRequest, MalformedAnswerError } from '@hospes/api-client';

export { isWeatherSkipped, type WeatherAnswer, type WeatherResult };

/** The forecast is fresh for 15 minutes, as long as the server caches it. */
export const WEATHER_STALE_TIME_MS = 15 * 60_000;

/** The answer did not fit the contract, or the call failed. */
export class WeatherLoadError extends Error {
  override name = 'WeatherLoadError';
}

/**
 * Reads the server's answer as the domain's `WeatherResultSchema` does (with
 * its zod-free reader: the short weather is part of the first visit);
 * anything outside it is an error.
 */
export function parseWeatherResult(body: unknown): WeatherResult {
  const parsed = WeatherResultReader.safeParse(body);
  if (!parsed.success) throw new WeatherLoadError('The weather answer does not fit its shape');
  return parsed.data;
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
    return await apiRequest(weatherUrl(projectId, lang), { schema: WeatherResultReader });
  } catch (error) {
    console.warn('The weather could not be loaded', error);
    if (error instanceof ApiError || error instanceof MalformedAnswerError) {
      throw new WeatherLoadError(error.message);
    }
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
