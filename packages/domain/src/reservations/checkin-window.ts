import { addDays, calendarDateOf, zonedTimeToEpoch } from '../time/zoned.ts';
import {
  resolveWindowSettings,
  type CheckinCheckoutSettings,
  type CheckinStep,
  type CheckinWindow,
  type ResolvedWindowSettings,
  type RoomStay,
} from './checkin-types.ts';

/**
 * The window of one step around a calendar date (spec §9): from
 * `possible_days_before` days before the date at `possible_from_hour`:00 to
 * `possible_days_after` days after it at `possible_to_hour`:00, wall clock of
 * the project's time zone.
 *
 * Decision (spec silent): the window is half-open, [start, end). "Until hour
 * 23" means until 23:00 — the last possible minute is 22:59 — the way a guest
 * reads "online check-in until 23:00" and the way "from hour 14" means from
 * 14:00. Hour 24 is the end of that day. On a DST day the hours are wall-clock
 * hours (a start in the skipped hour moves to the first instant after it).
 * Null when the date or an hour cannot be read.
 */
export function windowAround(
  date: string,
  settings: ResolvedWindowSettings,
  timeZone: string,
): CheckinWindow | null {
  const hours = [settings.possible_from_hour, settings.possible_to_hour];
  if (hours.some((h) => !Number.isInteger(h) || h < 0 || h > 24)) return null;
  const days = [settings.possible_days_before, settings.possible_days_after];
  if (days.some((d) => !Number.isInteger(d))) return null;
  const hh = (h: number) => String(h).padStart(2, '0');
  const start = zonedTimeToEpoch(
    `${addDays(date, -settings.possible_days_before)}T${hh(settings.possible_from_hour)}:00`,
    timeZone,
  );
  const end = zonedTimeToEpoch(
    `${addDays(date, settings.possible_days_after)}T${hh(settings.possible_to_hour)}:00`,
    timeZone,
  );
  return { start, end };
}

function stepWindow(
  stay: RoomStay,
  settings: CheckinCheckoutSettings | undefined,
  timeZone: string,
  step: CheckinStep,
): CheckinWindow | null {
  const date = calendarDateOf(
    step === 'checkin' ? stay.date_of_arrival : stay.date_of_departure,
    timeZone,
  );
  return date === null ? null : windowAround(date, resolveWindowSettings(settings, step), timeZone);
}

/**
 * spec §4/§9: when online check-in of a room stay is possible, relative to its
 * arrival date (defaults: arrival day 14:00 until the day after arrival 23:00,
 * exclusive — see {@link windowAround}). Ignores `active`; null when the
 * arrival date cannot be read.
 */
export function checkinWindow(
  stay: RoomStay,
  settings: CheckinCheckoutSettings | undefined,
  timeZone: string,
): CheckinWindow | null {
  return stepWindow(stay, settings, timeZone, 'checkin');
}

/**
 * spec §4/§9: when online check-out of a room stay is possible, relative to
 * its departure date, with the same defaults as check-in (departure day 14:00
 * until the day after departure 23:00, exclusive). Null when the departure
 * date cannot be read.
 */
export function checkoutWindow(
  stay: RoomStay,
  settings: CheckinCheckoutSettings | undefined,
  timeZone: string,
): CheckinWindow | null {
  return stepWindow(stay, settings, timeZone, 'checkout');
}
