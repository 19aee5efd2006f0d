import {
  entryEpochMs,
  isDark,
  nextDate,
  zonedParts,
  type ContentItem,
  type ContentItemType,
  type WeatherForecast,
} from '@hospes/domain';
import { openState, schedulable, weeklyTimeslots } from '../../lib/content/item-facts.ts';

/** Why an item was suggested, as the card says it. */
export type SurpriseReason = 'openNow' | 'anyWeather' | 'anyTime';

/** An item that fits right now, with the reasons it fits. */
export interface SurpriseCandidate {
  item: ContentItem;
  reasons: SurpriseReason[];
}

/** What the choice depends on. */
export interface SurpriseConditions {
  now: number;
  timeZone: string;
  /** Rain is likely soon (see {@link isRainLikely}); false when the weather is unknown. */
  rainLikely: boolean;
  /** It is dark outside at the project (see {@link isDarkAt}). */
  dark: boolean;
}

/** The kinds of items the picker suggests: things to do and places, not events or notes. */
export const SURPRISE_TYPES: readonly ContentItemType[] = ['ACTIVITY', 'POI'];

/** A probability of precipitation from which rain counts as likely. */
export const RAIN_LIKELY_POP = 0.5;
/** How far ahead "the next hours" reach. */
export const RAIN_LOOKAHEAD_MS = 6 * 3_600_000;
/** The length of one forecast entry (docs/api.md: 3-hour entries). */
export const FORECAST_ENTRY_MS = 3 * 3_600_000;

/**
 * Whether rain is likely in the next hours: a forecast entry that overlaps
 * the next {@link RAIN_LOOKAHEAD_MS} has a probability of precipitation of
 * at least {@link RAIN_LIKELY_POP}. No forecast: false (the weather is then
 * not a criterion). The spec names the rule ("AnyWeather when rain is
 * likely") but not its figures; these are ours.
 */
export function isRainLikely(forecast: WeatherForecast | null, now: number): boolean {
  if (!forecast) return false;
  return forecast.list.some((entry) => {
    const start = entryEpochMs(entry);
    return (
      start < now + RAIN_LOOKAHEAD_MS &&
      start + FORECAST_ENTRY_MS > now &&
      entry.pop >= RAIN_LIKELY_POP
    );
  });
}

/**
 * Whether an item can be done now, and why: open now by its opening hours
 * (domain `isOpenNow` in the project's zone) or by a weekly timeslot going
 * on now (domain `nextDate`); an item without any hours can be done at any
 * time. Null when it is closed now or temporarily closed.
 */
function availability(item: ContentItem, now: number, timeZone: string): SurpriseReason | null {
  const state = openState(item, now, timeZone);
  if (state === 'temporarily-closed' || state === 'closed') return null;
  if (state === 'open') return 'openNow';
  if (weeklyTimeslots(item).length > 0) {
    const next = nextDate(schedulable(item), now, timeZone);
    return next && next.start <= now ? 'openNow' : null;
  }
  return 'anyTime';
}

/** Hours of the project's day that count as dark when it has no position: 19:00 to 07:00. */
export const DARK_FROM_HOUR = 19;
export const DARK_UNTIL_HOUR = 7;

/**
 * Whether it is dark at the project now: between sunset and sunrise at its
 * position (domain `isDark`); without a position, from {@link DARK_FROM_HOUR}
 * to {@link DARK_UNTIL_HOUR} in its time zone.
 */
export function isDarkAt(
  now: number,
  timeZone: string,
  position: { latitude: number; longitude: number } | undefined,
): boolean {
  if (position) return isDark(now, position.latitude, position.longitude);
  const { hour } = zonedParts(now, timeZone);
  return hour >= DARK_FROM_HOUR || hour < DARK_UNTIL_HOUR;
}

/**
 * The items that fit right now ("Surprise me"): activities and places that
 * are open now (or have no hours); when rain is likely, only those good in
 * any weather (feature AnyWeather); after dark, a place without opening
 * hours — a trail, a viewpoint, a lake shore — only when it is good in any
 * weather too (indoors), never a walk in the dark.
 */
export function surpriseCandidates(
  items: readonly ContentItem[],
  { now, timeZone, rainLikely, dark }: SurpriseConditions,
): SurpriseCandidate[] {
  const candidates: SurpriseCandidate[] = [];
  for (const item of items) {
    if (!SURPRISE_TYPES.includes(item.type)) continue;
    const anyWeather = item.features?.includes('AnyWeather') === true;
    if (rainLikely && !anyWeather) continue;
    const reason = availability(item, now, timeZone);
    if (!reason) continue;
    if (dark && reason === 'anyTime' && !anyWeather) continue;
    candidates.push({ item, reasons: rainLikely ? [reason, 'anyWeather'] : [reason] });
  }
  return candidates;
}

/** A source of random numbers in [0, 1), like `Math.random` (injectable for tests). */
export type RandomSource = () => number;

/**
 * Picks one candidate at random, never the one picked last (`lastId`) when
 * there is any other; the last one again only when it is the only one that
 * fits. Null when nothing fits.
 */
export function pickSurprise(
  candidates: readonly SurpriseCandidate[],
  lastId: string | null,
  random: RandomSource = Math.random,
): SurpriseCandidate | null {
  const others = candidates.filter((c) => c.item.id !== lastId);
  const pool = others.length > 0 ? others : candidates;
  if (pool.length === 0) return null;
  const index = Math.min(pool.length - 1, Math.floor(random() * pool.length));
  return pool[Math.max(0, index)] ?? null;
}
