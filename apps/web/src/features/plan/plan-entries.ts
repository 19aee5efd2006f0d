import { addDays, calendarDateOf, type Booking, type PlanItem } from '@hospes/domain';
import type { OwnPlanItem } from '../../lib/plan/own-plan-store.ts';

/** Where a plan entry comes from. */
export type PlanEntryKind = 'booking' | 'registration' | 'own';

/** One entry of the plan (spec §3 "Plan day" items): what the domain sorts, plus what is shown. */
export interface PlanEntry extends PlanItem {
  id: string;
  kind: PlanEntryKind;
  /** The model's content item, for a link to its detail page. */
  itemId?: string;
}

/**
 * The guest's plan entries: bookings and the guest's own entries.
 * Registrations join once the inbox feature keeps them (spec §2 /registrations
 * is not built yet), under the kind 'registration'.
 */
export function planEntries(
  bookings: readonly Booking[],
  own: readonly OwnPlanItem[],
): PlanEntry[] {
  return [
    ...bookings.map((booking): PlanEntry => ({
      id: `booking:${booking.id}`,
      kind: 'booking',
      title: booking.title,
      start: booking.start,
    })),
    ...own.map((item): PlanEntry => ({
      id: `own:${item.id}`,
      kind: 'own',
      title: item.title,
      start: item.start,
      itemId: item.itemId,
    })),
  ];
}

/**
 * The days the day selector offers (spec §2 "my plan with day selector"):
 * every day of the stay from arrival to departure, and every other day that
 * has entries, in date order. Stay dates that cannot be read add no days.
 */
export function selectorDays(
  stay: { doa?: string | null; dod?: string | null } | null | undefined,
  entryDays: readonly string[],
  timeZone: string,
): string[] {
  const days = new Set(entryDays);
  const from = stay?.doa ? calendarDateOf(stay.doa, timeZone) : null;
  const to = stay?.dod ? calendarDateOf(stay.dod, timeZone) : null;
  if (from && to && from <= to) {
    // A stay longer than a year is a typo, not a plan: it adds no days.
    for (let day = from, n = 0; day <= to && n < 366; day = addDays(day, 1), n++) days.add(day);
  }
  return [...days].sort();
}

/** The day shown first: today when it is offered, else the next offered day, else the first. */
export function initialDay(days: readonly string[], today: string): string | null {
  return days.find((day) => day >= today) ?? days[0] ?? null;
}
