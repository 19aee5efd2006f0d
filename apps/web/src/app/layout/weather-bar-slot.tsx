import { LazyShortWeather } from '../../components/weather/lazy-short-weather.tsx';

/**
 * spec §2: the weather bar of the desktop sidebar — the short weather widget
 * (today and tomorrow), linked to the weather route. It renders nothing when
 * the place has no weather (spec §8).
 */
export function WeatherBarSlot() {
  return <LazyShortWeather placement="sidebar" />;
}
