// Sends the journey's due messages (docs/journeys.md): each claimed once
// (two instances never send one twice), checked again against the PMS at
// the moment of sending — the stay still there, the step's conditions still
// holding, an address, no opt-out — then written in the guest's language
// and sent through the hotel's SMTP server. The SMTP answer of a refusal is
// kept; a 4xx answer or none is tried again later, a 5xx one fails.
import { type GuestJourney, type JourneyStep, type JourneyTarget } from '@hospes/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { PmsAdapter, PmsGuest, PmsReservation } from '../pms/pms-adapter.ts';
import type { ProjectSummary } from '../projects/project.service.ts';
import { journeyMail } from './journey-mail.ts';
import {
  LINK_VALID_AFTER_STAY_MS,
  UNSUBSCRIBE_VALID_MS,
  type JourneyLinks,
} from './journey-link.ts';
import type { JourneyMessage, JourneyRepository } from './journey.repository.ts';
import { stayOf } from './journey-planner.ts';
import { MailRefusedError, type Mailer } from './mailer.ts';

/** How long an instance holds a message it sends. */
const LEASE_MS = 5 * 60_000;
/** Tries of a message the mail server did not take before it counts as failed. */
export const MAX_SEND_ATTEMPTS = 5;
/** The pause after the n-th failed try: 10 min, 20 min, 40 min … */
export const retryPause = (attempts: number) => 10 * 60_000 * 2 ** Math.max(0, attempts - 1);

/** Where each target opens the app (hash routes, spec §2). */
export function targetPath(target: JourneyTarget, reservationId: string): string {
  const r = encodeURIComponent(reservationId);
  switch (target) {
    case 'checkin':
    case 'reservation':
      return `/checkinguestform/${r}`;
    case 'invoices':
      return `/invoices/${r}`;
    case 'checkout':
      return `/checkout/${r}`;
    case 'feedback':
      return `/feedback/${r}`;
  }
}

export interface JourneySenderDeps {
  repository: JourneyRepository;
  links: JourneyLinks;
  pms: Pick<PmsAdapter, 'getReservation'>;
  projects: { findProject(id: string): ProjectSummary | undefined };
  journeyOf(projectId: string, lang: string): Promise<GuestJourney | null>;
  mailer: Mailer | null;
  /** The sender when the project names none (HOSPES_SMTP_FROM). */
  defaultFrom: string | null;
  /** The base of links (HOSPES_PUBLIC_URL, else the project's own address), or null. */
  baseUrl(project: ProjectSummary): string | null;
  now: () => number;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
}

type Outcome =
  | { status: 'sent'; messageId: string; language: string }
  | { status: 'skipped' | 'canceled' | 'failed'; reason: string }
  | { status: 'later'; reason: string };

/** Whether a step's conditions still hold for the reservation. */
function conditionsHold(step: JourneyStep, r: PmsReservation): string | null {
  for (const condition of step.conditions ?? []) {
    if (
      condition === 'checkin_not_done' &&
      r.roomStays.some((s) => s.checkinFinishedAt || s.status !== 'Reserved')
    )
      return 'The guest has checked in.';
    if (
      condition === 'checkout_not_done' &&
      r.roomStays.every((s) => s.checkoutFinishedAt || s.status === 'Checked out')
    )
      return 'The guest has checked out.';
  }
  return null;
}

function localDate(localDateTime: string, language: string): string {
  const [y, m, d] = localDateTime.slice(0, 10).split('-').map(Number);
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(y!, m! - 1, d!)),
  );
}

export class JourneySender {
  constructor(private readonly deps: JourneySenderDeps) {}

  private iso(ms = 0) {
    return new Date(this.deps.now() + ms).toISOString();
  }

  /** Sends what is due (or one message); answers how many went out. */
  async sendDue(only?: { id: string }): Promise<number> {
    const { repository, mailer } = this.deps;
    // Without a mail server the messages stay planned (the console says why).
    if (!mailer) return 0;
    let sent = 0;
    for (const message of await repository.claimDue(this.iso(), this.iso(LEASE_MS), 20, only?.id)) {
      const outcome = await this.attempt(message).catch((err: unknown): Outcome => ({
        status: 'later',
        reason: err instanceof Error ? err.message : String(err),
      }));
      if (outcome.status === 'later') {
        if (message.attempts + 1 >= MAX_SEND_ATTEMPTS)
          await repository.settle(message.id, this.iso(), {
            status: 'failed',
            reason: outcome.reason,
          });
        else
          await repository.retryLater(
            message.id,
            this.iso(),
            this.iso(retryPause(message.attempts + 1)),
            outcome.reason,
          );
        continue;
      }
      await repository.settle(message.id, this.iso(), outcome);
      if (outcome.status === 'sent') sent += 1;
      this.deps.log.info(
        {
          project: message.projectId,
          reservation: message.reservationId,
          step: message.stepId,
          status: outcome.status,
        },
        'Journey message',
      );
    }
    return sent;
  }

  private async attempt(m: JourneyMessage): Promise<Outcome> {
    const { pms, projects, links } = this.deps;
    const project = projects.findProject(m.projectId);
    if (!project) return { status: 'canceled', reason: 'The project is gone.' };
    const journey = await this.deps.journeyOf(project.id, project.defaultLang);
    const step = journey?.active
      ? journey.steps.find((s) => s.id === m.stepId && s.active !== false)
      : undefined;
    if (!journey || !step)
      return { status: 'canceled', reason: 'The step is no longer in the journey.' };
    const r = await pms.getReservation(project.id, m.reservationId);
    const stay = r && stayOf(r);
    const guest = r?.guests.find((g) => g.id === m.guestId);
    if (!r || !stay || !guest) return { status: 'canceled', reason: 'The reservation is gone.' };
    const unmet = conditionsHold(step, r);
    if (unmet) return { status: 'skipped', reason: unmet };
    if (!guest.email) return { status: 'skipped', reason: 'No e-mail address.' };
    const emailHash = links.emailHash(guest.email);
    if (await this.deps.repository.isOptedOut(project.id, emailHash))
      return { status: 'skipped', reason: 'The guest unsubscribed.' };
    const from = journey.sender?.email ?? this.deps.defaultFrom;
    if (!from)
      return {
        status: 'later',
        reason: 'No sender address: set the journey’s sender or HOSPES_SMTP_FROM.',
      };
    const base = this.deps.baseUrl(project);
    if (!base)
      return { status: 'later', reason: 'No public address of the app: set HOSPES_PUBLIC_URL.' };
    const language = this.languageOf(guest, project);
    const localised =
      (await this.deps.journeyOf(project.id, language))?.steps.find((s) => s.id === step.id) ??
      step;
    const content = this.content(project, base, m, r, guest, stay, localised, language, emailHash);
    const mail = await this.deps
      .mailer!.send({
        from: { name: journey.sender?.name ?? project.name, address: from },
        to: guest.email,
        replyTo: journey.reply_to,
        reference: m.id,
        ...content,
      })
      .catch((err: unknown) => {
        if (err instanceof MailRefusedError && err.permanent) return err;
        throw err;
      });
    if (mail instanceof MailRefusedError) return { status: 'failed', reason: mail.message };
    return { status: 'sent', messageId: mail.messageId, language };
  }

  /** A personal link of a reservation's main guest, outside any mail (a printed confirmation). */
  async personalLink(
    projectId: string,
    reservationId: string,
    target: JourneyTarget,
  ): Promise<string | null> {
    const project = this.deps.projects.findProject(projectId);
    const base = project && this.deps.baseUrl(project);
    const r = base ? await this.deps.pms.getReservation(projectId, reservationId) : null;
    const stay = r && stayOf(r);
    const guest = r?.guests.find((g) => g.isMain) ?? r?.guests[0];
    if (!project || !base || !r || !stay || !guest) return null;
    const stayEnd = Date.parse(`${stay.departure.slice(0, 10)}T00:00:00Z`) + 86_400_000;
    const token = this.deps.links.sign({
      kind: 'login',
      project: projectId,
      reservation: r.id,
      guest: guest.id,
      message: 'printed',
      target,
      exp: stayEnd + LINK_VALID_AFTER_STAY_MS,
    });
    return `${base}/${projectId}/?j=${token}#${targetPath(target, r.id)}`;
  }

  private languageOf(guest: PmsGuest, project: ProjectSummary): string {
    return guest.language && project.languages.includes(guest.language)
      ? guest.language
      : project.defaultLang;
  }

  /** The mail of a message: its link, its unsubscribe link, its text in `language`. */
  content(
    project: ProjectSummary,
    base: string,
    m: Pick<JourneyMessage, 'id' | 'reservationId' | 'guestId'>,
    r: PmsReservation,
    guest: PmsGuest,
    stay: { arrival: string; departure: string },
    step: JourneyStep,
    language: string,
    emailHash: string,
  ) {
    const { links } = this.deps;
    const stayEnd = Date.parse(`${stay.departure.slice(0, 10)}T00:00:00Z`) + 86_400_000;
    const token = links.sign({
      kind: 'login',
      project: project.id,
      reservation: r.id,
      guest: guest.id,
      message: m.id,
      target: step.target,
      exp: stayEnd + LINK_VALID_AFTER_STAY_MS,
    });
    const unsubscribe = links.sign({
      kind: 'unsubscribe',
      project: project.id,
      emailHash,
      lang: language,
      exp: this.deps.now() + UNSUBSCRIBE_VALID_MS,
    });
    const link = `${base}/${project.id}/?j=${token}#${targetPath(step.target, r.id)}`;
    const unsubscribeUrl = `${base}/api/journey/${project.id}/unsubscribe?t=${unsubscribe}`;
    const rooms = [...new Set(r.roomStays.map((s) => s.roomNumber).filter(Boolean))].join(', ');
    return {
      unsubscribeUrl,
      ...journeyMail(
        step,
        {
          first_name: guest.firstName,
          last_name: guest.lastName,
          arrival: localDate(stay.arrival, language),
          departure: localDate(stay.departure, language),
          room: rooms || '—',
          hotel: project.name,
          link,
        },
        { language, unsubscribeUrl, color: project.themeColor },
      ),
    };
  }
}
