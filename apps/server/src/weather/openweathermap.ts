// OpenWeatherMap (key from HOSPES_OPENWEATHERMAP_KEY): the 5-day/3-hour
// forecast by zip code and country as spec §7 asks (lat/lon when OWM does
// not know the zip code), in the guest's language, metric units. Its entries
// already have the shape of spec §3.
import type { Lang, WeatherEntry } from '@hospes/domain';
import { z } from 'zod';
import {
  capitalize,
  fetchJson,
  WEATHER_FETCH_TIMEOUT_MS,
  WeatherUpstreamError,
  type ProviderForecast,
  type WeatherPlace,
  type WeatherProvider,
} from './weather-provider.ts';

const OwmEntrySchema = z.object({
  dt: z.number().int().nonnegative(),
  main: z.object({
    temp: z.number(),
    feels_like: z.number(),
    temp_min: z.number(),
    temp_max: z.number(),
  }),
  weather: z
    .array(z.object({ id: z.number().int(), description: z.string(), icon: z.string() }))
    .min(1),
  clouds: z.object({ all: z.number() }),
  wind: z.object({ speed: z.number() }),
  pop: z.number().optional(),
  sys: z.object({ pod: z.enum(['d', 'n']) }),
});

/** The part of /data/2.5/forecast we read (unknown fields are ignored). */
export const OwmForecastSchema = z.object({
  list: z.array(OwmEntrySchema),
  city: z.object({ name: z.string().optional() }).optional(),
});

const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, n));

export function mapOpenWeatherMap(
  json: unknown,
  place: WeatherPlace,
  lang: Lang,
): ProviderForecast {
  const parsed = OwmForecastSchema.safeParse(json);
  if (!parsed.success) throw new WeatherUpstreamError('unexpected answer', { cause: parsed.error });
  const list: WeatherEntry[] = parsed.data.list.map((e) => {
    // The schema requires at least one; OWM lists the primary condition first.
    const weather = e.weather[0] as (typeof e.weather)[number];
    return {
      description: capitalize(weather.description, lang),
      temp: e.main.temp,
      feels_like: e.main.feels_like,
      temp_min: e.main.temp_min,
      temp_max: e.main.temp_max,
      wind_speed: Math.max(0, e.wind.speed),
      pop: clamp(e.pop ?? 0, 0, 1),
      time: e.dt,
      icon: weather.icon,
      id: weather.id,
      pod: e.sys.pod,
      clouds: clamp(e.clouds.all, 0, 100),
    };
  });
  return { name: parsed.data.city?.name || place.name, list };
}

export interface OpenWeatherMapOptions {
  baseUrl: string;
  apiKey: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

export class OpenWeatherMapProvider implements WeatherProvider {
  readonly name = 'openweathermap' as const;

  constructor(private readonly options: OpenWeatherMapOptions) {}

  private url(lang: Lang, where: Record<string, string>): URL {
    const url = new URL(`${this.options.baseUrl}/data/2.5/forecast`);
    for (const [key, value] of Object.entries(where)) url.searchParams.set(key, value);
    url.searchParams.set('appid', this.options.apiKey);
    url.searchParams.set('lang', lang);
    url.searchParams.set('units', 'metric');
    return url;
  }

  private get(url: URL): Promise<unknown> {
    return fetchJson(
      this.options.fetch ?? fetch,
      url,
      this.options.timeoutMs ?? WEATHER_FETCH_TIMEOUT_MS,
    );
  }

  async forecast(place: WeatherPlace, lang: Lang) {
    let json: unknown;
    try {
      json = await this.get(this.url(lang, { zip: `${place.postalCode},${place.country}` }));
    } catch (err) {
      // OWM does not know every zip code ("city not found", 404); the
      // coordinates of the model are as good.
      const unknownZip = err instanceof WeatherUpstreamError && err.message === 'status 404';
      if (!unknownZip || place.latitude === undefined || place.longitude === undefined) throw err;
      json = await this.get(
        this.url(lang, { lat: String(place.latitude), lon: String(place.longitude) }),
      );
    }
    return mapOpenWeatherMap(json, place, lang);
  }
}
