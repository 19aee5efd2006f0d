import { DEFAULT_TIMEZONE, shouldFetchWeather } from '@hospes/domain';
import { useQuery } from '@tanstack/react-query';
import { useProjectId, useProjectModel } from '../model/model-context.tsx';
import { useActiveLanguage } from '../../i18n/language-store.ts';
import { isWeatherSkipped, weatherQueryOptions, type WeatherAnswer } from './get-weather.ts';

/** What there is to show of the weather. */
export type WeatherState =
  /** spec §8: the place has no zip code or country (or the server skipped it). */
  | { status: 'unavailable' }
  | { status: 'loading' }
  /** The call failed and nothing is cached. */
  | { status: 'failed'; retry: () => void; retrying: boolean }
  | { status: 'ready'; answer: WeatherAnswer; timeZone: string };

/**
 * The weather of the project's place in the active language. spec §8: the
 * forecast is only asked for when the address has a zip code and a country.
 */
export function useWeather(): WeatherState {
  const model = useProjectModel();
  const projectId = useProjectId();
  const lang = useActiveLanguage((state) => state.lang);
  const enabled = shouldFetchWeather(model.address);
  const query = useQuery({ ...weatherQueryOptions(projectId, lang), enabled });
  if (!enabled) return { status: 'unavailable' };
  if (query.data) {
    if (isWeatherSkipped(query.data)) return { status: 'unavailable' };
    return {
      status: 'ready',
      answer: query.data,
      timeZone: model._meta.timezone ?? DEFAULT_TIMEZONE,
    };
  }
  if (query.isError) {
    return { status: 'failed', retry: () => void query.refetch(), retrying: query.isFetching };
  }
  return { status: 'loading' };
}
