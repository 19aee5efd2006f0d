// The journey's messages (migration 025): one row per reservation, guest and
// step — planned with its due time, then sent, skipped (its condition no
// longer held), failed (with the SMTP answer) or canceled (the stay went or
// moved away). Claims are conditional updates: of two instances only one
// sends a row. The addresses that opted out are kept as keyed hashes.
import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { JourneyMessagesTable } from '../db/schema-journey.ts';
import { isUniqueViolation } from '../db/unique-violation.ts';

export type JourneyStatus = 'planned' | 'sent' | 'failed' | 'skipped' | 'canceled';

export interface JourneyMessage {
  id: string;
  projectId: string;
  reservationId: string;
  guestId: string;
  stepId: string;
  status: JourneyStatus;
  dueAt: string;
  stayEnd: string;
  attempts: number;
  lastError: string | null;
  language: string | null;
  sentAt: string | null;
  linkOpenedAt: string | null;
}

export interface PlannedMessage {
  projectId: string;
  reservationId: string;
  guestId: string;
  stepId: string;
  dueAt: string;
  stayEnd: string;
}

const toMessage = (r: Selectable<JourneyMessagesTable>): JourneyMessage => ({
  id: r.id,
  projectId: r.project_id,
  reservationId: r.reservation_id,
  guestId: r.guest_id,
  stepId: r.step_id,
  status: r.status as JourneyStatus,
  dueAt: r.due_at,
  stayEnd: r.stay_end,
  attempts: Number(r.attempts),
  lastError: r.last_error,
  language: r.language,
  sentAt: r.sent_at,
  linkOpenedAt: r.link_opened_at,
});

export class JourneyRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * Plans a message; one already planned moves to the new time (the stay's
   * dates changed). Sent, failed, skipped and canceled ones stay as they
   * are — except a canceled one, planned again when its stay is back.
   */
  async plan(m: PlannedMessage, at: string): Promise<void> {
    try {
      await this.db
        .insertInto('journey_messages')
        .values({
          id: randomUUID(),
          project_id: m.projectId,
          reservation_id: m.reservationId,
          guest_id: m.guestId,
          step_id: m.stepId,
          status: 'planned',
          due_at: m.dueAt,
          stay_end: m.stayEnd,
          attempts: 0,
          created_at: at,
          updated_at: at,
        })
        .execute();
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
      await this.db
        .updateTable('journey_messages')
        .set({ status: 'planned', due_at: m.dueAt, stay_end: m.stayEnd, updated_at: at })
        .where('project_id', '=', m.projectId)
        .where('reservation_id', '=', m.reservationId)
        .where('guest_id', '=', m.guestId)
        .where('step_id', '=', m.stepId)
        .where('status', 'in', ['planned', 'canceled'])
        .where((eb) => eb.or([eb('due_at', '!=', m.dueAt), eb('status', '=', 'canceled')]))
        .execute();
    }
  }

  /** Cancels a reservation's planned messages, except those of `keep` (step ids per guest). */
  async cancelPlanned(
    projectId: string,
    reservationId: string,
    keep: ReadonlySet<string>,
    reason: string,
    at: string,
  ): Promise<number> {
    const planned = await this.db
      .selectFrom('journey_messages')
      .select(['id', 'guest_id', 'step_id'])
      .where('project_id', '=', projectId)
      .where('reservation_id', '=', reservationId)
      .where('status', '=', 'planned')
      .execute();
    const gone = planned.filter((r) => !keep.has(`${r.guest_id}|${r.step_id}`)).map((r) => r.id);
    if (gone.length === 0) return 0;
    await this.db
      .updateTable('journey_messages')
      .set({ status: 'canceled', last_error: reason, updated_at: at })
      .where('id', 'in', gone)
      .where('status', '=', 'planned')
      .execute();
    return gone.length;
  }

  /** Reservations of a project with planned messages (to notice the ones gone from the PMS). */
  async reservationsWithPlanned(projectId: string): Promise<string[]> {
    const rows = await this.db
      .selectFrom('journey_messages')
      .select('reservation_id')
      .distinct()
      .where('project_id', '=', projectId)
      .where('status', '=', 'planned')
      .execute();
    return rows.map((r) => r.reservation_id);
  }

  /** Planned messages due at `now`, each claimed until `leaseUntil` (skipped when another holds it). */
  async claimDue(
    now: string,
    leaseUntil: string,
    limit: number,
    id?: string,
  ): Promise<JourneyMessage[]> {
    let query = this.db
      .selectFrom('journey_messages')
      .select('id')
      .where('status', '=', 'planned')
      .where('due_at', '<=', now)
      .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', now)]))
      .orderBy('due_at')
      .limit(limit);
    if (id) query = query.where('id', '=', id);
    const claimed: JourneyMessage[] = [];
    for (const row of await query.execute()) {
      const result = await this.db
        .updateTable('journey_messages')
        .set({ claimed_until: leaseUntil })
        .where('id', '=', row.id)
        .where('status', '=', 'planned')
        .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', now)]))
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) continue;
      const message = await this.get(row.id);
      if (message) claimed.push(message);
    }
    return claimed;
  }

  async find(projectId: string, reservationId: string, guestId: string, stepId: string) {
    const row = await this.db
      .selectFrom('journey_messages')
      .selectAll()
      .where('project_id', '=', projectId)
      .where('reservation_id', '=', reservationId)
      .where('guest_id', '=', guestId)
      .where('step_id', '=', stepId)
      .executeTakeFirst();
    return row && toMessage(row);
  }

  async get(id: string): Promise<JourneyMessage | undefined> {
    const row = await this.db
      .selectFrom('journey_messages')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    return row && toMessage(row);
  }

  /** Ends a claimed message: sent, skipped, canceled or failed, with what to remember. */
  async settle(
    id: string,
    at: string,
    outcome:
      | { status: 'sent'; messageId: string; language: string }
      | { status: 'skipped' | 'canceled' | 'failed'; reason: string },
  ): Promise<void> {
    await this.db
      .updateTable('journey_messages')
      .set(
        outcome.status === 'sent'
          ? {
              status: 'sent',
              sent_at: at,
              message_id: outcome.messageId,
              language: outcome.language,
              last_error: null,
            }
          : { status: outcome.status, last_error: outcome.reason.slice(0, 500) },
      )
      .set((eb) => ({
        attempts: eb(
          'attempts',
          '+',
          outcome.status === 'sent' || outcome.status === 'failed' ? 1 : 0,
        ),
      }))
      .set({ claimed_until: null, updated_at: at })
      .where('id', '=', id)
      .execute();
  }

  /** The mail server did not take it: tried again at `next`. */
  async retryLater(id: string, at: string, next: string, error: string): Promise<void> {
    await this.db
      .updateTable('journey_messages')
      .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
      .set({ due_at: next, last_error: error.slice(0, 500), claimed_until: null, updated_at: at })
      .where('id', '=', id)
      .execute();
  }

  /** Staff's "send now" / "resend": the message is planned for now. False when there is none. */
  async sendNow(projectId: string, id: string, at: string): Promise<boolean> {
    const result = await this.db
      .updateTable('journey_messages')
      .set({ status: 'planned', due_at: at, claimed_until: null, updated_at: at })
      .where('id', '=', id)
      .where('project_id', '=', projectId)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** The guest opened the message's link (the first time counts). */
  async linkOpened(id: string, at: string): Promise<void> {
    await this.db
      .updateTable('journey_messages')
      .set({ link_opened_at: at })
      .where('id', '=', id)
      .where('link_opened_at', 'is', null)
      .execute();
  }

  async listForReservation(projectId: string, reservationId: string): Promise<JourneyMessage[]> {
    const rows = await this.db
      .selectFrom('journey_messages')
      .selectAll()
      .where('project_id', '=', projectId)
      .where('reservation_id', '=', reservationId)
      .orderBy('due_at')
      .execute();
    return rows.map(toMessage);
  }

  /** A project's messages due from `from` to `to` (ISO instants), oldest first. */
  async listBetween(
    projectId: string,
    from: string,
    to: string,
    limit = 500,
  ): Promise<JourneyMessage[]> {
    const rows = await this.db
      .selectFrom('journey_messages')
      .selectAll()
      .where('project_id', '=', projectId)
      .where('due_at', '>=', from)
      .where('due_at', '<', to)
      .orderBy('due_at')
      .limit(limit)
      .execute();
    return rows.map(toMessage);
  }

  async optOut(projectId: string, emailHash: string, at: string): Promise<void> {
    try {
      await this.db
        .insertInto('journey_optouts')
        .values({ project_id: projectId, email_hash: emailHash, created_at: at })
        .execute();
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
    }
  }

  async isOptedOut(projectId: string, emailHash: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('journey_optouts')
      .select('email_hash')
      .where('project_id', '=', projectId)
      .where('email_hash', '=', emailHash)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** The log of stays that ended before `date` (YYYY-MM-DD) goes. */
  async forgetStaysEndedBefore(date: string): Promise<number> {
    const result = await this.db
      .deleteFrom('journey_messages')
      .where('stay_end', '<', date)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  /** A reservation's log goes (the retention of its stay's data ended). */
  async forgetReservation(projectId: string, reservationId: string): Promise<void> {
    await this.db
      .deleteFrom('journey_messages')
      .where('project_id', '=', projectId)
      .where('reservation_id', '=', reservationId)
      .execute();
  }
}
