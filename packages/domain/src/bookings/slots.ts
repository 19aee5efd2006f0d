import {
  addDays,
  daysBetween,
  parseIsoDate,
  timeToMinutes,
  weekdayOf,
  zonedParts,
  zonedTimeToEpoch,
} from '../time/zoned.ts';
import type { BookingBlock } from './booking-model.ts';

/**
 * The slots of a bookable item (spec §1 "timeslot", §4 "fully booked", "no
 * longer bookable"), generated from its booking block: weekly timeslots
 * between the block's valid dates, and dated slots. A slot's id is its local
 * start `YYYY-MM-DDTHH:mm` in the project's time zone: stable while the
 * model keeps the slot, and readable in the staff's lists.
 */

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

/** A generated slot, before the places taken are known. */
export interface BookingSlot {
  slotId: string;
  /** Local date `YYYY-MM-DD`. */
  date: string;
  /** Start and end as ISO date-times with the zone's offset, e.g. 2026-12-01T09:00:00+01:00. */
  start: string;
  end: string;
  startEpoch: number;
  endEpoch: number;
  capacity: number;
}

/** The longest range one slot query may span (days). */
export const MAX_SLOT_RANGE_DAYS = 92;

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as an ISO date-time with the zone's offset (no milliseconds). */
export function isoInZone(epochMs: number, timeZone: string): string {
  const p = zonedParts(epochMs, timeZone);
  const wall = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute);
  const offsetMin = Math.round((wall - Math.floor(epochMs / 60_000) * 60_000) / 60_000);
  const sign = offsetMin < 0 ? '-' : '+';
  const abs = Math.abs(offsetMin);
  return (
    `${p.year}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}:00` +
    `${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`
  );
}

function makeSlot(
  date: string,
  from: string,
  to: string | undefined,
  capacity: number,
  durationMinutes: number,
  timeZone: string,
): BookingSlot | null {
  let startEpoch: number;
  try {
    startEpoch = zonedTimeToEpoch(`${date}T${from}`, timeZone);
  } catch {
    return null;
  }
  const fromMin = timeToMinutes(from) ?? 0;
  const toMin = to === undefined ? null : timeToMinutes(to);
  // An end before the start (23:00–01:00) ends the next day.
  const endEpoch =
    toMin === null
      ? startEpoch + durationMinutes * 60_000
      : startEpoch + ((toMin - fromMin + 1440) % 1440 || 1440) * 60_000;
  return {
    slotId: `${date}T${from}`,
    date,
    start: isoInZone(startEpoch, timeZone),
    end: isoInZone(endEpoch, timeZone),
    startEpoch,
    endEpoch,
    capacity,
  };
}

/**
 * The slots of `block` whose local date lies in [`from`, `to`] (inclusive),
 * sorted by start. A dated slot at the same time as a weekly one replaces it
 * (so a date can carry its own contingent).
 */
export function bookingSlots(
  block: BookingBlock,
  range: { from: string; to: string },
  timeZone: string,
): BookingSlot[] {
  if (!parseIsoDate(range.from) || !parseIsoDate(range.to)) return [];
  const days = daysBetween(range.from, range.to);
  if (days < 0) return [];
  const duration = block.duration_minutes ?? 60;
  const slots = new Map<string, BookingSlot>();
  const except = new Set(block.except ?? []);
  const weekly = block.weekly ?? [];
  if (weekly.length > 0) {
    for (let i = 0; i <= Math.min(days, MAX_SLOT_RANGE_DAYS); i++) {
      const date = addDays(range.from, i);
      if (block.valid_from && date < block.valid_from) continue;
      if (block.valid_to && date > block.valid_to) continue;
      if (except.has(date)) continue;
      const weekday = weekdayOf(date);
      for (const rule of weekly) {
        if (rule.day !== weekday) continue;
        const slot = makeSlot(date, rule.from, rule.to, block.contingent, duration, timeZone);
        if (slot) slots.set(slot.slotId, slot);
      }
    }
  }
  for (const dated of block.dates ?? []) {
    if (dated.date < range.from || dated.date > range.to) continue;
    const slot = makeSlot(
      dated.date,
      dated.from,
      dated.to,
      dated.contingent ?? block.contingent,
      duration,
      timeZone,
    );
    if (slot) slots.set(slot.slotId, slot);
  }
  return [...slots.values()].sort((a, b) => a.startEpoch - b.startEpoch);
}

const SLOT_ID = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/;

/** The slot of `block` with this id, or null when the model has no such slot. */
export function findBookingSlot(
  block: BookingBlock,
  slotId: string,
  timeZone: string,
): BookingSlot | null {
  const match = SLOT_ID.exec(slotId);
  if (!match) return null;
  const date = match[1]!;
  return (
    bookingSlots(block, { from: date, to: date }, timeZone).find((s) => s.slotId === slotId) ?? null
  );
}

/**
 * spec §4 "a programme entry can become no longer bookable": whether a slot
 * can be booked at `now` —
 * - 'past': it has started;
 * - 'closed': booking closed `closes_hours_before` the start;
 * - 'not_yet_open': booking opens `opens_days_before` the start;
 * - 'open': bookable (if places are free).
 */
export type SlotBookability = 'open' | 'not_yet_open' | 'closed' | 'past';

export function slotBookability(
  block: BookingBlock,
  slot: Pick<BookingSlot, 'startEpoch'>,
  now: number,
): SlotBookability {
  if (now >= slot.startEpoch) return 'past';
  if (now > slot.startEpoch - block.closes_hours_before * HOUR_MS) return 'closed';
  if (now < slot.startEpoch - block.opens_days_before * DAY_MS) return 'not_yet_open';
  return 'open';
}

/** The most persons one registration of this block may have. */
export function maxPersonsPerRegistration(block: BookingBlock): number {
  return Math.min(block.max_persons ?? block.contingent, block.contingent);
}
