// What `GET /api/weather/{project}` answers (docs/api.md "Weather"): one
// shape for the server that sends it and the web app that reads it.
import * as z from 'zod/mini';
import { WeatherForecastSchema } from './forecast.ts';

/** The server's weather sources: recorded demo data, Open-Meteo, OpenWeatherMap. */
export const WEATHER_PROVIDERS = ['static', 'open-meteo', 'openweathermap'] as const;
export type WeatherProviderName = (typeof WEATHER_PROVIDERS)[number];

/** Why no forecast is given (spec §8: missing zip code or country; the web hides the widget). */
export const WEATHER_SKIP_REASONS = ['address', 'geolocation', 'no-recording'] as const;
export type WeatherSkipReason = (typeof WEATHER_SKIP_REASONS)[number];

/** A forecast of the domain's shape, with where it came from and when. */
export const WeatherAnswerSchema = z.extend(WeatherForecastSchema, {
  source: z.enum(WEATHER_PROVIDERS),
  /** Set for recorded data (`static`): when the data was recorded; the UI shows it. */
  recordedAt: z.optional(z.iso.datetime({ offset: true })),
  /** When the server got the data from its source (cached answers keep it). */
  fetchedAt: z.iso.datetime({ offset: true }),
});
export type WeatherAnswer = z.infer<typeof WeatherAnswerSchema>;

/** "No forecast for this place" — `200 { skipped: true, reason }`. */
export const WeatherSkippedSchema = z.object({
  skipped: z.literal(true),
  reason: z.enum(WEATHER_SKIP_REASONS),
});
export type WeatherSkipped = z.infer<typeof WeatherSkippedSchema>;

/** The whole answer of the weather route. */
export const WeatherResultSchema = z.union([WeatherSkippedSchema, WeatherAnswerSchema]);
export type WeatherResult = z.infer<typeof WeatherResultSchema>;

// zod-free, so that a first visit can tell without loading zod.
export { isWeatherSkipped } from '../api/light-answers.ts';
