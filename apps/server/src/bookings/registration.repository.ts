// All SQL about programme registrations and the places taken per slot.
// Overbooking is prevented by one statement: the slot's counter is raised
// only `WHERE taken + persons <= capacity`, in the same transaction that
// inserts the registration — a row update both SQLite (one writer) and
// PostgreSQL (row lock, re-checked after a concurrent commit) apply one at
// a time, so two instances on one database cannot both take the last place.
import type { RegistrationLine, RegistrationStatus } from '@hospes/domain';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { pendingBySlot } from './slot-pending.repository.ts';

export interface StoredRegistration {
  id: string;
  projectId: string;
  userId: string;
  reservationId: string | null;
  activityId: string;
  slotId: string;
  subject: string;
  lang: string;
  teamMemberId: string | null;
  teamMember: string | null;
  lines: RegistrationLine[];
  persons: number;
  totalMinor: number;
  currency: string;
  status: RegistrationStatus;
  payment: 'none' | 'online' | 'room';
  paymentId: string | null;
  holdUntil: string | null;
  chargeRef: string | null;
  startAt: string;
  endAt: string;
  cancellationDeadlineHours: number;
  confirmation: 'auto' | 'staff';
  note: string | null;
  idempotencyKey: string;
  createdAt: string;
  updatedAt: string;
}

type Row = Database['registrations'];

/** Statuses whose persons hold places in their slot. */
export const HOLDING_STATUSES: readonly RegistrationStatus[] = ['open', 'waiting', 'accepted'];

function toRegistration(row: Row): StoredRegistration {
  return {
    id: row.id,
    projectId: row.project_id,
    userId: row.user_id,
    reservationId: row.reservation_id,
    activityId: row.activity_id,
    slotId: row.slot_id,
    subject: row.subject,
    lang: row.lang,
    teamMemberId: row.team_member_id,
    teamMember: row.team_member,
    lines: JSON.parse(row.lines) as RegistrationLine[],
    persons: row.persons,
    totalMinor: row.total_minor,
    currency: row.currency,
    status: row.status as RegistrationStatus,
    payment: row.payment as StoredRegistration['payment'],
    paymentId: row.payment_id,
    holdUntil: row.hold_until,
    chargeRef: row.charge_ref,
    startAt: row.start_at,
    endAt: row.end_at,
    cancellationDeadlineHours: row.cancellation_deadline_hours,
    confirmation: row.confirmation as StoredRegistration['confirmation'],
    note: row.note,
    idempotencyKey: row.idempotency_key,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

function toRow(r: StoredRegistration): Row {
  return {
    id: r.id,
    project_id: r.projectId,
    user_id: r.userId,
    reservation_id: r.reservationId,
    activity_id: r.activityId,
    slot_id: r.slotId,
    subject: r.subject,
    lang: r.lang,
    team_member_id: r.teamMemberId,
    team_member: r.teamMember,
    lines: JSON.stringify(r.lines),
    persons: r.persons,
    total_minor: r.totalMinor,
    currency: r.currency,
    status: r.status,
    payment: r.payment,
    payment_id: r.paymentId,
    hold_until: r.holdUntil,
    charge_ref: r.chargeRef,
    start_at: r.startAt,
    end_at: r.endAt,
    cancellation_deadline_hours: r.cancellationDeadlineHours,
    confirmation: r.confirmation,
    note: r.note,
    idempotency_key: r.idempotencyKey,
    created_at: r.createdAt,
    updated_at: r.updatedAt,
  };
}

/** Why a booking was not stored. */
export type BookResult = 'booked' | 'full' | 'canceled' | 'duplicate';

class Rollback extends Error {
  constructor(readonly result: Exclude<BookResult, 'booked'>) {
    super(result);
  }
}

async function release(
  trx: Transaction<Database>,
  r: Pick<StoredRegistration, 'projectId' | 'activityId' | 'slotId' | 'persons'>,
): Promise<void> {
  await trx
    .updateTable('booking_slots')
    .set((eb) => ({ taken: eb('taken', '-', r.persons) }))
    .where('project_id', '=', r.projectId)
    .where('activity_id', '=', r.activityId)
    .where('slot_id', '=', r.slotId)
    .execute();
}

export type RegistrationRepository = ReturnType<typeof createRegistrationRepository>;

export function createRegistrationRepository(db: Kysely<Database>) {
  return {
    /**
     * Takes `registration.persons` places of its slot (at most `capacity`
     * in all) and stores the registration, or neither: 'full' when the
     * places are not there, 'duplicate' when the guest already used the
     * idempotency key (the caller reads that registration).
     */
    async book(registration: StoredRegistration, capacity: number): Promise<BookResult> {
      try {
        await db.transaction().execute(async (trx) => {
          await trx
            .insertInto('booking_slots')
            .values({
              project_id: registration.projectId,
              activity_id: registration.activityId,
              slot_id: registration.slotId,
              taken: 0,
            })
            .onConflict((oc) => oc.columns(['project_id', 'activity_id', 'slot_id']).doNothing())
            .execute();
          const taken = await trx
            .updateTable('booking_slots')
            .set((eb) => ({ taken: eb('taken', '+', registration.persons) }))
            .where('project_id', '=', registration.projectId)
            .where('activity_id', '=', registration.activityId)
            .where('slot_id', '=', registration.slotId)
            .where((eb) => eb(eb('taken', '+', registration.persons), '<=', capacity))
            .where('canceled_at', 'is', null)
            .executeTakeFirst();
          if (Number(taken.numUpdatedRows) !== 1) {
            const slot = await trx
              .selectFrom('booking_slots')
              .select('canceled_at')
              .where('project_id', '=', registration.projectId)
              .where('activity_id', '=', registration.activityId)
              .where('slot_id', '=', registration.slotId)
              .executeTakeFirst();
            throw new Rollback(slot?.canceled_at ? 'canceled' : 'full');
          }
          const inserted = await trx
            .insertInto('registrations')
            .values(toRow(registration))
            .onConflict((oc) =>
              oc.columns(['project_id', 'user_id', 'idempotency_key']).doNothing(),
            )
            .executeTakeFirst();
          if (Number(inserted.numInsertedOrUpdatedRows ?? 0) !== 1) {
            throw new Rollback('duplicate');
          }
        });
        return 'booked';
      } catch (err) {
        if (err instanceof Rollback) return err.result;
        throw err;
      }
    },

    async find(projectId: string, id: string): Promise<StoredRegistration | undefined> {
      const row = await db
        .selectFrom('registrations')
        .selectAll()
        .where('project_id', '=', projectId)
        .where('id', '=', id)
        .executeTakeFirst();
      return row && toRegistration(row);
    },

    async findByKey(
      projectId: string,
      userId: string,
      idempotencyKey: string,
    ): Promise<StoredRegistration | undefined> {
      const row = await db
        .selectFrom('registrations')
        .selectAll()
        .where('project_id', '=', projectId)
        .where('user_id', '=', userId)
        .where('idempotency_key', '=', idempotencyKey)
        .executeTakeFirst();
      return row && toRegistration(row);
    },

    /** A guest's registrations by start (the newest 200). */
    async listForUser(projectId: string, userId: string): Promise<StoredRegistration[]> {
      const rows = await db
        .selectFrom('registrations')
        .selectAll()
        .where('project_id', '=', projectId)
        .where('user_id', '=', userId)
        .orderBy('start_at', 'desc')
        .orderBy('id')
        .limit(200)
        .execute();
      return rows.map(toRegistration).reverse();
    },

    /** The slots of these that the staff canceled. */
    async canceledSlots(
      projectId: string,
      activityId: string,
      slotIds: readonly string[],
    ): Promise<Set<string>> {
      if (slotIds.length === 0) return new Set();
      const rows = await db
        .selectFrom('booking_slots')
        .select('slot_id')
        .where('project_id', '=', projectId)
        .where('activity_id', '=', activityId)
        .where('slot_id', 'in', [...slotIds])
        .where('canceled_at', 'is not', null)
        .execute();
      return new Set(rows.map((r) => r.slot_id));
    },

    /** Marks a slot canceled (bookings refused from now on); false when it was already. */
    async cancelSlot(
      projectId: string,
      activityId: string,
      slotId: string,
      at: string,
    ): Promise<boolean> {
      await db
        .insertInto('booking_slots')
        .values({ project_id: projectId, activity_id: activityId, slot_id: slotId, taken: 0 })
        .onConflict((oc) => oc.columns(['project_id', 'activity_id', 'slot_id']).doNothing())
        .execute();
      const result = await db
        .updateTable('booking_slots')
        .set({ canceled_at: at })
        .where('project_id', '=', projectId)
        .where('activity_id', '=', activityId)
        .where('slot_id', '=', slotId)
        .where('canceled_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async listForSlot(
      projectId: string,
      activityId: string,
      slotId: string,
    ): Promise<StoredRegistration[]> {
      const rows = await db
        .selectFrom('registrations')
        .selectAll()
        .where('project_id', '=', projectId)
        .where('activity_id', '=', activityId)
        .where('slot_id', '=', slotId)
        .orderBy('created_at')
        .orderBy('id')
        .execute();
      return rows.map(toRegistration);
    },

    /** Registrations waiting for confirmation and unpaid holds per slot id. */
    pending(projectId: string, activityId: string, slotIds: readonly string[]) {
      return pendingBySlot(db, projectId, activityId, slotIds);
    },

    /** Places taken per slot id of an item (slots nobody booked are missing). */
    async taken(projectId: string, activityId: string, slotIds: string[]) {
      const taken = new Map<string, number>();
      if (slotIds.length === 0) return taken;
      const rows = await db
        .selectFrom('booking_slots')
        .select(['slot_id', 'taken'])
        .where('project_id', '=', projectId)
        .where('activity_id', '=', activityId)
        .where('slot_id', 'in', slotIds)
        .execute();
      for (const row of rows) taken.set(row.slot_id, Number(row.taken));
      return taken;
    },

    /**
     * Sets the status only if it is still `from` (of two decisions one wins)
     * and, when the registration stops holding places, gives them back in the
     * same transaction — a canceled place is free again at once.
     */
    async transition(
      registration: StoredRegistration,
      to: RegistrationStatus,
      note: string | null,
      at: string,
    ): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const result = await trx
          .updateTable('registrations')
          .set({ status: to, note: note ?? registration.note, updated_at: at, hold_until: null })
          .where('project_id', '=', registration.projectId)
          .where('id', '=', registration.id)
          .where('status', '=', registration.status)
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) !== 1) return false;
        const held = HOLDING_STATUSES.includes(registration.status);
        if (held && !HOLDING_STATUSES.includes(to)) await release(trx, registration);
        return true;
      });
    },

    async setPayment(id: string, paymentId: string): Promise<void> {
      await db
        .updateTable('registrations')
        .set({ payment_id: paymentId })
        .where('id', '=', id)
        .execute();
    },

    async setChargeRef(id: string, chargeRef: string): Promise<void> {
      await db
        .updateTable('registrations')
        .set({ charge_ref: chargeRef })
        .where('id', '=', id)
        .execute();
    },

    /** Registrations charged to the room, holding places, created before `before`, whose charge is missing. */
    async listUncharged(before: string): Promise<StoredRegistration[]> {
      const rows = await db
        .selectFrom('registrations')
        .selectAll()
        .where('payment', '=', 'room')
        .where('charge_ref', 'is', null)
        .where('reservation_id', 'is not', null)
        .where('status', 'in', [...HOLDING_STATUSES])
        .where('created_at', '<', before)
        .orderBy('created_at')
        .limit(200)
        .execute();
      return rows.map(toRegistration);
    },

    /** Open registrations of a slot whose payment time is up (they give their places back). */
    async expiredHolds(
      projectId: string,
      activityId: string,
      slotIds: string[] | null,
      now: string,
    ): Promise<StoredRegistration[]> {
      let query = db
        .selectFrom('registrations')
        .selectAll()
        .where('project_id', '=', projectId)
        .where('status', '=', 'open')
        .where('hold_until', '<', now);
      if (activityId) query = query.where('activity_id', '=', activityId);
      if (slotIds) {
        if (slotIds.length === 0) return [];
        query = query.where('slot_id', 'in', slotIds);
      }
      return (await query.limit(500).execute()).map(toRegistration);
    },
  };
}
