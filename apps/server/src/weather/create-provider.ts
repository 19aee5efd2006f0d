import type { WeatherConfig } from '../config.ts';
import { OpenMeteoProvider } from './open-meteo.ts';
import { OpenWeatherMapProvider } from './openweathermap.ts';
import { StaticWeatherProvider } from './static-provider.ts';
import type { WeatherProvider } from './weather-provider.ts';

/** The provider HOSPES_WEATHER_PROVIDER names. */
export function createWeatherProvider(
  config: WeatherConfig,
  options: { fetch?: typeof fetch } = {},
): WeatherProvider {
  switch (config.provider) {
    case 'open-meteo':
      return new OpenMeteoProvider({ baseUrl: config.openMeteoUrl, fetch: options.fetch });
    case 'openweathermap':
      if (!config.openWeatherMapKey) throw new Error('HOSPES_OPENWEATHERMAP_KEY is not set');
      return new OpenWeatherMapProvider({
        baseUrl: config.openWeatherMapUrl,
        apiKey: config.openWeatherMapKey,
        fetch: options.fetch,
      });
    case 'static':
      return new StaticWeatherProvider();
  }
}
