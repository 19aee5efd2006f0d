// Plans the journey's mails of a project (docs/journeys.md): for every
// reservation with a stay around today, one message per step for its main
// guest, due when the step says in the project's zone; a reservation whose
// dates changed moves its planned messages, one gone from the PMS (canceled)
// or out of reach cancels them. Planning twice changes nothing.
import {
  addDays,
  journeyDueAt,
  zonedDate,
  zonedTimeToEpoch,
  type GuestJourney,
} from '@hospes/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { PmsAdapter, PmsReservation } from '../pms/pms-adapter.ts';
import type { ProjectSummary } from '../projects/project.service.ts';
import type { JourneyRepository } from './journey.repository.ts';

/** Stays this many days back are still looked at (steps after departure). */
export const PLAN_DAYS_BACK = 14;
/** Stays up to this many days ahead get their messages planned. */
export const PLAN_DAYS_AHEAD = 60;
/** A step due longer ago than this, its anchor passed, is left out (the moment has passed). */
export const LATE_PLAN_MS = 6 * 60 * 60_000;

export interface JourneyPlannerDeps {
  repository: JourneyRepository;
  pms: Pick<PmsAdapter, 'getReservation' | 'searchReservationIds'>;
  now: () => number;
  log: Pick<FastifyBaseLogger, 'warn'>;
}

/** The stay of a reservation as one: its first arrival and its last departure. */
export function stayOf(r: PmsReservation): { arrival: string; departure: string } | null {
  if (r.roomStays.length === 0) return null;
  const arrival = r.roomStays.map((s) => s.arrival).sort()[0]!;
  const departure = r.roomStays
    .map((s) => s.departure)
    .sort()
    .at(-1)!;
  return { arrival, departure };
}

export class JourneyPlanner {
  constructor(private readonly deps: JourneyPlannerDeps) {}

  /** Plans one project's journey; answers how many reservations it looked at. */
  async plan(project: ProjectSummary, journey: GuestJourney | null): Promise<number> {
    const { repository, pms, now } = this.deps;
    const at = new Date(now()).toISOString();
    const steps = journey?.active ? journey.steps.filter((s) => s.active !== false) : [];
    const timeZone = project.place.timezone;
    const today = zonedDate(now(), timeZone);
    const ids =
      steps.length === 0
        ? []
        : await pms.searchReservationIds(
            project.id,
            { from: addDays(today, -PLAN_DAYS_BACK), to: addDays(today, PLAN_DAYS_AHEAD) },
            2000,
          );
    const seen = new Set(ids);
    for (const id of ids) await this.planReservation(project, journey, id);
    // Planned messages of reservations the search no longer finds: canceled in the PMS, or moved away.
    for (const id of await repository.reservationsWithPlanned(project.id)) {
      if (seen.has(id)) continue;
      const gone = steps.length === 0 || !(await pms.getReservation(project.id, id));
      await repository.cancelPlanned(
        project.id,
        id,
        new Set(),
        gone ? 'The reservation was canceled or the journey is off.' : 'The stay moved.',
        at,
      );
    }
    return ids.length;
  }

  /** Plans one reservation's messages (moved, or canceled when it is gone or the journey is off). */
  async planReservation(
    project: ProjectSummary,
    journey: GuestJourney | null,
    id: string,
  ): Promise<void> {
    const { repository, pms, now } = this.deps;
    const at = new Date(now()).toISOString();
    const steps = journey?.active ? journey.steps.filter((s) => s.active !== false) : [];
    const r = await pms.getReservation(project.id, id);
    const stay = r && stayOf(r);
    const guest = r?.guests.find((g) => g.isMain) ?? r?.guests[0];
    const keep = new Set<string>();
    if (r && stay && guest) {
      for (const step of steps) {
        const due = journeyDueAt(step, stay, project.place.timezone, journey?.quiet_hours);
        // Past its time: sent late only while the moment it prepares is still ahead
        // (a booking made the day before arrival still gets the invitation).
        const anchorAt = zonedTimeToEpoch(stay[step.anchor], project.place.timezone);
        if (due < now() - LATE_PLAN_MS && anchorAt <= now()) continue;
        keep.add(`${guest.id}|${step.id}`);
        await repository.plan(
          {
            projectId: project.id,
            reservationId: id,
            guestId: guest.id,
            stepId: step.id,
            dueAt: new Date(Math.max(due, now())).toISOString(),
            stayEnd: stay.departure.slice(0, 10),
          },
          at,
        );
      }
    }
    await repository.cancelPlanned(project.id, id, keep, 'The stay or the journey changed.', at);
  }
}
