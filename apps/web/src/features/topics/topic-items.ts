import {
  haversineMeters,
  isEventValid,
  sortEventsByDate,
  type ContentItem,
  type DiscoverProperties,
  type LatLng,
  type Topic,
  type TopicFilter,
  type TopicSort,
} from '@hospes/domain';

/**
 * "Show more" paging of topic lists: this many items at first and per tap.
 * spec §9 leaves page sizes open ("not shown"); ten cards fill about two
 * phone screens, and keep the first render of a long list light.
 */
export const TOPIC_PAGE_SIZE = 10;

/** What the list needs to know to sort. */
export interface SortContext {
  /** Language of the titles (alphabetical order follows it). */
  lang: string;
  /** The guest's location; distance sorting needs it. */
  location: LatLng | null;
  now: number;
  timeZone: string;
}

/**
 * The items of a topic a guest may see now: spec §5 validity (not inactive,
 * today within validFrom..validTo, events end with their eventTo), read in
 * the project's time zone.
 */
export function visibleItems(topic: Topic, now: number, timeZone: string): ContentItem[] {
  return topic.items.filter((item) => isEventValid(item, now, timeZone));
}

/**
 * The model's filters (topic.filters {id,label,tag}): an item matches a
 * filter when it carries the filter's tag. With several filters on, an item
 * must match each of them — every chip narrows the list (decision: "With
 * children" and "Rainy days" together mean both, not either). Unknown ids
 * are ignored; no filter on keeps every item.
 */
export function filterItems(
  items: readonly ContentItem[],
  filters: readonly TopicFilter[] | undefined,
  activeIds: readonly string[],
): ContentItem[] {
  const tags = (filters ?? []).filter((f) => activeIds.includes(f.id)).map((f) => f.tag);
  if (tags.length === 0) return [...items];
  return items.filter((item) => tags.every((tag) => item.tags?.includes(tag)));
}

/** The sort orders that make sense for these items (alphabet always). */
export function availableSorts(topic: Topic): TopicSort[] {
  const sorts: TopicSort[] = ['alphabet'];
  if (topic.items.some((item) => item.geo)) sorts.push('distance');
  const dated = topic.items.some(
    (item) => item.type === 'EVENT' || item.eventFrom || (item.fullSchedule?.length ?? 0) > 0,
  );
  if (topic.sort === 'date' || dated) sorts.push('date');
  return sorts;
}

/**
 * The order a topic opens in: distance once the guest's location is known
 * and the project asks for it (`sort_topics_after_user_location`), else the
 * topic's `sort`, else alphabetical. A distance order without a location
 * cannot be applied, so it falls back to alphabetical (what the select then
 * shows is what the list does).
 */
export function defaultSort(
  topic: Topic,
  properties: DiscoverProperties,
  hasLocation: boolean,
): TopicSort {
  const distancePossible = hasLocation && availableSorts(topic).includes('distance');
  if (properties.sort_topics_after_user_location === true && distancePossible) return 'distance';
  const sort = topic.sort ?? 'alphabet';
  if (sort === 'distance' && !distancePossible) return 'alphabet';
  return sort;
}

/** Metres from the guest to an item, or null when either place is unknown. */
export function distanceTo(item: ContentItem, location: LatLng | null): number | null {
  return item.geo && location ? haversineMeters(location, item.geo) : null;
}

function byTitle(lang: string) {
  const collator = new Intl.Collator(lang, { sensitivity: 'base', numeric: true });
  return (a: ContentItem, b: ContentItem) => collator.compare(a.title, b.title);
}

/**
 * Sorts a topic's items (spec §2: by alphabet, distance or date); returns a
 * new array.
 * - alphabet: by title, in the language's collation;
 * - distance: nearest first from the guest (domain `haversineMeters`); items
 *   without a place last, by title; without a location: alphabetical;
 * - date: by next date (domain `sortEventsByDate`: a running event first,
 *   items without a next date last).
 */
export function sortItems(
  items: readonly ContentItem[],
  sort: TopicSort,
  context: SortContext,
): ContentItem[] {
  const alphabetical = [...items].sort(byTitle(context.lang));
  if (sort === 'alphabet') return alphabetical;
  if (sort === 'date') return sortEventsByDate(alphabetical, context.now, context.timeZone);
  const { location } = context;
  if (!location) return alphabetical;
  const keyed = alphabetical.map((item) => ({ item, meters: distanceTo(item, location) }));
  // Array.prototype.sort is stable: equal distances keep the alphabetical order.
  keyed.sort((a, b) => {
    if (a.meters === null) return b.meters === null ? 0 : 1;
    return b.meters === null ? -1 : a.meters - b.meters;
  });
  return keyed.map((k) => k.item);
}
