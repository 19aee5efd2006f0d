import type { WeatherEntry } from './forecast.ts';

/** The instant (epoch ms) of a forecast entry. */
export function entryEpochMs(entry: Pick<WeatherEntry, 'time'>): number {
  return entry.time * 1000;
}
