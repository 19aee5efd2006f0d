// The outbox of write-backs to a remote PMS (migration 023): one row per
// write (a room stay's check-in or check-out, a charge's reference, a
// payment), its payload encrypted with the data key, its state, attempts and
// next attempt. Claims are a conditional update, so that of two instances
// on one database only one sends a row.
import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { PmsOutboxTable } from '../../db/schema-pms.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import type { DataCipher } from '../../secrets/data-cipher.ts';

export const OUTBOX_KINDS = ['checkin', 'checkout', 'charge', 'payment'] as const;
export type OutboxKind = (typeof OUTBOX_KINDS)[number];
export type OutboxStatus = 'pending' | 'sent' | 'failed';

export interface OutboxItem {
  id: string;
  projectId: string;
  kind: OutboxKind;
  dedupeKey: string;
  reservationId: string;
  roomStayId: string | null;
  /** Null once sent or past its retention (cleared). */
  payload: unknown;
  status: OutboxStatus;
  attempts: number;
  nextAttemptAt: string;
  lastError: string | null;
  createdAt: string;
  updatedAt: string;
  sentAt: string | null;
}

export interface NewOutboxItem {
  projectId: string;
  kind: OutboxKind;
  dedupeKey: string;
  reservationId: string;
  roomStayId?: string | null | undefined;
  payload: unknown;
  /** When identity data in the payload must go at the latest (ISO). */
  deleteAfter?: string | null | undefined;
}

type Row = Selectable<PmsOutboxTable>;

export class PmsOutboxRepository {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly cipher: DataCipher,
  ) {}

  private toItem(row: Row): OutboxItem {
    return {
      id: row.id,
      projectId: row.project_id,
      kind: row.kind as OutboxKind,
      dedupeKey: row.dedupe_key,
      reservationId: row.reservation_id,
      roomStayId: row.room_stay_id,
      payload: JSON.parse(this.cipher.decrypt(row.payload)) as unknown,
      status: row.status as OutboxStatus,
      attempts: Number(row.attempts),
      nextAttemptAt: row.next_attempt_at,
      lastError: row.last_error,
      createdAt: row.created_at,
      updatedAt: row.updated_at,
      sentAt: row.sent_at,
    };
  }

  /**
   * Puts a write-back in the outbox, due at `nextAttemptAt`. The same key
   * again takes the row over (a pending one keeps its place with the newer
   * payload; a sent or failed one is pending again): one row per write.
   */
  async enqueue(
    item: NewOutboxItem,
    at: string,
    nextAttemptAt: string,
    error: string,
  ): Promise<OutboxItem> {
    const payload = this.cipher.encrypt(JSON.stringify(item.payload));
    for (let attempt = 0; ; attempt++) {
      const existing = await this.findByKey(item.projectId, item.dedupeKey);
      if (existing) {
        await this.db
          .updateTable('pms_outbox')
          .set({
            payload,
            status: 'pending',
            ...(existing.status === 'pending'
              ? {}
              : { attempts: 0, next_attempt_at: nextAttemptAt, sent_at: null }),
            last_error: error.slice(0, 500),
            delete_after: item.deleteAfter ?? null,
            updated_at: at,
          })
          .where('id', '=', existing.id)
          .execute();
        return (await this.get(existing.id))!;
      }
      try {
        const id = randomUUID();
        await this.db
          .insertInto('pms_outbox')
          .values({
            id,
            project_id: item.projectId,
            kind: item.kind,
            dedupe_key: item.dedupeKey,
            reservation_id: item.reservationId,
            room_stay_id: item.roomStayId ?? null,
            payload,
            status: 'pending',
            attempts: 1,
            next_attempt_at: nextAttemptAt,
            last_error: error.slice(0, 500),
            delete_after: item.deleteAfter ?? null,
            created_at: at,
            updated_at: at,
          })
          .execute();
        return (await this.get(id))!;
      } catch (err) {
        // Another instance put the same write in at the same moment: take its row.
        if (!isUniqueViolation(err) || attempt > 0) throw err;
      }
    }
  }

  async get(id: string): Promise<OutboxItem | undefined> {
    const row = await this.db
      .selectFrom('pms_outbox')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    return row && this.toItem(row);
  }

  async findByKey(projectId: string, dedupeKey: string): Promise<OutboxItem | undefined> {
    const row = await this.db
      .selectFrom('pms_outbox')
      .selectAll()
      .where('project_id', '=', projectId)
      .where('dedupe_key', '=', dedupeKey)
      .executeTakeFirst();
    return row && this.toItem(row);
  }

  /** Rows due at `now`, not held by an instance; each claimed until `leaseUntil` (skipped when another took it). */
  async claimDue(
    now: string,
    leaseUntil: string,
    limit: number,
    only: { projectId?: string; id?: string; reservationId?: string } = {},
  ): Promise<OutboxItem[]> {
    let query = this.db
      .selectFrom('pms_outbox')
      .select('id')
      .where('status', '=', 'pending')
      .where('next_attempt_at', '<=', now)
      .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', now)]))
      .orderBy('next_attempt_at')
      .limit(limit);
    if (only.projectId) query = query.where('project_id', '=', only.projectId);
    if (only.id) query = query.where('id', '=', only.id);
    if (only.reservationId) query = query.where('reservation_id', '=', only.reservationId);
    const due = await query.execute();
    const claimed: OutboxItem[] = [];
    for (const { id: rowId } of due) {
      const result = await this.db
        .updateTable('pms_outbox')
        .set({ claimed_until: leaseUntil })
        .where('id', '=', rowId)
        .where('status', '=', 'pending')
        .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', now)]))
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) continue;
      const item = await this.get(rowId);
      if (item) claimed.push(item);
    }
    return claimed;
  }

  /** The PMS took it: sent, payload cleared (nothing of the guest stays here). */
  async markSent(id: string, at: string): Promise<void> {
    await this.db
      .updateTable('pms_outbox')
      .set({
        status: 'sent',
        sent_at: at,
        updated_at: at,
        claimed_until: null,
        last_error: null,
        payload: this.cipher.encrypt('null'),
      })
      .where('id', '=', id)
      .execute();
  }

  /** Not taken this time: tried again at `next`. */
  async reschedule(id: string, at: string, next: string, error: string): Promise<void> {
    await this.db
      .updateTable('pms_outbox')
      .set((eb) => ({
        attempts: eb('attempts', '+', 1),
        next_attempt_at: next,
        last_error: error.slice(0, 500),
        claimed_until: null,
        updated_at: at,
      }))
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .execute();
  }

  /** The PMS refused it (or it was tried too often): failed with the reason, until staff retry it. */
  async markFailed(id: string, at: string, reason: string): Promise<void> {
    await this.db
      .updateTable('pms_outbox')
      .set({
        status: 'failed',
        last_error: reason.slice(0, 500),
        claimed_until: null,
        updated_at: at,
      })
      .where('id', '=', id)
      .execute();
  }

  /** A reservation's waiting rows are due now (its PMS just said something: it is back). */
  async dueNow(projectId: string, reservationId: string, at: string): Promise<void> {
    await this.db
      .updateTable('pms_outbox')
      .set({ next_attempt_at: at })
      .where('project_id', '=', projectId)
      .where('reservation_id', '=', reservationId)
      .where('status', '=', 'pending')
      .execute();
  }

  /** Staff's "Retry": a failed or waiting row is due now. False when there is none to retry. */
  async retry(projectId: string, id: string, at: string): Promise<boolean> {
    const result = await this.db
      .updateTable('pms_outbox')
      .set({ status: 'pending', next_attempt_at: at, updated_at: at })
      .where('id', '=', id)
      .where('project_id', '=', projectId)
      .where('status', 'in', ['pending', 'failed'])
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** The project's rows waiting or failed, oldest first (the console's list). */
  async listOpen(projectId: string, limit = 200): Promise<OutboxItem[]> {
    const rows = await this.db
      .selectFrom('pms_outbox')
      .selectAll()
      .where('project_id', '=', projectId)
      .where('status', 'in', ['pending', 'failed'])
      .orderBy('created_at')
      .limit(limit)
      .execute();
    return rows.map((r) => this.toItem(r));
  }

  /** The check-ins and check-outs of a reservation still waiting for the PMS. */
  async pendingSteps(projectId: string, reservationId: string): Promise<OutboxItem[]> {
    const rows = await this.db
      .selectFrom('pms_outbox')
      .selectAll()
      .where('project_id', '=', projectId)
      .where('reservation_id', '=', reservationId)
      .where('status', '=', 'pending')
      .where('kind', 'in', ['checkin', 'checkout'])
      .execute();
    return rows.map((r) => this.toItem(r));
  }

  /** A reservation's check-ins lose their data (their retention ended). */
  async clearCheckins(projectId: string, reservationId: string, at: string): Promise<void> {
    await this.db
      .updateTable('pms_outbox')
      .set({ payload: this.cipher.encrypt('null'), updated_at: at })
      .where('project_id', '=', projectId)
      .where('reservation_id', '=', reservationId)
      .where('kind', '=', 'checkin')
      .execute();
  }

  /** Identity data past their retention leave the rows that still hold them. */
  async clearExpired(now: string): Promise<number> {
    const result = await this.db
      .updateTable('pms_outbox')
      .set({ payload: this.cipher.encrypt('null'), delete_after: null, updated_at: now })
      .where('delete_after', '<', now)
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }
}
