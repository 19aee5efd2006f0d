import type { OpeningHours } from '../model/content-item.ts';
import {
  addDays,
  parseIsoDate,
  timeToMinutes,
  weekdayOf,
  zonedDate,
  zonedParts,
  zonedTimeToEpoch,
} from '../time/zoned.ts';
import { isValidOnDate, validityRange, type DatedItem } from './event-validity.ts';

/**
 * A weekly time slot (spec §3 Activity "weekly timeslot"; same shape as an
 * opening-hours entry): `day` 0 is Sunday (spec §9), times 'HH:mm', '24:00'
 * allowed as an end. A slot whose `to` is not after `from` runs past midnight
 * into the next day; `from` equal to `to` is a full 24 hours.
 */
export interface WeeklySlot {
  day: number;
  from: string;
  to?: string;
}

/** One concrete date of an item: calendar date, wall times and instants. */
export interface Occurrence {
  /** 'YYYY-MM-DD' in the project's time zone (the day it starts). */
  date: string;
  from?: string;
  to?: string;
  /** Epoch ms of the start (00:00 when there is no `from`). */
  start: number;
  /** Epoch ms of the end, exclusive (end of the day when there is no `to`). */
  end: number;
}

/** An item whose next date can be computed (events, activities, POIs). */
export type SchedulableItem = DatedItem & {
  openingHours?: readonly OpeningHours[];
  /** Weekly timeslots of an activity (spec §3); opening hours are used when absent. */
  timeslots?: readonly WeeklySlot[];
};

/**
 * The occurrence on `date` from `from` to `to`, or null when a value is
 * malformed (model data is validated, but a display must not throw).
 */
function occurrence(
  date: string,
  from: string | undefined,
  to: string | undefined,
  timeZone: string,
): Occurrence | null {
  if (!parseIsoDate(date)) return null;
  const fromMin = timeToMinutes(from ?? '00:00');
  const toMin = timeToMinutes(to ?? '24:00');
  if (fromMin === null || toMin === null) return null;
  const start = zonedTimeToEpoch(`${date}T${from ?? '00:00'}`, timeZone);
  // 'to' not after 'from': the slot runs past midnight (equal = 24 hours).
  const endDate = toMin <= fromMin ? addDays(date, 1) : date;
  const end = zonedTimeToEpoch(`${endDate}T${to ?? '24:00'}`, timeZone);
  return { date, from, to, start, end };
}

function earliest(list: Occurrence[]): Occurrence | null {
  let best: Occurrence | null = null;
  for (const o of list) if (!best || o.start < best.start) best = o;
  return best;
}

const maxDate = (a: string, b: string) => (a > b ? a : b);

/**
 * The next date of an activity or event (spec §3 "next date"): the earliest
 * occurrence that has not ended yet at `now` — an occurrence going on right
 * now counts, so a guest sees "today 10:00–18:00" during the market. Sources,
 * first present wins (spec silent on precedence; the most specific first):
 * 1. `fullSchedule` entries (date, optional from/to);
 * 2. `eventFrom`..`eventTo` (eventTo defaults to eventFrom): every day of the
 *    range from `eventFromTime` to `eventToTime` — a daily slot, as markets and
 *    festivals run, not one continuous span; no times = all day;
 * 3. weekly `timeslots`, else `openingHours` (day 0 = Sunday).
 * Only days on which the item is valid (spec §5: not inactive, within
 * validFrom..validTo) count. Null when no occurrence is left.
 */
export function nextDate(
  item: SchedulableItem,
  now: number | Date,
  timeZone: string,
): Occurrence | null {
  const t = +now;
  const today = zonedDate(t, timeZone);
  const open = (o: Occurrence | null): o is Occurrence =>
    o !== null && o.end > t && isValidOnDate(item, o.date);

  if (item.fullSchedule && item.fullSchedule.length > 0) {
    return earliest(
      item.fullSchedule.map((e) => occurrence(e.date, e.from, e.to, timeZone)).filter(open),
    );
  }

  const validity = validityRange(item);
  // From yesterday: a slot that started yesterday may run past midnight.
  const searchFrom = maxDate(addDays(today, -1), validity.from);

  if (item.eventFrom) {
    const last = item.eventTo ?? item.eventFrom;
    // Days from searchFrom on are past validFrom, and the first day past
    // validTo ends the search: at most three days are looked at.
    for (let d = maxDate(item.eventFrom, searchFrom); d <= last; d = addDays(d, 1)) {
      const o = occurrence(d, item.eventFromTime, item.eventToTime, timeZone);
      if (o === null || !isValidOnDate(item, d)) return null;
      if (o.end > t) return o;
    }
    return null;
  }

  const slots = item.timeslots ?? item.openingHours ?? [];
  if (!parseIsoDate(searchFrom)) return null;
  const found: Occurrence[] = [];
  // Eight days from yesterday cover every weekday after today's slots.
  for (let i = 0; i <= 8; i++) {
    const d = addDays(searchFrom, i);
    const weekday = weekdayOf(d);
    for (const s of slots) {
      if (s.day !== weekday) continue;
      const o = occurrence(d, s.from, s.to, timeZone);
      if (open(o)) found.push(o);
    }
  }
  return earliest(found);
}

/**
 * Whether a place is open at `now` by its weekly opening hours (spec §3
 * openingHours, day 0 = Sunday), read on the wall clock of the project's time
 * zone. An interval includes its `from` minute and excludes its `to` minute;
 * '24:00' is the end of the day; an interval whose `to` is not after `from`
 * runs past midnight into the next weekday (22:00–02:00 is open on Saturday
 * 01:00 when given for Friday); `from` equal to `to` is open 24 hours.
 * No (or empty) opening hours: closed.
 */
export function isOpenNow(
  openingHours: readonly OpeningHours[] | undefined,
  now: number | Date,
  timeZone: string,
): boolean {
  if (!openingHours) return false;
  const p = zonedParts(+now, timeZone);
  const minute = p.hour * 60 + p.minute;
  const yesterday = (p.weekday + 6) % 7;
  return openingHours.some((h) => {
    const from = timeToMinutes(h.from);
    const to = timeToMinutes(h.to);
    if (from === null || to === null) return false;
    if (to > from) return h.day === p.weekday && from <= minute && minute < to;
    return (h.day === p.weekday && minute >= from) || (h.day === yesterday && minute < to);
  });
}

/**
 * Sorts events for display by date (spec §3 events list): by the start of
 * their next date ({@link nextDate}) — so a festival going on today comes
 * before one starting next week — then by eventFrom/eventFromTime; items
 * without a next date last. Returns a new array; ties keep their order.
 */
export function sortEventsByDate<T extends SchedulableItem>(
  items: readonly T[],
  now: number | Date,
  timeZone: string,
): T[] {
  const keyed = items.map((item) => ({
    item,
    next: nextDate(item, now, timeZone)?.start ?? Number.POSITIVE_INFINITY,
    from: `${item.eventFrom ?? '9999-12-31'}T${item.eventFromTime ?? '00:00'}`,
  }));
  // Array.prototype.sort is stable: full ties keep their order.
  keyed.sort((a, b) => {
    if (a.next !== b.next) return a.next < b.next ? -1 : 1;
    return a.from < b.from ? -1 : a.from > b.from ? 1 : 0;
  });
  return keyed.map((k) => k.item);
}
