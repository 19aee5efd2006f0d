import { z } from 'zod';
import {
  PLAN_DAYS_BEFORE_ARRIVAL_DEFAULT,
  PLAN_VISIBLE_FULLY_AFTER_ARRIVAL_PLUS_DAYS_DEFAULT,
  PLAN_VISIBLE_FULLY_AFTER_ARRIVAL_TIME_DEFAULT,
  PLAN_VISIBLE_FULLY_DEFAULT,
} from '../constants.ts';
import type { PlanSettings } from '../model/project-settings.ts';
import {
  addDays,
  calendarDateOf,
  parseInstant,
  timeToMinutes,
  zonedDate,
  zonedTimeToEpoch,
} from '../time/zoned.ts';

/** What the plan needs of a booking (spec §3 Booking: id, title, start as ISO date-time). */
export interface PlanItem {
  id: string | number;
  title: string;
  /** ISO date-time; without an offset it is a wall time in the project's zone. */
  start: string;
}

/** spec §3 "Plan day": date, items sorted by start, visibleForUser. */
export interface PlanDay<T extends PlanItem = PlanItem> {
  /** 'YYYY-MM-DD' in the project's time zone. */
  date: string;
  items: T[];
  visibleForUser: boolean;
}

/** spec §3 "Plan hint": a note on a booking shown in the plan. */
export const PlanHintSchema = z.looseObject({
  bookingId: z.union([z.string(), z.number()]),
  bookingTitle: z.string(),
  bookingDate: z.string(),
  info: z.string().optional(),
  text: z.string().optional(),
  desc: z.string().optional(),
  hash: z.string(),
});
export type PlanHint = z.infer<typeof PlanHintSchema>;

/** The part of the guest's stay the plan reads (spec §3 Stay.doa, datetime-local). */
export interface PlanStay {
  doa?: string | null;
}

/** Plan settings with the §9 defaults applied. */
export interface ResolvedPlanSettings {
  visible_fully: boolean;
  visible_fully_after_arrival_plus_days: number;
  visible_fully_after_arrival_time: string;
  days_before_arrival: number;
  arrival_date_selector_regex: string | undefined;
}

/**
 * spec §9 plan visibility defaults: visible_fully true; else fully visible
 * after arrival + 0 days at '00:00'; days before arrival 365. An unreadable
 * time or a non-integer number falls back to its default.
 */
export function resolvePlanSettings(settings: PlanSettings | undefined): ResolvedPlanSettings {
  const s = settings ?? {};
  const int = (v: number | undefined, d: number) =>
    v !== undefined && Number.isInteger(v) ? v : d;
  const time = s.visible_fully_after_arrival_time ?? '';
  return {
    visible_fully: s.visible_fully ?? PLAN_VISIBLE_FULLY_DEFAULT,
    visible_fully_after_arrival_plus_days: int(
      s.visible_fully_after_arrival_plus_days,
      PLAN_VISIBLE_FULLY_AFTER_ARRIVAL_PLUS_DAYS_DEFAULT,
    ),
    // '24:00' and unreadable times fall back to the default
    visible_fully_after_arrival_time:
      (timeToMinutes(time) ?? 1440) < 1440 ? time : PLAN_VISIBLE_FULLY_AFTER_ARRIVAL_TIME_DEFAULT,
    days_before_arrival: int(s.days_before_arrival, PLAN_DAYS_BEFORE_ARRIVAL_DEFAULT),
    arrival_date_selector_regex: s.arrival_date_selector_regex,
  };
}

function selectorRegex(source: string | undefined): RegExp | null {
  if (!source) return null;
  try {
    // Case-insensitive (spec silent): staff write "Anreise", titles vary in case.
    return new RegExp(source, 'i');
  } catch {
    // A broken pattern in the project settings must not break the plan.
    return null;
  }
}

/**
 * The guest's arrival date for the plan (spec §9): the date of the stay's
 * arrival (`doa`) when it is readable; otherwise the date of the earliest
 * item whose title matches `arrival_date_selector_regex` (case-insensitive;
 * an invalid pattern matches nothing). Null when neither is known.
 */
export function planArrivalDate(
  items: readonly PlanItem[],
  settings: PlanSettings | undefined,
  stay: PlanStay | null | undefined,
  timeZone: string,
): string | null {
  const fromStay = stay?.doa ? calendarDateOf(stay.doa, timeZone) : null;
  if (fromStay) return fromStay;
  const regex = selectorRegex(resolvePlanSettings(settings).arrival_date_selector_regex);
  if (!regex) return null;
  let earliest: number | null = null;
  for (const item of items) {
    if (!regex.test(item.title)) continue;
    const t = parseInstant(item.start, timeZone);
    if (t !== null && (earliest === null || t < earliest)) earliest = t;
  }
  return earliest === null ? null : zonedDate(earliest, timeZone);
}

/**
 * The instant the plan becomes fully visible (spec §9): arrival date +
 * `visible_fully_after_arrival_plus_days` at `visible_fully_after_arrival_time`
 * in the project's zone; visible from that minute on. Null when the arrival
 * date is unknown.
 */
export function planVisibleFrom(
  arrivalDate: string | null,
  settings: PlanSettings | undefined,
  timeZone: string,
): number | null {
  if (arrivalDate === null) return null;
  const s = resolvePlanSettings(settings);
  return zonedTimeToEpoch(
    `${addDays(arrivalDate, s.visible_fully_after_arrival_plus_days)}T${s.visible_fully_after_arrival_time}`,
    timeZone,
  );
}

/**
 * Whether the plan's days are visible to the guest at `now` (spec §3/§9):
 * always when `visible_fully` (default true); otherwise from the instant of
 * {@link planVisibleFrom} on. Decision: with visible_fully off and no known
 * arrival date the plan stays hidden — the hotel chose to reveal it only
 * after arrival, and an unknown arrival cannot have passed.
 */
export function isPlanVisible(
  arrivalDate: string | null,
  settings: PlanSettings | undefined,
  now: number | Date,
  timeZone: string,
): boolean {
  if (resolvePlanSettings(settings).visible_fully) return true;
  const from = planVisibleFrom(arrivalDate, settings, timeZone);
  return from !== null && +now >= from;
}

/**
 * Builds the plan (spec §3 "Plan day", §9 "Plan visibility"): the items grouped
 * into days by their start's date in the project's zone, days in date order,
 * items within a day sorted by start (equal starts keep their order); only
 * days that have items. Items whose start cannot be read are left out.
 *
 * `days_before_arrival` (default 365; spec silent on its meaning) limits how
 * far back the plan reaches: when the arrival date is known, days earlier
 * than arrival − days_before_arrival are left out (e.g. the bookings of a
 * stay a year ago). Days after arrival are never cut.
 *
 * `visibleForUser` is the same for every day, see {@link isPlanVisible}.
 */
export function buildPlanDays<T extends PlanItem>(
  items: readonly T[],
  settings: PlanSettings | undefined,
  stay: PlanStay | null | undefined,
  now: number | Date,
  timeZone: string,
): PlanDay<T>[] {
  const arrival = planArrivalDate(items, settings, stay, timeZone);
  const earliestDay =
    arrival === null ? null : addDays(arrival, -resolvePlanSettings(settings).days_before_arrival);
  const visibleForUser = isPlanVisible(arrival, settings, now, timeZone);

  const timed: { item: T; t: number; date: string }[] = [];
  for (const item of items) {
    const t = parseInstant(item.start, timeZone);
    if (t === null) continue;
    const date = zonedDate(t, timeZone);
    if (earliestDay !== null && date < earliestDay) continue;
    timed.push({ item, t, date });
  }
  // Array.prototype.sort is stable: equal starts keep their order.
  timed.sort((a, b) => a.t - b.t);

  const days: PlanDay<T>[] = [];
  for (const { item, date } of timed) {
    const last = days[days.length - 1];
    if (last && last.date === date) last.items.push(item);
    else days.push({ date, items: [item], visibleForUser });
  }
  return days;
}

/**
 * The key under which a plan hint is remembered in the project cache's
 * `hintsSeen` (spec §3: hint id → timestamp): its `hash`, so a hint whose
 * text changes counts as new again; the booking id when the hash is empty.
 */
export function planHintKey(hint: PlanHint): string {
  return hint.hash || String(hint.bookingId);
}

/** Whether a plan hint was seen (its key is in `hintsSeen`). */
export function isPlanHintSeen(
  hint: PlanHint,
  hintsSeen: Readonly<Record<string, number>> | undefined,
): boolean {
  return hintsSeen !== undefined && Object.hasOwn(hintsSeen, planHintKey(hint));
}

/**
 * The badge on the plan tab (spec §3 plan hints, project cache `hintsSeen`):
 * the number of plan hints the guest has not seen yet; hints with the same
 * key count once. 0 means no badge.
 */
export function planHintsBadgeCount(
  hints: readonly PlanHint[],
  hintsSeen: Readonly<Record<string, number>> | undefined,
): number {
  const unseen = new Set<string>();
  for (const hint of hints) if (!isPlanHintSeen(hint, hintsSeen)) unseen.add(planHintKey(hint));
  return unseen.size;
}

/** Records plan hints as seen at `now`; returns a new `hintsSeen` record. */
export function markPlanHintsSeen(
  hintsSeen: Readonly<Record<string, number>> | undefined,
  hints: readonly PlanHint[],
  now: number | Date,
): Record<string, number> {
  const next: Record<string, number> = { ...hintsSeen };
  for (const hint of hints) next[planHintKey(hint)] = +now;
  return next;
}
