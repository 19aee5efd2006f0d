import {
  formatInstant,
  formatTime,
  isOpenNow,
  nextDate,
  shortenText,
  type ContentItem,
} from '@hospes/domain';
import { plainText } from '../../lib/content/item-facts.ts';

/** The picture of an item's card: its first image, else the first of its frame. */
export function cardImageOf(item: ContentItem): string | undefined {
  return item.images?.[0] ?? item.frame?.images?.[0];
}

/** The teaser of a card: the plain description shortened by the domain rule (spec §5/§9). */
export function teaserOf(item: ContentItem): string {
  return item.description ? shortenText(plainText(item.description)) : '';
}

/**
 * Whether the card shows "open now": by the domain's opening-hours rule in
 * the project's time zone; an item without opening hours uses the model's
 * own `isOpenNow` (spec §3 content item, set by an external source). A
 * temporarily closed place is never open.
 */
export function openNowOf(item: ContentItem, now: number, timeZone: string): boolean {
  if (item.temporarilyClosed === true) return false;
  if (item.openingHours && item.openingHours.length > 0) {
    return isOpenNow(item.openingHours, now, timeZone);
  }
  return item.isOpenNow === true;
}

/**
 * The next date of an event as a card shows it ("Sa., 14. Juni, 19:00 Uhr"),
 * by the domain's next-date rule; null for other items or when none is left.
 */
export function nextDateLabel(
  item: ContentItem,
  now: number,
  timeZone: string,
  lang: string,
): string | null {
  if (item.type !== 'EVENT') return null;
  const next = nextDate(item, now, timeZone);
  if (!next) return null;
  const day = formatInstant(next.start, lang, timeZone, 'day');
  return next.from ? `${day}, ${formatTime(next.from, lang)}` : day;
}
