// The weather of a project: skip rules of the domain, the provider, and a
// 15-minute cache per (project, language, provider).
import {
  shouldFetchWeather,
  WeatherAnswerSchema,
  weatherQuery,
  type Lang,
  type WeatherAnswer,
  type WeatherSkipped,
} from '@hospes/domain';
import type { ProjectSummary } from '../projects/project.service.ts';
import {
  WeatherUpstreamError,
  type WeatherPlace,
  type WeatherProvider,
} from './weather-provider.ts';

export const WEATHER_CACHE_MS = 15 * 60_000;

interface CacheEntry {
  answer: WeatherAnswer;
  expiresAt: number;
}

/**
 * The cache lives in this process's memory: instances of a multi-instance
 * deployment share nothing and each asks the provider once per 15 minutes.
 * That is acceptable for weather (a few calls per project and hour, and
 * slightly different fetch times do not matter to a guest).
 */
export class WeatherService {
  private readonly cache = new Map<string, CacheEntry>();
  private readonly pending = new Map<string, Promise<WeatherAnswer | WeatherSkipped>>();

  constructor(
    readonly provider: WeatherProvider,
    private readonly now: () => number = Date.now,
  ) {}

  /** spec §8: no forecast without zip code and country in the model's address. */
  async forecast(project: ProjectSummary, lang: string): Promise<WeatherAnswer | WeatherSkipped> {
    const { address } = project.place;
    if (!shouldFetchWeather(address)) return { skipped: true, reason: 'address' };
    const query = weatherQuery(address, lang);
    const key = `${project.id}\n${query.language}\n${this.provider.name}`;
    const now = this.now();
    const cached = this.cache.get(key);
    if (cached && cached.expiresAt > now) return cached.answer;

    let work = this.pending.get(key);
    if (!work) {
      const place: WeatherPlace = {
        projectId: project.id,
        name: address.addressLocality?.trim() || project.name,
        country: query.addressCountry,
        postalCode: query.postalCode,
        latitude: project.place.latitude,
        longitude: project.place.longitude,
        timezone: project.place.timezone,
      };
      work = this.fetch(key, place, query.language, now).finally(() => this.pending.delete(key));
      this.pending.set(key, work);
    }
    return work;
  }

  private async fetch(
    key: string,
    place: WeatherPlace,
    lang: Lang,
    now: number,
  ): Promise<WeatherAnswer | WeatherSkipped> {
    const result = await this.provider.forecast(place, lang, now);
    if ('skipped' in result) return { skipped: true, reason: result.skipped };
    const parsed = WeatherAnswerSchema.safeParse({
      name: result.name,
      source: this.provider.name,
      ...(result.recordedAt ? { recordedAt: result.recordedAt } : {}),
      fetchedAt: new Date(now).toISOString(),
      list: result.list,
    });
    // Upstream data that the mapping turned into something outside the
    // domain's forecast shape is the provider's fault: a 502, never a 500.
    if (!parsed.success) {
      throw new WeatherUpstreamError('answer outside the forecast shape', { cause: parsed.error });
    }
    const answer = parsed.data;
    for (const [k, entry] of this.cache) if (entry.expiresAt <= now) this.cache.delete(k);
    this.cache.set(key, { answer, expiresAt: now + WEATHER_CACHE_MS });
    return answer;
  }
}
