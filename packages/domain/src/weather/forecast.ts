// zod/mini: the short weather of the start page parses the answer, and the
// classic API would bring all of zod into the first visit (docs/performance.md).
import * as z from 'zod/mini';

// zod-free, for the web app's start (docs/performance.md).
export { entryEpochMs } from './forecast-time.ts';

/**
 * spec §3 Weather: one detailed forecast entry (a 3-hour slot of the
 * provider's forecast). Temperatures in °C, wind speed in m/s.
 *
 * `time` is the start of the slot as a unix time in SECONDS (not ms, not
 * ISO): the providers' own format, and the same unit as the stay's
 * `_t_doa`/`_t_dod` of spec §3. Convert with {@link entryEpochMs}.
 */
export const WeatherEntrySchema = z.object({
  description: z.string(),
  temp: z.number(),
  feels_like: z.number(),
  temp_min: z.number(),
  temp_max: z.number(),
  wind_speed: /* @__PURE__ */ z.number().check(z.nonnegative()),
  /** Probability of precipitation, 0..1. */
  pop: /* @__PURE__ */ z.number().check(z.gte(0), z.lte(1)),
  /** Unix time in seconds. */
  time: /* @__PURE__ */ z.int().check(z.nonnegative()),
  /** Provider icon code, e.g. '01d' (see weatherIconPath). */
  icon: z.string(),
  /** Provider weather condition id, e.g. 800 (clear sky). */
  id: z.int(),
  /** Part of day: 'd' day, 'n' night. */
  pod: z.enum(['d', 'n']),
  /** Cloudiness in percent, 0..100. */
  clouds: /* @__PURE__ */ z.number().check(z.gte(0), z.lte(100)),
});
export type WeatherEntry = z.infer<typeof WeatherEntrySchema>;

/**
 * spec §3 Weather: the forecast of a project's place — its name and the list
 * of detailed entries (any order). The accumulated (daily) entries of the
 * spec are derived from these by `forecastDays`, so they are not stored.
 */
export const WeatherForecastSchema = z.object({
  name: z.string(),
  list: z.array(WeatherEntrySchema),
});
export type WeatherForecast = z.infer<typeof WeatherForecastSchema>;
