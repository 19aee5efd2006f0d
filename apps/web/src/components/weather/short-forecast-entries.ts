import {
  shortForecast,
  shortForecastEntries as pickEntries,
  type ShortForecastDay,
  type WeatherEntry,
  type WeatherForecast,
} from '@hospes/domain';

/** One day of the short forecast with the entry it was read from. */
export interface ShortForecastPick {
  /** The domain's figures: rounded °C and icon. */
  day: ShortForecastDay;
  /** The detailed entry behind them (description, feels-like, wind, rain). */
  entry: WeatherEntry;
}

/**
 * spec §3 short forecast — today and tomorrow — with the detailed entry each
 * was read from, so the page can show feels-like, wind and rain of the same
 * slot. Both halves are the domain's rule.
 */
export function shortForecastEntries(
  forecast: WeatherForecast,
  now: number,
  timeZone: string,
): { today: ShortForecastPick | null; tomorrow: ShortForecastPick | null } {
  const figures = shortForecast(forecast, now, timeZone);
  const entries = pickEntries(forecast, now, timeZone);
  const pick = (day: ShortForecastDay | null, entry: WeatherEntry | null) =>
    day && entry ? { day, entry } : null;
  return {
    today: pick(figures.today, entries.today),
    tomorrow: pick(figures.tomorrow, entries.tomorrow),
  };
}
