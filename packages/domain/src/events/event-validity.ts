import type { ContentItem } from '../model/content-item.ts';
import { zonedDate } from '../time/zoned.ts';

/** spec §5: a missing validFrom means "valid since ever". */
export const VALID_FROM_FAR_PAST = '0001-01-01';
/** spec §5: a missing validTo (and, for events, a missing eventTo) means "valid for ever". */
export const VALID_TO_FAR_FUTURE = '9999-12-31';

/** The fields of a content item that the validity and next-date rules read. */
export type DatedItem = Pick<
  ContentItem,
  | 'type'
  | 'inactive'
  | 'validFrom'
  | 'validTo'
  | 'eventFrom'
  | 'eventTo'
  | 'eventFromTime'
  | 'eventToTime'
  | 'fullSchedule'
>;

/**
 * The last calendar date of an event (spec §3 "Event"): `eventTo`; when the
 * model has none (spec silent), the last date of its `fullSchedule`, else
 * `eventFrom` (a one-day event). Undefined for an event without any date.
 */
export function eventEndDate(item: DatedItem): string | undefined {
  if (item.eventTo) return item.eventTo;
  let last: string | undefined;
  for (const e of item.fullSchedule ?? []) if (last === undefined || e.date > last) last = e.date;
  return last ?? item.eventFrom;
}

/**
 * The inclusive validity range of an item (spec §5 "Event validity"):
 * validFrom defaults to the far past; validTo defaults to the event's end
 * date for events (type EVENT, see {@link eventEndDate}), else the far future.
 */
export function validityRange(item: DatedItem): { from: string; to: string } {
  const from = item.validFrom ?? VALID_FROM_FAR_PAST;
  const to =
    item.validTo ?? (item.type === 'EVENT' ? eventEndDate(item) : undefined) ?? VALID_TO_FAR_FUTURE;
  return { from, to };
}

/**
 * spec §5 "Event validity" for one calendar date 'YYYY-MM-DD': not inactive,
 * and the date within validFrom..validTo, both inclusive.
 */
export function isValidOnDate(item: DatedItem, date: string): boolean {
  if (item.inactive === true) return false;
  const { from, to } = validityRange(item);
  // 'YYYY-MM-DD' strings order like the dates they name.
  return from <= date && date <= to;
}

/**
 * spec §5 "Event validity": an event (or any dated content item) is shown when
 * it is not inactive and today — the date of `now` in the project's time zone,
 * not the device's — lies within validFrom (default far past) and validTo
 * (default eventTo for events, else far future), both inclusive. So an event
 * ending today stays visible until midnight in the project's zone.
 */
export function isEventValid(item: DatedItem, now: number | Date, timeZone: string): boolean {
  return isValidOnDate(item, zonedDate(+now, timeZone));
}
