import { mapBrowserLanguages } from '../languages.ts';

/**
 * spec §9: a duration in hours and minutes — "1 h 30 min", "45 min", "2 h"
 * ("0 min" for zero). Minutes are rounded to whole minutes first. Russian
 * guests read the Cyrillic units ("1 ч 30 мин"); every other language uses
 * the spec's "h" and "min". Returns '' for a negative or non-finite value.
 */
export function formatDuration(minutes: number, lang: string): string {
  if (!Number.isFinite(minutes) || minutes < 0) return '';
  const ru = mapBrowserLanguages([lang]) === 'ru';
  const hUnit = ru ? 'ч' : 'h';
  const minUnit = ru ? 'мин' : 'min';
  const total = Math.round(minutes);
  const h = Math.floor(total / 60);
  const min = total % 60;
  if (h === 0) return `${min} ${minUnit}`;
  if (min === 0) return `${h} ${hUnit}`;
  return `${h} ${hUnit} ${min} ${minUnit}`;
}
