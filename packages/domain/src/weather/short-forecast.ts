import { WEATHER_FORECAST_DAYS } from '../constants.ts';
import { roundCelsius } from '../format/temperature.ts';
import { addDays, weekdayOf, zonedDate, zonedParts } from '../time/zoned.ts';
import { entryEpochMs, type WeatherEntry, type WeatherForecast } from './forecast.ts';

/**
 * "Now" may be read from an entry up to this far from the current time even
 * when it falls on another calendar day — one 3-hour forecast step, so that
 * at 23:30 the 00:00 slot still counts as today's weather.
 */
export const WEATHER_NOW_TOLERANCE_MS = 3 * 3_600_000;

/** Minutes after midnight of the wall-clock time that represents a day (12:00). */
const MIDDAY_MINUTES = 12 * 60;

/** spec §3: one day of the short forecast (the spec's spelling "degreeCelcius"). */
export interface ShortForecastDay {
  /** Rounded °C (never -0). */
  degreeCelcius: number;
  icon: string;
}

/** spec §3: the short forecast — today and tomorrow; null where no entry fits. */
export interface ShortForecast {
  today: ShortForecastDay | null;
  tomorrow: ShortForecastDay | null;
}

/** spec §3/§9: one day of the forecast page. */
export interface ForecastDay {
  /** Calendar date 'YYYY-MM-DD' in the project's time zone. */
  date: string;
  /** 0 = Sunday … 6 = Saturday (for weekdayName). */
  weekday: number;
  /** Lowest temp_min of the day's entries, rounded °C. */
  min: number;
  /** Highest temp_max of the day's entries, rounded °C. */
  max: number;
  /** Icon of the representative (midday) entry. */
  icon: string;
  /** Description of the representative (midday) entry. */
  description: string;
  /** Highest probability of precipitation of the day, 0..1. */
  pop: number;
}

/** The entries in time order (the provider's order is not relied on). */
function byTime(list: readonly WeatherEntry[]): WeatherEntry[] {
  return [...list].sort((a, b) => a.time - b.time);
}

/** The entry with the smallest distance; on a tie the first (earlier) one. */
function nearest(
  entries: readonly WeatherEntry[],
  distance: (e: WeatherEntry) => number,
): WeatherEntry | undefined {
  let best: WeatherEntry | undefined;
  let bestDistance = Infinity;
  for (const e of entries) {
    const d = distance(e);
    if (d < bestDistance) {
      best = e;
      bestDistance = d;
    }
  }
  return best;
}

/** The entry nearest to 12:00 wall-clock time of its day in the zone. */
function middayEntry(entries: readonly WeatherEntry[], timeZone: string): WeatherEntry | undefined {
  return nearest(entries, (e) => {
    const p = zonedParts(entryEpochMs(e), timeZone);
    return Math.abs(p.hour * 60 + p.minute - MIDDAY_MINUTES);
  });
}

function toShortDay(entry: WeatherEntry | undefined): ShortForecastDay | null {
  return entry ? { degreeCelcius: roundCelsius(entry.temp), icon: entry.icon } : null;
}

/** spec §3: the detailed entries the short forecast is read from; null where none fits. */
export interface ShortForecastEntries {
  today: WeatherEntry | null;
  tomorrow: WeatherEntry | null;
}

/**
 * spec §3: which detailed entries the short forecast of the weather widget
 * stands for (the page shows their feels-like, wind and rain too).
 * - today: the entry nearest to `now` among the entries of today's date in
 *   `timeZone` and those at most {@link WEATHER_NOW_TOLERANCE_MS} from now
 *   (what the guest feels right now);
 * - tomorrow: the entry of tomorrow's date nearest to 12:00 local time (the
 *   weather of the day a guest plans for, not of the night).
 * Ties go to the earlier entry. Either is null when no entry fits (e.g. an
 * empty or stale forecast). `now` is epoch ms.
 */
export function shortForecastEntries(
  forecast: WeatherForecast,
  now: number,
  timeZone: string,
): ShortForecastEntries {
  const today = zonedDate(now, timeZone);
  const tomorrow = addDays(today, 1);
  const list = byTime(forecast.list);
  const todayCandidates = list.filter(
    (e) =>
      zonedDate(entryEpochMs(e), timeZone) === today ||
      Math.abs(entryEpochMs(e) - now) <= WEATHER_NOW_TOLERANCE_MS,
  );
  const tomorrowEntries = list.filter((e) => zonedDate(entryEpochMs(e), timeZone) === tomorrow);
  return {
    today: nearest(todayCandidates, (e) => Math.abs(entryEpochMs(e) - now)) ?? null,
    tomorrow: middayEntry(tomorrowEntries, timeZone) ?? null,
  };
}

/**
 * spec §3: the short forecast of the weather widget — today and tomorrow,
 * each with rounded °C (`degreeCelcius`, the spec's spelling) and icon, read
 * from the entries {@link shortForecastEntries} picks.
 */
export function shortForecast(
  forecast: WeatherForecast,
  now: number,
  timeZone: string,
): ShortForecast {
  const { today, tomorrow } = shortForecastEntries(forecast, now, timeZone);
  return { today: toShortDay(today ?? undefined), tomorrow: toShortDay(tomorrow ?? undefined) };
}

/**
 * spec §3/§9: the days of the forecast page — up to `days` (default 3)
 * calendar days in `timeZone`, starting with today, that have entries
 * (earlier days are dropped; a gap in the data is skipped, not invented).
 * Per day: min of temp_min and max of temp_max rounded to °C, the icon and
 * description of the entry nearest to 12:00 (representative of the day, as
 * a guest reads a daily forecast), and the highest probability of
 * precipitation. `now` is epoch ms.
 */
export function forecastDays(
  forecast: WeatherForecast,
  now: number,
  timeZone: string,
  days: number = WEATHER_FORECAST_DAYS,
): ForecastDay[] {
  const today = zonedDate(now, timeZone);
  const byDate = new Map<string, WeatherEntry[]>();
  for (const e of byTime(forecast.list)) {
    const date = zonedDate(entryEpochMs(e), timeZone);
    if (date < today) continue;
    const list = byDate.get(date) ?? [];
    list.push(e);
    byDate.set(date, list);
  }
  // Entries were read in time order, so the dates are already in order.
  const dated = [...byDate].slice(0, Math.max(0, days));
  return dated.map(([date, entries]) => {
    const midday = middayEntry(entries, timeZone) as WeatherEntry;
    return {
      date,
      weekday: weekdayOf(date),
      min: roundCelsius(Math.min(...entries.map((e) => e.temp_min))),
      max: roundCelsius(Math.max(...entries.map((e) => e.temp_max))),
      icon: midday.icon,
      description: midday.description,
      pop: Math.max(...entries.map((e) => e.pop)),
    };
  });
}
