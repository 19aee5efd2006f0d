/**
 * The events of spec §2 `/programme/:programmeId?`: the events (type EVENT)
 * of all topics or of one programme topic, only valid ones (spec §5 event
 * validity: inactive and past ones hidden), each at its next date, sorted by
 * date — and the date filter (today, tomorrow, this week, a picked date),
 * all in the project's time zone with the domain's rules and time helpers.
 */
import {
  addDays,
  isEvent,
  isEventValid,
  nextDate,
  parseIsoDate,
  sortEventsByDate,
  weekdayOf,
  zonedDate,
  zonedStartOfDay,
  type ContentItem,
  type Occurrence,
  type SchedulableItem,
  type Topic,
} from '@hospes/domain';

/** The date filter of the programme. */
export type DateFilter =
  | { kind: 'all' }
  | { kind: 'today' }
  | { kind: 'tomorrow' }
  | { kind: 'week' }
  | { kind: 'date'; date: string };

/** The filter kinds offered as choices (a picked date has its own field). */
export const DATE_FILTER_CHOICES = ['all', 'today', 'tomorrow', 'week'] as const;

/** The filter as kept in the address (`?when=`): '' for all, else the kind or the date. */
export function dateFilterToParam(filter: DateFilter): string {
  if (filter.kind === 'all') return '';
  return filter.kind === 'date' ? filter.date : filter.kind;
}

/** Reads `?when=`; anything unknown is "all". */
export function dateFilterFromParam(value: string | null | undefined): DateFilter {
  if (value === 'today' || value === 'tomorrow' || value === 'week') return { kind: value };
  if (value && parseIsoDate(value)) return { kind: 'date', date: value };
  return { kind: 'all' };
}

/**
 * The events of the programme: of the topic `programmeId`, or of every topic
 * (an event listed in two topics once). Undefined when `programmeId` names no topic.
 */
export function programmeEvents(
  topics: readonly Topic[],
  programmeId: string | undefined,
): ContentItem[] | undefined {
  if (programmeId !== undefined) {
    return topics.find((topic) => topic.id === programmeId)?.items.filter(isEvent);
  }
  const seen = new Set<string>();
  const events: ContentItem[] = [];
  for (const topic of topics) {
    for (const item of topic.items) {
      if (isEvent(item) && !seen.has(item.id)) {
        seen.add(item.id);
        events.push(item);
      }
    }
  }
  return events;
}

/** Days from a weekday to the next Monday (the week runs Monday to Sunday). */
function daysToNextMonday(weekday: number): number {
  return (8 - weekday) % 7 || 7;
}

/**
 * The time span a filter covers, as instants: from `now` (or the start of
 * the filtered day, if later) to the end of the last day, exclusive.
 */
export function filterSpan(
  filter: DateFilter,
  now: number,
  timeZone: string,
): { from: number; to: number } {
  const today = zonedDate(now, timeZone);
  const day = (date: string, days = 1) => ({
    from: Math.max(now, zonedStartOfDay(date, timeZone)),
    to: zonedStartOfDay(addDays(date, days), timeZone),
  });
  switch (filter.kind) {
    case 'all':
      return { from: now, to: Number.POSITIVE_INFINITY };
    case 'today':
      return day(today);
    case 'tomorrow':
      return day(addDays(today, 1));
    case 'week':
      return day(today, daysToNextMonday(weekdayOf(today)));
    case 'date':
      return day(filter.date);
  }
}

/** An event at the date it is listed with. */
export interface ProgrammeEntry {
  item: ContentItem;
  occurrence: Occurrence;
}

/**
 * The valid events (spec §5, judged today in the project's zone) that take
 * place within the filter's span, each at its next date in the span, sorted
 * by that date (domain `sortEventsByDate`).
 */
export function programmeEntries(
  events: readonly ContentItem[],
  filter: DateFilter,
  now: number,
  timeZone: string,
): ProgrammeEntry[] {
  const span = filterSpan(filter, now, timeZone);
  if (span.from >= span.to) return [];
  const entries = new Map<ContentItem, Occurrence>();
  for (const item of events) {
    if (!isEventValid(item, now, timeZone)) continue;
    const occurrence = nextDate(item as SchedulableItem, span.from, timeZone);
    if (occurrence && occurrence.start < span.to) entries.set(item, occurrence);
  }
  return sortEventsByDate([...entries.keys()] as SchedulableItem[], span.from, timeZone).map(
    (item) => ({ item: item as ContentItem, occurrence: entries.get(item as ContentItem)! }),
  );
}

/** The entries of one day. */
export interface ProgrammeDay {
  date: string;
  entries: ProgrammeEntry[];
}

/** Sorted entries grouped by the date they are listed with (order kept). */
export function groupByDate(entries: readonly ProgrammeEntry[]): ProgrammeDay[] {
  const days: ProgrammeDay[] = [];
  for (const entry of entries) {
    const last = days[days.length - 1];
    if (last && last.date === entry.occurrence.date) last.entries.push(entry);
    else days.push({ date: entry.occurrence.date, entries: [entry] });
  }
  return days;
}
