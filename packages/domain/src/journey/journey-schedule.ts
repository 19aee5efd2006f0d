// When a journey step is due (docs/journeys.md): the anchor's local date
// plus the step's days, at its local time in the project's zone; moved out
// of the quiet hours to their end. Templates are filled in here as well.
import { addDays, zonedParts, zonedTimeToEpoch } from '../time/zoned.ts';
import type { JourneyPlaceholder, JourneyStep } from './journey-settings.ts';

/** A stay's local arrival and departure, `YYYY-MM-DDTHH:mm`. */
export interface JourneyStay {
  arrival: string;
  departure: string;
}

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** Whether a local time of day (minutes) lies in quiet hours `from`–`to` (may span midnight). */
function inQuiet(minute: number, quiet: { from: string; to: string }): boolean {
  const from = minutesOf(quiet.from);
  const to = minutesOf(quiet.to);
  if (from === to) return false;
  return from < to ? minute >= from && minute < to : minute >= from || minute < to;
}

/**
 * The instant a step is due for a stay: its anchor's date plus its days, at
 * its time, in `timeZone`; an instant in the quiet hours moves to their end.
 */
export function journeyDueAt(
  step: Pick<JourneyStep, 'anchor' | 'offset_days' | 'time'>,
  stay: JourneyStay,
  timeZone: string,
  quiet?: { from: string; to: string },
): number {
  const date = addDays(stay[step.anchor].slice(0, 10), step.offset_days);
  return outOfQuietHours(zonedTimeToEpoch(`${date}T${step.time}`, timeZone), timeZone, quiet);
}

/** `at`, or the end of the quiet hours it falls into (the same night). */
export function outOfQuietHours(
  at: number,
  timeZone: string,
  quiet?: { from: string; to: string },
): number {
  if (!quiet) return at;
  const p = zonedParts(at, timeZone);
  const minute = p.hour * 60 + p.minute;
  if (!inQuiet(minute, quiet)) return at;
  const pad = (n: number) => String(n).padStart(2, '0');
  const today = `${p.year}-${pad(p.month)}-${pad(p.day)}`;
  // Before midnight in a window spanning it: its end is tomorrow.
  const day = minute >= minutesOf(quiet.to) ? addDays(today, 1) : today;
  return zonedTimeToEpoch(`${day}T${quiet.to}`, timeZone);
}

/** A template with its placeholders filled in; unknown ones stay as they are. */
export function fillJourneyTemplate(
  template: string,
  values: Partial<Record<JourneyPlaceholder, string>>,
): string {
  return template.replace(/\{([a-z_]+)\}/g, (whole, name: string) =>
    name in values ? (values[name as JourneyPlaceholder] ?? '') : whole,
  );
}
