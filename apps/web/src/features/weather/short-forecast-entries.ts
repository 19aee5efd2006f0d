import {
  shortForecast,
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
 * slot. Which entry counts as "today" and "tomorrow" is the domain's rule
 * (`shortForecast`); it returns only degrees and icon, so the entries are
 * asked for once more with their index as the icon, which names the entry the
 * rule picked without repeating the rule here.
 */
export function shortForecastEntries(
  forecast: WeatherForecast,
  now: number,
  timeZone: string,
): { today: ShortForecastPick | null; tomorrow: ShortForecastPick | null } {
  const figures = shortForecast(forecast, now, timeZone);
  const indexed = shortForecast(
    { ...forecast, list: forecast.list.map((entry, index) => ({ ...entry, icon: String(index) })) },
    now,
    timeZone,
  );
  const pick = (
    day: ShortForecastDay | null,
    marker: ShortForecastDay | null,
  ): ShortForecastPick | null => {
    const entry = marker ? forecast.list[Number(marker.icon)] : undefined;
    return day && entry ? { day, entry } : null;
  };
  return {
    today: pick(figures.today, indexed.today),
    tomorrow: pick(figures.tomorrow, indexed.tomorrow),
  };
}
