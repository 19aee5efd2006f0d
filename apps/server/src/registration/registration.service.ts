// Reporting the guests of finished check-ins to the authority of the
// project's country (docs/registration.md). Italy: Alloggiati Web, within 24
// hours of arrival; the portal takes arrivals of today and yesterday only
// (Italy's day), so a report is due from the arrival day and overdue after
// the day after it. Each guest is one report: due, incomplete (a field the
// record cannot be written without — staff complete it), sent (acquired)
// or refused (the authority's reason in plain words, staff correct and it
// goes again). Reports of one check-in go together, head before members.
import {
  addDays,
  zonedDate,
  zonedStartOfDay,
  type CheckinGuest,
  type CheckinGuestData,
} from '@hospes/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { CheckinRepository } from '../checkin/checkin.repository.ts';
import { formatRegistrationNumber } from '../checkin/checkin.service.ts';
import type { PmsAdapter } from '../pms/pms-adapter.ts';
import type { ProjectService } from '../projects/project.service.ts';
import { ALLOGGIATI, authorityOf } from './authority.ts';
import {
  AlloggiatiClient,
  AlloggiatiRefusedError,
  type AlloggiatiCredentials,
  type RecordOutcome,
} from './italy/alloggiati-client.ts';
import { guestRegisterCsv, type RegisterCheckin } from './guest-register.ts';
import { alloggiatiGuest, alloggiatiGuests, type StayDates } from './italy/alloggiati-guests.ts';
import { alloggiatiRecord, GUEST_TYPES, type GuestTypeCode } from './italy/alloggiati-record.ts';
import { alloggiatiTables } from './italy/code-tables.ts';
import type {
  AuthorityAccount,
  AuthorityReport,
  AuthorityReportsRepository,
  NewReport,
  ReportProblem,
} from './authority-reports.repository.ts';

const ROME = 'Europe/Rome';
/** Check-ins finished this long ago are still looked at (a late correction of a stay). */
const COLLECT_DAYS = 8;
/** The receipt is kept five years (Polizia di Stato, "Ricevuta digitale"). */
const RECEIPT_YEARS = 5;
const BATCH = 100;

export interface RegistrationDeps {
  repository: AuthorityReportsRepository;
  checkins: Pick<CheckinRepository, 'listFinishedCheckins' | 'getIdentity'>;
  pms: Pick<PmsAdapter, 'getReservation'>;
  projects: Pick<ProjectService, 'findProject' | 'listProjects'>;
  clientFor?: (credentials: AlloggiatiCredentials) => AlloggiatiClient;
  now: () => number;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
}

const DETAILS: Readonly<Record<string, string>> = {
  'Data di Arrivo Errata':
    'The arrival date is not accepted: the portal takes only arrivals of today and yesterday.',
  'Tipo Alloggiato errato': 'The guest type is wrong (a family member must follow the head).',
  'Numero Giorni di Permanenza errato': 'The number of days is wrong (1 to 30).',
  'Cognome errato': 'The last name is not accepted.',
  'Nome errato': 'The first name is not accepted.',
  'Sesso errato': 'The sex is not accepted.',
  'Data di Nascita errata': 'The date of birth is not accepted.',
  'Stato di Nascita errato': 'The state of birth is not accepted.',
  'Comune di Nascita errato': 'The municipality of birth is not accepted.',
  'Provincia di Nascita errata': 'The province of birth does not match the municipality.',
  'Cittadinanza errata': 'The citizenship is not accepted.',
  'Tipo Documento errato': 'The document type is not accepted.',
  'Numero Documento errato': 'The document number is not accepted.',
  'Luogo Rilascio Documento errato': 'The place of issue of the document is not accepted.',
};

/** The authority's answer in plain words (its own words follow in the console). */
export function plainReason(outcome: Pick<RecordOutcome, 'code' | 'detail' | 'description'>) {
  if (outcome.code === '11')
    return 'The record has the wrong length — an error of Hospes, not of the guest’s data.';
  const known = DETAILS[outcome.detail];
  if (known) return known;
  return `The authority refused the record: ${[outcome.description, outcome.detail].filter(Boolean).join(' — ')}.`;
}

const nameOf = (g: CheckinGuest) =>
  [g.first_name, g.last_name].filter((v) => typeof v === 'string').join(' ') || '—';

export class RegistrationService {
  constructor(private readonly deps: RegistrationDeps) {}

  /** The service's clock (a report's overdue state is read against it). */
  clock(): number {
    return this.deps.now();
  }

  private today(): string {
    return zonedDate(this.deps.now(), ROME);
  }

  private client(credentials: AlloggiatiCredentials): AlloggiatiClient {
    return this.deps.clientFor?.(credentials) ?? new AlloggiatiClient(credentials);
  }

  /** The last moment the portal still takes the arrival: the end of the day after it. */
  private deadlineOf(arrival: string): string {
    return new Date(zonedStartOfDay(addDays(arrival, 2), ROME)).toISOString();
  }

  private async stayOf(
    projectId: string,
    reservationId: string,
    roomStayIds: string[],
    data: CheckinGuestData,
  ): Promise<StayDates | null> {
    const reservation = await this.deps.pms.getReservation(projectId, reservationId);
    const stays = (reservation?.roomStays ?? []).filter((s) => roomStayIds.includes(s.id));
    if (stays.length > 0)
      return {
        arrival: stays.map((s) => s.arrival.slice(0, 10)).sort()[0]!,
        departure: stays
          .map((s) => s.departure.slice(0, 10))
          .sort()
          .at(-1)!,
      };
    const arrival = data.stay.date_of_arrival;
    const departure = data.stay.date_of_departure;
    return arrival && departure ? { arrival, departure } : null;
  }

  /** Makes the reports of the project's recently finished check-ins (once per check-in). */
  async collect(projectId: string): Promise<number> {
    const project = this.deps.projects.findProject(projectId);
    if (!project || authorityOf(project) !== ALLOGGIATI) return 0;
    const since = new Date(this.deps.now() - COLLECT_DAYS * 86_400_000).toISOString();
    const finished = (await this.deps.checkins.listFinishedCheckins(projectId, 200)).filter(
      (c) => c.identityKept && (c.finishedAt ?? '') >= since,
    );
    const done = await this.deps.repository.reportedCheckins(
      projectId,
      finished.map((c) => c.id),
    );
    const at = new Date(this.deps.now()).toISOString();
    let added = 0;
    for (const checkin of finished.filter((c) => !done.has(c.id))) {
      const identity = await this.deps.checkins.getIdentity(checkin.id);
      if (!identity) continue;
      const data = JSON.parse(identity.guests) as CheckinGuestData;
      const stay = await this.stayOf(projectId, checkin.reservationId, checkin.roomStayIds, data);
      if (!stay) continue;
      const { guests, problems } = alloggiatiGuests(data, stay, alloggiatiTables());
      const people = [data.main, ...data.accompanying];
      const reports: NewReport[] = guests.map((guest, index) => ({
        projectId,
        authority: ALLOGGIATI,
        checkinId: checkin.id,
        reservationId: checkin.reservationId,
        guestIndex: index,
        arrival: stay.arrival,
        deadlineAt: this.deadlineOf(stay.arrival),
        record: guest ? alloggiatiRecord(guest) : null,
        guestName: nameOf(people[index]!),
        problems: problems
          .filter((p) => p.guest === index)
          .map(({ field, message }) => ({ field, message })),
      }));
      await this.deps.repository.add(reports, at);
      added += reports.length;
    }
    return added;
  }

  /**
   * Sends what is due (arrivals of today and yesterday in Italy); answers
   * how many the authority acquired. The service down leaves them due.
   */
  async send(projectId: string): Promise<number> {
    const account = await this.deps.repository.account(projectId, ALLOGGIATI);
    if (!account) return 0;
    const today = this.today();
    const waiting = await this.deps.repository.due(projectId, addDays(today, -1), today);
    // A member goes with its head, or after it was acquired — never alone before it.
    const recent = await this.deps.repository.list(projectId, addDays(today, -1));
    const headReady = (checkinId: string) =>
      recent.some(
        (r) =>
          r.checkinId === checkinId &&
          r.guestIndex === 0 &&
          (r.status === 'sent' || waiting.some((w) => w.id === r.id)),
      );
    const due = waiting.filter((r) => r.guestIndex === 0 || headReady(r.checkinId));
    if (due.length === 0) return 0;
    const client = this.client({ ...account.settings, ...account.secrets });
    const at = () => new Date(this.deps.now()).toISOString();
    let acquired = 0;
    for (let i = 0; i < due.length; i += BATCH) {
      const batch = due.slice(i, i + BATCH);
      let outcomes: RecordOutcome[];
      try {
        outcomes = await client.records(
          'Send',
          batch.map((r) => r.record ?? ''),
        );
      } catch (err) {
        const message =
          err instanceof AlloggiatiRefusedError
            ? `Alloggiati Web refused the account: ${err.message}`
            : 'Alloggiati Web did not answer; Hospes tries again in a few minutes.';
        for (const report of batch) await this.deps.repository.markTried(report.id, message, at());
        this.deps.log.warn({ err, project: projectId }, 'Reporting to Alloggiati Web failed');
        return acquired;
      }
      for (const [k, report] of batch.entries()) {
        const outcome = outcomes[k]!;
        if (outcome.accepted) {
          await this.deps.repository.markSent(report.id, at());
          acquired += 1;
        } else
          await this.deps.repository.markRefused(
            report.id,
            { ...outcome, message: plainReason(outcome) },
            at(),
          );
      }
    }
    this.deps.log.info({ project: projectId, acquired, due: due.length }, 'Guests reported');
    return acquired;
  }

  /** Fetches the signed receipts of past days with acquired reports (kept five years). */
  async fetchReceipts(projectId: string): Promise<number> {
    const account = await this.deps.repository.account(projectId, ALLOGGIATI);
    if (!account) return 0;
    const today = this.today();
    const days = await this.deps.repository.daysWithoutReceipt(
      projectId,
      ALLOGGIATI,
      addDays(today, -30),
      today,
    );
    const client = this.client({ ...account.settings, ...account.secrets });
    let fetched = 0;
    for (const day of days) {
      const pdf = await client.receipt(day);
      if (!pdf) continue;
      const [y, m, d] = day.split('-');
      await this.deps.repository.saveReceipt(
        {
          projectId,
          authority: ALLOGGIATI,
          day,
          pdf,
          keepUntil: `${Number(y) + RECEIPT_YEARS}-${m}-${d}`,
        },
        new Date(this.deps.now()).toISOString(),
      );
      fetched += 1;
    }
    return fetched;
  }

  /** Every reporting project: collect, send, receipts (the scheduler's rounds). */
  async runAll(): Promise<void> {
    for (const project of this.deps.projects.listProjects()) {
      if (authorityOf(project) !== ALLOGGIATI) continue;
      try {
        await this.collect(project.id);
        await this.send(project.id);
      } catch (err) {
        this.deps.log.error({ err, project: project.id }, 'Reporting guests failed');
      }
    }
  }

  async receiptsAll(): Promise<void> {
    for (const project of this.deps.projects.listProjects()) {
      if (authorityOf(project) !== ALLOGGIATI) continue;
      await this.fetchReceipts(project.id).catch((err: unknown) =>
        this.deps.log.warn({ err, project: project.id }, 'Fetching receipts failed'),
      );
    }
  }

  /**
   * Staff complete or correct a report with the guest's data (the check-in
   * form's field names): written anew and due again, or the problems named.
   */
  async correct(
    projectId: string,
    id: string,
    guest: CheckinGuest,
  ): Promise<{ report: AuthorityReport } | { problems: ReportProblem[] } | null> {
    const report = await this.deps.repository.get(projectId, id);
    if (!report || report.status === 'sent' || report.status === 'pending') return null;
    const siblings = (await this.deps.repository.list(projectId, report.arrival)).filter(
      (r) => r.checkinId === report.checkinId,
    );
    const type: GuestTypeCode =
      report.guestIndex > 0
        ? GUEST_TYPES.familyMember
        : siblings.length > 1
          ? GUEST_TYPES.headOfFamily
          : GUEST_TYPES.single;
    // The stay as the check-in named it (an incomplete report has no record to read it from).
    const identity = await this.deps.checkins.getIdentity(report.checkinId);
    const data = identity ? (JSON.parse(identity.guests) as CheckinGuestData) : null;
    const recordDays = report.record ? Number(report.record.slice(12, 14)) : 1;
    const stay = {
      arrival: report.arrival,
      departure: data?.stay.date_of_departure ?? addDays(report.arrival, recordDays),
    };
    const problems: ReportProblem[] = [];
    const written = alloggiatiGuest(guest, type, stay, alloggiatiTables(), (field, message) =>
      problems.push({ field, message }),
    );
    if (!written) return { problems };
    await this.deps.repository.correct(
      id,
      alloggiatiRecord(written),
      nameOf(guest),
      new Date(this.deps.now()).toISOString(),
    );
    return { report: (await this.deps.repository.get(projectId, id))! };
  }

  account(projectId: string): Promise<AuthorityAccount | undefined> {
    return this.deps.repository.account(projectId, ALLOGGIATI);
  }

  saveAccount(projectId: string, account: Omit<AuthorityAccount, 'updatedAt'>): Promise<void> {
    return this.deps.repository.saveAccount(
      projectId,
      ALLOGGIATI,
      account,
      new Date(this.deps.now()).toISOString(),
    );
  }

  async receipts(projectId: string): Promise<{ day: string; fetchedAt: string }[]> {
    const rows = await this.deps.repository.receipts(projectId, ALLOGGIATI);
    return rows.map((r) => ({ day: r.day, fetchedAt: r.fetched_at }));
  }

  receipt(projectId: string, day: string): Promise<Buffer | undefined> {
    return this.deps.repository.receipt(projectId, ALLOGGIATI, day);
  }

  /**
   * The guest register of arrivals from `from` to `to` (YYYY-MM-DD), as CSV:
   * every finished check-in whose identity data are still kept, by number.
   */
  async register(projectId: string, from: string, to: string): Promise<string> {
    const finished = await this.deps.checkins.listFinishedCheckins(projectId, 5000);
    const rows: RegisterCheckin[] = [];
    for (const c of [...finished].reverse()) {
      if (!c.identityKept) continue;
      const identity = await this.deps.checkins.getIdentity(c.id);
      if (!identity) continue;
      const data = JSON.parse(identity.guests) as CheckinGuestData;
      const arrival = data.stay.date_of_arrival ?? (c.finishedAt ?? c.createdAt).slice(0, 10);
      if (arrival < from || arrival > to) continue;
      rows.push({
        registrationNumber: formatRegistrationNumber(c.registrationYear, c.registrationNumber),
        reservationId: c.reservationId,
        data,
        finishedAt: c.finishedAt ?? '',
      });
    }
    return guestRegisterCsv(rows);
  }

  list(projectId: string): Promise<AuthorityReport[]> {
    return this.deps.repository.list(projectId, addDays(this.today(), -30));
  }

  /** The reports of a reservation go with its identity data (retention). */
  async forgetReservation(projectId: string, reservationId: string): Promise<void> {
    await this.deps.repository.forgetReservation(projectId, reservationId);
  }

  async forgetOldReceipts(): Promise<void> {
    await this.deps.repository.forgetReceiptsBefore(this.today());
  }
}
