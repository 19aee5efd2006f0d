// Open-Meteo (https://open-meteo.com, no key): hourly forecast at the
// project's coordinates in its time zone, folded into 3-hour entries of the
// domain's forecast shape. Descriptions come from our WMO code table, so
// they exist in all seven languages.
import { zonedParts, zonedTimeToEpoch, type Lang, type WeatherEntry } from '@hospes/domain';
import { z } from 'zod';
import {
  fetchJson,
  WEATHER_FETCH_TIMEOUT_MS,
  WeatherUpstreamError,
  type ProviderForecast,
  type WeatherPlace,
  type WeatherProvider,
} from './weather-provider.ts';
import { wmoCondition } from './wmo-codes.ts';

export const OPEN_METEO_HOURLY = [
  'temperature_2m',
  'apparent_temperature',
  'precipitation_probability',
  'weather_code',
  'wind_speed_10m',
  'cloud_cover',
  'is_day',
] as const;

/** Today and four more days, like OpenWeatherMap's 5-day forecast. */
export const OPEN_METEO_FORECAST_DAYS = 5;

const values = z.array(z.number().nullable());

/** The part of the /v1/forecast answer we read (unknown fields are ignored). */
export const OpenMeteoResponseSchema = z.object({
  timezone: z.string(),
  hourly: z.object({
    time: z.array(z.string()),
    temperature_2m: values,
    apparent_temperature: values,
    precipitation_probability: values,
    weather_code: values,
    wind_speed_10m: values,
    cloud_cover: values,
    is_day: values,
  }),
});
export type OpenMeteoResponse = z.infer<typeof OpenMeteoResponseSchema>;

interface Hour {
  epochMs: number;
  /** Local hour 0..23. */
  hour: number;
  temp: number;
  feelsLike: number;
  pop: number;
  code: number;
  wind: number;
  clouds: number;
  isDay: boolean;
}

function readHours(response: OpenMeteoResponse, timezone: string): Hour[] {
  const h = response.hourly;
  const hours: Hour[] = [];
  h.time.forEach((time, i) => {
    const temp = h.temperature_2m[i];
    const feelsLike = h.apparent_temperature[i];
    const code = h.weather_code[i];
    // The last hours of a range may be null: such an hour is left out.
    if (temp == null || feelsLike == null || code == null) return;
    let epochMs: number;
    try {
      epochMs = zonedTimeToEpoch(time, timezone);
    } catch (err) {
      throw new WeatherUpstreamError(`bad time "${time}"`, { cause: err });
    }
    // A wall time that a DST change skips lands on the next real hour: keep one.
    const previous = hours[hours.length - 1];
    if (previous && epochMs <= previous.epochMs) return;
    hours.push({
      epochMs,
      hour: zonedParts(epochMs, timezone).hour,
      temp,
      feelsLike,
      pop: h.precipitation_probability[i] ?? 0,
      code,
      wind: h.wind_speed_10m[i] ?? 0,
      clouds: h.cloud_cover[i] ?? 0,
      isDay: h.is_day[i] === 1,
    });
  });
  return hours;
}

const round1 = (n: number) => Math.round(n * 10) / 10;
const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, n));

/**
 * Folds hours into 3-hour entries starting at local 00, 03 … 21 h. An entry
 * shows its first hour's temperatures and part of day, the range of the
 * three hours as min/max, and the most significant weather of the three
 * (WMO codes grow with severity) with its highest chance of precipitation.
 */
function toEntries(hours: Hour[], lang: Lang): WeatherEntry[] {
  const entries: WeatherEntry[] = [];
  let slot: Hour[] = [];
  const flush = () => {
    const first = slot[0];
    if (!first) return;
    const code = Math.max(...slot.map((h) => h.code));
    const condition = wmoCondition(code);
    const pod = first.isDay ? 'd' : 'n';
    entries.push({
      description: condition.text[lang],
      temp: round1(first.temp),
      feels_like: round1(first.feelsLike),
      temp_min: round1(Math.min(...slot.map((h) => h.temp))),
      temp_max: round1(Math.max(...slot.map((h) => h.temp))),
      wind_speed: round1(Math.max(0, first.wind)),
      pop: clamp(Math.max(...slot.map((h) => h.pop)) / 100, 0, 1),
      time: Math.floor(first.epochMs / 1000),
      icon: `${condition.icon}${pod}`,
      id: condition.id,
      pod,
      clouds: clamp(Math.round(first.clouds), 0, 100),
    });
    slot = [];
  };
  for (const hour of hours) {
    const startsSlot = hour.hour % 3 === 0;
    const previous = slot[slot.length - 1];
    // A new slot at 00/03/…; also after a gap (left-out hours).
    if (startsSlot || (previous && hour.epochMs - previous.epochMs > 3_600_000)) flush();
    slot.push(hour);
  }
  flush();
  return entries;
}

/** Maps an Open-Meteo answer (or a recording of one) to forecast entries. */
export function mapOpenMeteo(json: unknown, place: WeatherPlace, lang: Lang): ProviderForecast {
  const parsed = OpenMeteoResponseSchema.safeParse(json);
  if (!parsed.success) throw new WeatherUpstreamError('unexpected answer', { cause: parsed.error });
  const lengths = new Set(Object.values(parsed.data.hourly).map((list) => list.length));
  if (lengths.size !== 1) throw new WeatherUpstreamError('hourly lists differ in length');
  return { name: place.name, list: toEntries(readHours(parsed.data, place.timezone), lang) };
}

export interface OpenMeteoOptions {
  baseUrl: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

export class OpenMeteoProvider implements WeatherProvider {
  readonly name = 'open-meteo' as const;

  constructor(private readonly options: OpenMeteoOptions) {}

  /** The forecast URL of a place (exported for the tests' fake server). */
  url(place: WeatherPlace & { latitude: number; longitude: number }): URL {
    const url = new URL(`${this.options.baseUrl}/v1/forecast`);
    url.searchParams.set('latitude', String(place.latitude));
    url.searchParams.set('longitude', String(place.longitude));
    url.searchParams.set('hourly', OPEN_METEO_HOURLY.join(','));
    url.searchParams.set('timezone', place.timezone);
    url.searchParams.set('forecast_days', String(OPEN_METEO_FORECAST_DAYS));
    // m/s like OpenWeatherMap's metric units (Open-Meteo's default is km/h).
    url.searchParams.set('wind_speed_unit', 'ms');
    return url;
  }

  async forecast(place: WeatherPlace, lang: Lang) {
    const { latitude, longitude } = place;
    if (latitude === undefined || longitude === undefined) {
      return { skipped: 'geolocation' as const };
    }
    const json = await fetchJson(
      this.options.fetch ?? fetch,
      this.url({ ...place, latitude, longitude }),
      this.options.timeoutMs ?? WEATHER_FETCH_TIMEOUT_MS,
    );
    return mapOpenMeteo(json, place, lang);
  }
}
