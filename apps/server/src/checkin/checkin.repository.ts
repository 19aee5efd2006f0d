// All SQL about online check-in and check-out attempts: the attempts, the
// progress claims that make each step of a room stay happen once and the
// registration form counter. The identity data an attempt stores is read and
// deleted by checkin-identity.repository.ts.
import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import { type DataCipher } from '../secrets/data-cipher.ts';
import type { Database } from '../db/schema.ts';
import { createCheckinIdentityRepository } from './checkin-identity.repository.ts';

export type { ExpiredIdentity, IdentityRecord } from './checkin-identity.repository.ts';

export type AttemptStatus = 'pending' | 'finished' | 'failed';
export type Step = 'checkin' | 'checkout';

export interface CheckinRecord {
  id: string;
  projectId: string;
  reservationId: string;
  userId: string;
  requestHash: string;
  status: AttemptStatus;
  roomStayIds: string[];
  registrationYear: number;
  registrationNumber: number;
  language: string;
  createdAt: string;
  finishedAt: string | null;
}

export interface CheckoutRecord {
  id: string;
  projectId: string;
  reservationId: string;
  userId: string;
  requestHash: string;
  status: AttemptStatus;
  roomStayIds: string[];
  createdAt: string;
  finishedAt: string | null;
}

export interface NewCheckin {
  projectId: string;
  reservationId: string;
  userId: string;
  idempotencyKey: string;
  requestHash: string;
  roomStayIds: string[];
  registrationYear: number;
  language: string;
  guests: string;
  signaturePng: Buffer | null;
  deleteAfter: string;
  at: string;
}

export interface NewCheckout {
  projectId: string;
  reservationId: string;
  userId: string;
  idempotencyKey: string;
  requestHash: string;
  roomStayIds: string[];
  at: string;
}

type Db = Kysely<Database> | Transaction<Database>;

function toCheckin(row: Database['checkins']): CheckinRecord {
  return {
    id: row.id,
    projectId: row.project_id,
    reservationId: row.reservation_id,
    userId: row.user_id,
    requestHash: row.request_hash,
    status: row.status as AttemptStatus,
    roomStayIds: JSON.parse(row.room_stay_ids) as string[],
    registrationYear: Number(row.registration_year),
    registrationNumber: Number(row.registration_number),
    language: row.language,
    createdAt: row.created_at,
    finishedAt: row.finished_at,
  };
}

function toCheckout(row: Database['checkouts']): CheckoutRecord {
  return {
    id: row.id,
    projectId: row.project_id,
    reservationId: row.reservation_id,
    userId: row.user_id,
    requestHash: row.request_hash,
    status: row.status as AttemptStatus,
    roomStayIds: JSON.parse(row.room_stay_ids) as string[],
    createdAt: row.created_at,
    finishedAt: row.finished_at,
  };
}

/** Takes the next registration number of a project and year (the counter row is locked until commit). */
async function nextRegistrationNumber(trx: Db, projectId: string, year: number): Promise<number> {
  const row = await trx
    .insertInto('registration_counters')
    .values({ project_id: projectId, year, last_number: 1 })
    .onConflict((oc) =>
      oc
        .columns(['project_id', 'year'])
        .doUpdateSet({ last_number: sql`registration_counters.last_number + 1` }),
    )
    .returning('last_number')
    .executeTakeFirstOrThrow();
  return Number(row.last_number);
}

async function claimSteps(
  trx: Db,
  projectId: string,
  reservationId: string,
  roomStayIds: readonly string[],
  step: Step,
  operationId: string,
  at: string,
): Promise<void> {
  await trx
    .insertInto('checkin_progress')
    .values(
      roomStayIds.map((roomStayId) => ({
        project_id: projectId,
        reservation_id: reservationId,
        room_stay_id: roomStayId,
        step,
        operation_id: operationId,
        created_at: at,
      })),
    )
    .execute();
}

export type CheckinRepository = ReturnType<typeof createCheckinRepository>;

/**
 * `cipher` encrypts the identity data at rest: the guests' JSON (documents,
 * addresses) and the signature.
 */
export function createCheckinRepository(db: Kysely<Database>, cipher: DataCipher) {
  return {
    ...createCheckinIdentityRepository(db, cipher),
    async findCheckinByKey(projectId: string, key: string): Promise<CheckinRecord | undefined> {
      const row = await db
        .selectFrom('checkins')
        .selectAll()
        .where('project_id', '=', projectId)
        .where('idempotency_key', '=', key)
        .executeTakeFirst();
      return row && toCheckin(row);
    },

    async getCheckin(id: string): Promise<CheckinRecord | undefined> {
      const row = await db
        .selectFrom('checkins')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirst();
      return row && toCheckin(row);
    },

    /**
     * In one transaction: the next registration number, the attempt
     * (pending), the check-in claim of every room stay and the identity
     * data. Throws a unique violation when the key or a stay's claim exists.
     */
    async claimCheckin(input: NewCheckin): Promise<CheckinRecord> {
      const id = randomUUID();
      return db.transaction().execute(async (trx) => {
        const number = await nextRegistrationNumber(trx, input.projectId, input.registrationYear);
        const row = {
          id,
          project_id: input.projectId,
          reservation_id: input.reservationId,
          user_id: input.userId,
          idempotency_key: input.idempotencyKey,
          request_hash: input.requestHash,
          status: 'pending',
          room_stay_ids: JSON.stringify(input.roomStayIds),
          registration_year: input.registrationYear,
          registration_number: number,
          language: input.language,
          created_at: input.at,
          finished_at: null,
        };
        await trx.insertInto('checkins').values(row).execute();
        await claimSteps(
          trx,
          input.projectId,
          input.reservationId,
          input.roomStayIds,
          'checkin',
          id,
          input.at,
        );
        await trx
          .insertInto('checkin_identity')
          .values({
            checkin_id: id,
            project_id: input.projectId,
            guests: cipher.encrypt(input.guests),
            signature_png: input.signaturePng
              ? cipher.encrypt(input.signaturePng.toString('base64'))
              : null,
            delete_after: input.deleteAfter,
            created_at: input.at,
          })
          .execute();
        return toCheckin(row);
      });
    },

    async finishCheckin(id: string, at: string): Promise<void> {
      await db
        .updateTable('checkins')
        .set({ status: 'finished', finished_at: at })
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .execute();
    },

    /**
     * Undoes a failed attempt in one transaction: its identity data and
     * claims are deleted and its key freed, so a retry with the same key
     * starts afresh. Its registration number stays taken (a form number is
     * never reused).
     */
    async failCheckin(id: string): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('checkin_identity').where('checkin_id', '=', id).execute();
        await trx
          .deleteFrom('checkin_progress')
          .where('operation_id', '=', id)
          .where('step', '=', 'checkin')
          .execute();
        await trx
          .updateTable('checkins')
          .set({ status: 'failed', idempotency_key: null })
          .where('id', '=', id)
          .execute();
      });
    },

    /**
     * Frees the claim of a stay's step (the PMS shows the step not done, e.g.
     * a demo reset): the attempt and its identity data stay as they are.
     */
    async releaseClaim(
      projectId: string,
      reservationId: string,
      roomStayId: string,
      step: Step,
    ): Promise<void> {
      await db
        .deleteFrom('checkin_progress')
        .where('project_id', '=', projectId)
        .where('reservation_id', '=', reservationId)
        .where('room_stay_id', '=', roomStayId)
        .where('step', '=', step)
        .execute();
    },

    /** The operation that holds the claim of a stay's step, with its status and age. */
    async claimOf(
      projectId: string,
      reservationId: string,
      roomStayId: string,
      step: Step,
    ): Promise<{ operationId: string; createdAt: string } | undefined> {
      const row = await db
        .selectFrom('checkin_progress')
        .select(['operation_id', 'created_at'])
        .where('project_id', '=', projectId)
        .where('reservation_id', '=', reservationId)
        .where('room_stay_id', '=', roomStayId)
        .where('step', '=', step)
        .executeTakeFirst();
      return row && { operationId: row.operation_id, createdAt: row.created_at };
    },

    /** A project's finished check-ins, newest first, and whether their identity data still exist. */
    async listFinishedCheckins(
      projectId: string,
      limit = 200,
      reservationId?: string,
    ): Promise<(CheckinRecord & { identityKept: boolean })[]> {
      let query = db
        .selectFrom('checkins as c')
        .leftJoin('checkin_identity as i', 'i.checkin_id', 'c.id')
        .selectAll('c')
        .select('i.checkin_id as identity_id')
        .where('c.project_id', '=', projectId)
        .where('c.status', '=', 'finished');
      if (reservationId !== undefined) query = query.where('c.reservation_id', '=', reservationId);
      const rows = await query
        .orderBy('c.registration_year', 'desc')
        .orderBy('c.registration_number', 'desc')
        .limit(limit)
        .execute();
      return rows.map(({ identity_id, ...row }) => ({
        ...toCheckin(row),
        identityKept: identity_id !== null,
      }));
    },

    async findCheckoutByKey(projectId: string, key: string): Promise<CheckoutRecord | undefined> {
      const row = await db
        .selectFrom('checkouts')
        .selectAll()
        .where('project_id', '=', projectId)
        .where('idempotency_key', '=', key)
        .executeTakeFirst();
      return row && toCheckout(row);
    },

    async getCheckout(id: string): Promise<CheckoutRecord | undefined> {
      const row = await db
        .selectFrom('checkouts')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirst();
      return row && toCheckout(row);
    },

    /** In one transaction: the attempt (pending) and the check-out claim of every room stay. */
    async claimCheckout(input: NewCheckout): Promise<CheckoutRecord> {
      const id = randomUUID();
      return db.transaction().execute(async (trx) => {
        const row = {
          id,
          project_id: input.projectId,
          reservation_id: input.reservationId,
          user_id: input.userId,
          idempotency_key: input.idempotencyKey,
          request_hash: input.requestHash,
          status: 'pending',
          room_stay_ids: JSON.stringify(input.roomStayIds),
          created_at: input.at,
          finished_at: null,
        };
        await trx.insertInto('checkouts').values(row).execute();
        await claimSteps(
          trx,
          input.projectId,
          input.reservationId,
          input.roomStayIds,
          'checkout',
          id,
          input.at,
        );
        return toCheckout(row);
      });
    },

    async finishCheckout(id: string, at: string): Promise<void> {
      await db
        .updateTable('checkouts')
        .set({ status: 'finished', finished_at: at })
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .execute();
    },

    async failCheckout(id: string): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx
          .deleteFrom('checkin_progress')
          .where('operation_id', '=', id)
          .where('step', '=', 'checkout')
          .execute();
        await trx
          .updateTable('checkouts')
          .set({ status: 'failed', idempotency_key: null })
          .where('id', '=', id)
          .execute();
      });
    },
  };
}
