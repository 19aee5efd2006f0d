// The guest journey (docs/journeys.md) for the routes and the scheduler:
// planning and sending rounds, staff's "send now", the previews of the
// templates, the personal link and the one-click unsubscribe.
import { normalizeReservationNumber, type GuestJourney, type JourneyTarget } from '@hospes/domain';
import type { PmsAdapter, PmsReservation } from '../pms/pms-adapter.ts';
import type { ProjectSummary } from '../projects/project.service.ts';
import type { FeedbackAnswer, FeedbackRepository } from './feedback.repository.ts';
import type { JourneyLinks } from './journey-link.ts';
import { stayOf, type JourneyPlanner } from './journey-planner.ts';
import type { JourneyMessage, JourneyRepository } from './journey.repository.ts';
import type { JourneySender } from './journey-sender.ts';

/** How long the log of a stay's messages is kept after its last day. */
export const JOURNEY_LOG_DAYS = 180;

export interface JourneyServiceDeps {
  repository: JourneyRepository;
  feedback: FeedbackRepository;
  planner: JourneyPlanner;
  sender: JourneySender;
  links: JourneyLinks;
  projects: {
    listProjects(): ProjectSummary[];
    findProject(id: string): ProjectSummary | undefined;
  };
  journeyOf(projectId: string, lang: string): Promise<GuestJourney | null>;
  pms: Pick<PmsAdapter, 'getReservation' | 'searchReservationIds'>;
  /** Whether mail can go out at all (HOSPES_SMTP_URL). */
  mailConfigured: boolean;
  now: () => number;
}

/** The reservation a template preview is written for. */
function demoReservation(): PmsReservation {
  return {
    id: 'DEMO-1042',
    number: 'DEMO-1042',
    currency: 'EUR',
    roomStays: [
      {
        id: 'DEMO-1042-1',
        status: 'Reserved',
        arrival: '2026-12-10T15:00',
        departure: '2026-12-13T10:00',
        roomNumber: '12',
        adults: 2,
        children: 0,
        checkinFinishedAt: null,
        checkoutFinishedAt: null,
      },
    ],
    guests: [
      {
        id: 'DEMO-1042~0',
        reservationId: 'DEMO-1042',
        roomStayId: 'DEMO-1042-1',
        isMain: true,
        firstName: 'Anna',
        lastName: 'Muster',
        email: 'anna.muster@example.org',
        phoneNumber: null,
        dateOfBirth: null,
        gender: null,
        language: null,
        address: null,
        document: null,
      },
    ],
  };
}

export class JourneyService {
  constructor(private readonly deps: JourneyServiceDeps) {}

  get mailConfigured(): boolean {
    return this.deps.mailConfigured;
  }

  /** Plans every project's journey (the scheduler's round). */
  async planAll(): Promise<void> {
    for (const project of this.deps.projects.listProjects()) {
      const journey = await this.deps.journeyOf(project.id, project.defaultLang);
      await this.deps.planner.plan(project, journey);
    }
  }

  /**
   * Plans the messages of reservations the front desk just entered or
   * changed (by their numbers), without waiting for the next round.
   */
  async planNumbers(projectId: string, numbers: readonly string[]): Promise<void> {
    const project = this.deps.projects.findProject(projectId);
    if (!project) return;
    const journey = await this.deps.journeyOf(projectId, project.defaultLang);
    for (const number of numbers) {
      const ids = await this.deps.pms.searchReservationIds(projectId, { text: number }, 5);
      for (const id of ids) {
        const r = await this.deps.pms.getReservation(projectId, id);
        if (r && normalizeReservationNumber(r.number) === normalizeReservationNumber(number))
          await this.deps.planner.planReservation(project, journey, id);
      }
    }
  }

  /** Plans one reservation again now (the PMS said it changed: moved or canceled). */
  async planReservation(projectId: string, reservationId: string): Promise<void> {
    const project = this.deps.projects.findProject(projectId);
    if (!project) return;
    const journey = await this.deps.journeyOf(projectId, project.defaultLang);
    await this.deps.planner.planReservation(project, journey, reservationId);
  }

  sendDue(): Promise<number> {
    return this.deps.sender.sendDue();
  }

  /** Staff's "send now" / "resend": answers the message afterwards, or undefined. */
  async sendNow(projectId: string, id: string): Promise<JourneyMessage | undefined> {
    const at = new Date(this.deps.now()).toISOString();
    if (!(await this.deps.repository.sendNow(projectId, id, at))) return undefined;
    await this.deps.sender.sendDue({ id });
    return this.deps.repository.get(id);
  }

  /**
   * Staff's "send now" of a journey step for a reservation's main guest,
   * planned or not (its time passed, it was sent): with the checks of a
   * planned send. Answers the message afterwards, or undefined.
   */
  async sendStepNow(projectId: string, reservationId: string, stepId: string) {
    const project = this.deps.projects.findProject(projectId);
    const journey = project && (await this.deps.journeyOf(projectId, project.defaultLang));
    const r = journey?.steps.some((s) => s.id === stepId)
      ? await this.deps.pms.getReservation(projectId, reservationId)
      : null;
    const stay = r && stayOf(r);
    const guest = r?.guests.find((g) => g.isMain) ?? r?.guests[0];
    if (!r || !stay || !guest) return undefined;
    const at = new Date(this.deps.now()).toISOString();
    const planned = {
      projectId,
      reservationId,
      guestId: guest.id,
      stepId,
      dueAt: at,
      stayEnd: stay.departure.slice(0, 10),
    };
    await this.deps.repository.plan(planned, at);
    const message = await this.deps.repository.find(projectId, reservationId, guest.id, stepId);
    return message && this.sendNow(projectId, message.id);
  }

  messagesOf(projectId: string, reservationId: string) {
    return this.deps.repository.listForReservation(projectId, reservationId);
  }

  between(projectId: string, from: string, to: string) {
    return this.deps.repository.listBetween(projectId, from, to);
  }

  /** A step's mail in a language, written for a demo reservation. */
  async preview(projectId: string, stepId: string, lang: string) {
    const project = this.deps.projects.findProject(projectId);
    const journey = project && (await this.deps.journeyOf(projectId, lang));
    const step = journey?.steps.find((s) => s.id === stepId);
    if (!project || !step) return undefined;
    const r = demoReservation();
    return this.deps.sender.content(
      project,
      'https://hotel.example',
      { id: 'preview', reservationId: r.id, guestId: r.guests[0]!.id },
      r,
      r.guests[0]!,
      { arrival: r.roomStays[0]!.arrival, departure: r.roomStays[0]!.departure },
      step,
      lang,
      'preview',
    );
  }

  /**
   * A personal link opened: its reservation, guest and target — recorded as
   * opened; `expired` after its time; null for anything this server did not sign.
   */
  async openLink(
    projectId: string,
    token: string,
  ): Promise<{ reservationId: string; guestId: string; target: JourneyTarget } | 'expired' | null> {
    const claims = this.deps.links.verify(token, this.deps.now());
    if (claims === 'expired') return 'expired';
    if (!claims || claims.kind !== 'login' || claims.project !== projectId) return null;
    await this.deps.repository.linkOpened(claims.message, new Date(this.deps.now()).toISOString());
    return { reservationId: claims.reservation, guestId: claims.guest, target: claims.target };
  }

  /** A one-click unsubscribe: the address gets no more journey mails of the project. */
  async unsubscribe(projectId: string, token: string): Promise<{ lang: string } | null> {
    const claims = this.deps.links.verify(token, this.deps.now());
    if (
      !claims ||
      claims === 'expired' ||
      claims.kind !== 'unsubscribe' ||
      claims.project !== projectId
    )
      return null;
    await this.deps.repository.optOut(
      projectId,
      claims.emailHash,
      new Date(this.deps.now()).toISOString(),
    );
    return { lang: claims.lang };
  }

  /** What an unsubscribe link would do, without doing it (the confirmation page). */
  unsubscribeTarget(projectId: string, token: string): { lang: string } | null {
    const claims = this.deps.links.verify(token, this.deps.now());
    return claims &&
      claims !== 'expired' &&
      claims.kind === 'unsubscribe' &&
      claims.project === projectId
      ? { lang: claims.lang }
      : null;
  }

  /** The main guest's personal link to `target` (a printed confirmation's QR code). */
  personalLink(projectId: string, reservationId: string, target: JourneyTarget) {
    return this.deps.sender.personalLink(projectId, reservationId, target);
  }

  /** A project's journey as the model of a language says it. */
  settingsOf(projectId: string, lang: string): Promise<GuestJourney | null> {
    return this.deps.journeyOf(projectId, lang);
  }

  feedbackOf(projectId: string, reservationId: string, userId: string) {
    return this.deps.feedback.find(projectId, reservationId, userId);
  }

  saveFeedback(answer: FeedbackAnswer): Promise<void> {
    return this.deps.feedback.save(answer, new Date(this.deps.now()).toISOString());
  }

  /**
   * The answers of the last `weeks` weeks, per week (Monday, UTC): how many,
   * their average and net promoter score; and the comments, newest first.
   */
  async feedbackReport(projectId: string, weeks: number) {
    const monday = (ms: number) => {
      const d = new Date(ms);
      const back = (d.getUTCDay() + 6) % 7;
      return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() - back))
        .toISOString()
        .slice(0, 10);
    };
    const first = Date.parse(`${monday(this.deps.now())}T00:00:00Z`) - (weeks - 1) * 7 * 86_400_000;
    const answers = await this.deps.feedback.since(projectId, new Date(first).toISOString());
    const byWeek = new Map<string, number[]>();
    for (let i = 0; i < weeks; i++) byWeek.set(monday(first + i * 7 * 86_400_000), []);
    for (const a of answers) byWeek.get(monday(Date.parse(a.updated_at)))?.push(Number(a.score));
    return {
      weeks: [...byWeek.entries()].map(([week, scores]) => ({
        week,
        answers: scores.length,
        average:
          scores.length === 0
            ? null
            : Math.round((scores.reduce((x, y) => x + y, 0) / scores.length) * 10) / 10,
        nps:
          scores.length === 0
            ? null
            : Math.round(
                ((scores.filter((x) => x >= 9).length - scores.filter((x) => x <= 6).length) /
                  scores.length) *
                  100,
              ),
      })),
      comments: answers
        .filter((a) => a.comment)
        .reverse()
        .slice(0, 100)
        .map((a) => ({
          at: a.updated_at,
          score: Number(a.score),
          comment: a.comment!,
          language: a.language,
        })),
    };
  }

  /** The retention of a stay's data ended: its journey log and feedback go too. */
  async forgetReservation(projectId: string, reservationId: string): Promise<void> {
    await this.deps.repository.forgetReservation(projectId, reservationId);
    await this.deps.feedback.forgetReservation(projectId, reservationId);
  }

  /** The log of stays that ended long ago goes (docs/journeys.md: privacy). */
  forgetOld(): Promise<number> {
    const before = new Date(this.deps.now() - JOURNEY_LOG_DAYS * 86_400_000)
      .toISOString()
      .slice(0, 10);
    return this.deps.repository.forgetStaysEndedBefore(before);
  }
}
