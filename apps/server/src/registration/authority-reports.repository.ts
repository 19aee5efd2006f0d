// The reports to the authorities (migration 026): one row per guest of a
// finished check-in; the record line and the guest's name encrypted, the
// line dropped once the authority acquired it; the day's receipts; the
// project's account (its password and key encrypted).
import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { AuthorityReportsTable } from '../db/schema-registration.ts';
import type { DataCipher } from '../secrets/data-cipher.ts';

/** pending: sent in a lot the authority has not answered yet (authority-batches.repository.ts). */
export type ReportStatus = 'due' | 'incomplete' | 'pending' | 'sent' | 'refused';

export interface ReportProblem {
  field: string;
  message: string;
}

export interface AuthorityReport {
  id: string;
  projectId: string;
  authority: string;
  checkinId: string;
  reservationId: string;
  guestIndex: number;
  status: ReportStatus;
  arrival: string;
  deadlineAt: string;
  record: string | null;
  guestName: string;
  problems: ReportProblem[];
  errorCode: string | null;
  errorDescription: string | null;
  errorDetail: string | null;
  attempts: number;
  sentAt: string | null;
}

export interface NewReport {
  projectId: string;
  authority: string;
  checkinId: string;
  reservationId: string;
  guestIndex: number;
  arrival: string;
  deadlineAt: string;
  record: string | null;
  guestName: string;
  problems: ReportProblem[];
}

export interface AuthorityAccount {
  settings: { address: string; user: string };
  secrets: { password: string; wsKey: string };
  updatedAt: string;
}

export class AuthorityReportsRepository {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly cipher: DataCipher,
  ) {}

  private toReport(r: Selectable<AuthorityReportsTable>): AuthorityReport {
    return {
      id: r.id,
      projectId: r.project_id,
      authority: r.authority,
      checkinId: r.checkin_id,
      reservationId: r.reservation_id,
      guestIndex: Number(r.guest_index),
      status: r.status as ReportStatus,
      arrival: r.arrival,
      deadlineAt: r.deadline_at,
      record: r.record === null ? null : this.cipher.decrypt(r.record),
      guestName: this.cipher.decrypt(r.guest_name),
      problems: r.problems ? (JSON.parse(r.problems) as ReportProblem[]) : [],
      errorCode: r.error_code,
      errorDescription: r.error_description,
      errorDetail: r.error_detail,
      attempts: Number(r.attempts),
      sentAt: r.sent_at,
    };
  }

  /** The check-ins (of these) that have reports already. */
  async reportedCheckins(projectId: string, checkinIds: readonly string[]): Promise<Set<string>> {
    if (checkinIds.length === 0) return new Set();
    const rows = await this.db
      .selectFrom('authority_reports')
      .select('checkin_id')
      .distinct()
      .where('project_id', '=', projectId)
      .where('checkin_id', 'in', [...checkinIds])
      .execute();
    return new Set(rows.map((r) => r.checkin_id));
  }

  /** Adds a check-in's reports; a second call for the same check-in adds nothing. */
  async add(reports: readonly NewReport[], at: string): Promise<void> {
    for (const r of reports) {
      await this.db
        .insertInto('authority_reports')
        .values({
          id: randomUUID(),
          project_id: r.projectId,
          authority: r.authority,
          checkin_id: r.checkinId,
          reservation_id: r.reservationId,
          guest_index: r.guestIndex,
          status: r.record ? 'due' : 'incomplete',
          arrival: r.arrival,
          deadline_at: r.deadlineAt,
          record: r.record === null ? null : this.cipher.encrypt(r.record),
          guest_name: this.cipher.encrypt(r.guestName),
          problems: r.problems.length > 0 ? JSON.stringify(r.problems) : null,
          created_at: at,
          updated_at: at,
        })
        .onConflict((oc) =>
          oc.columns(['project_id', 'authority', 'checkin_id', 'guest_index']).doNothing(),
        )
        .execute();
    }
  }

  async list(projectId: string, since: string): Promise<AuthorityReport[]> {
    const rows = await this.db
      .selectFrom('authority_reports')
      .selectAll()
      .where('project_id', '=', projectId)
      .where('arrival', '>=', since)
      .orderBy('arrival', 'desc')
      .orderBy('checkin_id')
      .orderBy('guest_index')
      .limit(500)
      .execute();
    return rows.map((r) => this.toReport(r));
  }

  async get(projectId: string, id: string): Promise<AuthorityReport | undefined> {
    const row = await this.db
      .selectFrom('authority_reports')
      .selectAll()
      .where('project_id', '=', projectId)
      .where('id', '=', id)
      .executeTakeFirst();
    return row && this.toReport(row);
  }

  /** Reports due for arrivals from `from` to `to`, each check-in's in the form's order. */
  async due(projectId: string, from: string, to: string): Promise<AuthorityReport[]> {
    const rows = await this.db
      .selectFrom('authority_reports')
      .selectAll()
      .where('project_id', '=', projectId)
      .where('status', '=', 'due')
      .where('arrival', '>=', from)
      .where('arrival', '<=', to)
      .orderBy('checkin_id')
      .orderBy('guest_index')
      .execute();
    return rows.map((r) => this.toReport(r));
  }

  /** The authority acquired the record: the line goes, the time stays. */
  async markSent(id: string, at: string): Promise<void> {
    await this.db
      .updateTable('authority_reports')
      .set({
        status: 'sent',
        record: null,
        sent_at: at,
        problems: null,
        error_code: null,
        error_description: null,
        error_detail: null,
        updated_at: at,
        attempts: (eb) => eb('attempts', '+', 1),
      })
      .where('id', '=', id)
      .execute();
  }

  async markRefused(
    id: string,
    error: { code: string; description: string; detail: string; message: string },
    at: string,
    /** False when the sending counted already (a lot answered later). */
    countAttempt = true,
  ): Promise<void> {
    await this.db
      .updateTable('authority_reports')
      .set({
        status: 'refused',
        error_code: error.code,
        error_description: error.description,
        error_detail: error.detail,
        problems: JSON.stringify([{ field: '', message: error.message }]),
        updated_at: at,
        attempts: (eb) => eb('attempts', '+', countAttempt ? 1 : 0),
      })
      .where('id', '=', id)
      .execute();
  }

  /** A try that did not reach the authority: the report stays due. */
  async markTried(id: string, message: string, at: string): Promise<void> {
    await this.db
      .updateTable('authority_reports')
      .set({
        error_code: null,
        error_description: null,
        error_detail: message,
        updated_at: at,
        attempts: (eb) => eb('attempts', '+', 1),
      })
      .where('id', '=', id)
      .execute();
  }

  /** Staff corrected the record: due again (the name as corrected). */
  async correct(id: string, record: string, guestName: string, at: string): Promise<void> {
    await this.db
      .updateTable('authority_reports')
      .set({
        status: 'due',
        record: this.cipher.encrypt(record),
        guest_name: this.cipher.encrypt(guestName),
        problems: null,
        error_code: null,
        error_description: null,
        error_detail: null,
        updated_at: at,
      })
      .where('id', '=', id)
      .where('status', 'in', ['incomplete', 'refused', 'due'])
      .execute();
  }

  /** A reservation's reports go with its identity data (retention). */
  async forgetReservation(projectId: string, reservationId: string): Promise<void> {
    await this.db
      .deleteFrom('authority_reports')
      .where('project_id', '=', projectId)
      .where('reservation_id', '=', reservationId)
      .execute();
  }

  /** Days with acquired reports and no receipt yet, before `today`. */
  async daysWithoutReceipt(projectId: string, authority: string, since: string, today: string) {
    const rows = await this.db
      .selectFrom('authority_reports as r')
      .leftJoin('authority_receipts as c', (join) =>
        join
          .onRef('c.project_id', '=', 'r.project_id')
          .onRef('c.authority', '=', 'r.authority')
          .onRef('c.day', '=', 'r.arrival'),
      )
      .select('r.arrival')
      .distinct()
      .where('r.project_id', '=', projectId)
      .where('r.authority', '=', authority)
      .where('r.status', '=', 'sent')
      .where('r.arrival', '>=', since)
      .where('r.arrival', '<', today)
      .where('c.day', 'is', null)
      .execute();
    return rows.map((r) => r.arrival);
  }

  async saveReceipt(
    receipt: { projectId: string; authority: string; day: string; pdf: Buffer; keepUntil: string },
    at: string,
  ): Promise<void> {
    await this.db
      .insertInto('authority_receipts')
      .values({
        project_id: receipt.projectId,
        authority: receipt.authority,
        day: receipt.day,
        pdf: receipt.pdf.toString('base64'),
        fetched_at: at,
        keep_until: receipt.keepUntil,
      })
      .onConflict((oc) => oc.columns(['project_id', 'authority', 'day']).doNothing())
      .execute();
  }

  async receipts(projectId: string, authority: string) {
    return this.db
      .selectFrom('authority_receipts')
      .select(['day', 'fetched_at'])
      .where('project_id', '=', projectId)
      .where('authority', '=', authority)
      .orderBy('day', 'desc')
      .limit(60)
      .execute();
  }

  async receipt(projectId: string, authority: string, day: string): Promise<Buffer | undefined> {
    const row = await this.db
      .selectFrom('authority_receipts')
      .select('pdf')
      .where('project_id', '=', projectId)
      .where('authority', '=', authority)
      .where('day', '=', day)
      .executeTakeFirst();
    return row && Buffer.from(row.pdf, 'base64');
  }

  /** Receipts past the time the law keeps them. */
  async forgetReceiptsBefore(day: string): Promise<void> {
    await this.db.deleteFrom('authority_receipts').where('keep_until', '<', day).execute();
  }

  async account(projectId: string, authority: string): Promise<AuthorityAccount | undefined> {
    const row = await this.db
      .selectFrom('authority_accounts')
      .selectAll()
      .where('project_id', '=', projectId)
      .where('authority', '=', authority)
      .executeTakeFirst();
    return (
      row && {
        settings: JSON.parse(row.settings) as AuthorityAccount['settings'],
        secrets: JSON.parse(this.cipher.decrypt(row.secrets)) as AuthorityAccount['secrets'],
        updatedAt: row.updated_at,
      }
    );
  }

  async saveAccount(
    projectId: string,
    authority: string,
    account: Omit<AuthorityAccount, 'updatedAt'>,
    at: string,
  ): Promise<void> {
    const values = {
      settings: JSON.stringify(account.settings),
      secrets: this.cipher.encrypt(JSON.stringify(account.secrets)),
      updated_at: at,
    };
    await this.db
      .insertInto('authority_accounts')
      .values({ project_id: projectId, authority, ...values })
      .onConflict((oc) => oc.columns(['project_id', 'authority']).doUpdateSet(values))
      .execute();
  }
}
