// The weather service of HOSPES_WEATHER_PROVIDER with its 15-minute cache.
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { createWeatherProvider } from '../../weather/create-provider.ts';
import type { WeatherProvider } from '../../weather/weather-provider.ts';
import { WeatherService } from '../../weather/weather.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    weather: WeatherService;
  }
}

export interface WeatherPluginOptions {
  /** Replaces the configured provider (tests). */
  provider?: WeatherProvider;
  /** Replaces the global fetch of the providers (tests). */
  fetch?: typeof fetch;
  now?: () => number;
}

const weather: FastifyPluginAsync<WeatherPluginOptions> = async (app, options) => {
  const provider =
    options.provider ?? createWeatherProvider(app.config.weather, { fetch: options.fetch });
  app.decorate('weather', new WeatherService(provider, options.now));
  app.log.info({ provider: provider.name }, 'Weather provider');
};

export default fp(weather, { name: 'weather' });
