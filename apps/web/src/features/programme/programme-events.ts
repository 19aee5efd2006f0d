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

/** At most this many dates of one event within a span (a week of daily slots fits). */
const MAX_DATES_PER_EVENT = 31;

/**
 * The valid events (spec §5, judged today in the project's zone) that take
 * place within the filter's span, sorted by date. "All" lists each event once,
 * at its next date; a day or a week lists every date of an event within it
 * (the advent market on Saturday and on Sunday), so each day shows its events.
 * Dates come from the domain's `nextDate`, the order from `sortEventsByDate`.
 */
export function programmeEntries(
  events: readonly ContentItem[],
  filter: DateFilter,
  now: number,
  timeZone: string,
): ProgrammeEntry[] {
  const span = filterSpan(filter, now, timeZone);
  if (span.from >= span.to) return [];
  const valid = events.filter((item) => isEventValid(item, now, timeZone)) as SchedulableItem[];
  const entries: ProgrammeEntry[] = [];
  for (const item of sortEventsByDate(valid, span.from, timeZone)) {
    let from = span.from;
    for (let n = 0; n < MAX_DATES_PER_EVENT; n++) {
      const occurrence = nextDate(item, from, timeZone);
      if (!occurrence || occurrence.start >= span.to) break;
      entries.push({ item: item as ContentItem, occurrence });
      if (span.to === Number.POSITIVE_INFINITY) break;
      from = occurrence.end;
    }
  }
  // Stable: events starting at the same time keep the domain's order.
  return entries.sort((a, b) => a.occurrence.start - b.occurrence.start);
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
