// The identity data of a check-in (documents, addresses, the signature),
// encrypted at rest (ADR 005): read for the registration form, listed when
// its retention ends and deleted then (the attempt itself holds none).
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { isEncrypted, type DataCipher } from '../secrets/data-cipher.ts';

export interface IdentityRecord {
  checkinId: string;
  /** JSON text of the guests' data (never logged). */
  guests: string;
  signaturePng: Buffer | null;
  deleteAfter: string;
}

/** A check-in whose identity data reached the end of their retention. */
export interface ExpiredIdentity {
  checkinId: string;
  projectId: string;
  reservationId: string;
  roomStayIds: string[];
}

export function createCheckinIdentityRepository(db: Kysely<Database>, cipher: DataCipher) {
  return {
    async getIdentity(checkinId: string): Promise<IdentityRecord | undefined> {
      const row = await db
        .selectFrom('checkin_identity')
        .selectAll()
        .where('checkin_id', '=', checkinId)
        .executeTakeFirst();
      return (
        row && {
          checkinId: row.checkin_id,
          guests: cipher.decrypt(row.guests),
          signaturePng: row.signature_png
            ? Buffer.from(cipher.decrypt(row.signature_png), 'base64')
            : null,
          deleteAfter: row.delete_after,
        }
      );
    },

    /** The check-ins whose identity data's retention ended at `nowIso`. */
    async listExpiredIdentity(nowIso: string): Promise<ExpiredIdentity[]> {
      const rows = await db
        .selectFrom('checkin_identity as i')
        .innerJoin('checkins as c', 'c.id', 'i.checkin_id')
        .select(['i.checkin_id', 'c.project_id', 'c.reservation_id', 'c.room_stay_ids'])
        .where('i.delete_after', '<=', nowIso)
        .orderBy('i.delete_after')
        .limit(500)
        .execute();
      return rows.map((r) => ({
        checkinId: r.checkin_id,
        projectId: r.project_id,
        reservationId: r.reservation_id,
        roomStayIds: JSON.parse(r.room_stay_ids) as string[],
      }));
    },

    /** Deletes a check-in's identity data (the attempt itself holds none). */
    async deleteIdentity(checkinId: string): Promise<boolean> {
      const result = await db
        .deleteFrom('checkin_identity')
        .where('checkin_id', '=', checkinId)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    /** Encrypts identity data stored before encryption at rest (at start; idempotent). */
    async encryptPlaintextIdentity(): Promise<number> {
      const rows = await db
        .selectFrom('checkin_identity')
        .select(['checkin_id', 'guests', 'signature_png'])
        .where((eb) =>
          eb.or([
            eb('guests', 'not like', 'v1:%'),
            eb.and([eb('signature_png', 'is not', null), eb('signature_png', 'not like', 'v1:%')]),
          ]),
        )
        .execute();
      for (const row of rows) {
        const seal = (value: string | null) =>
          value === null || isEncrypted(value) ? value : cipher.encrypt(value);
        await db
          .updateTable('checkin_identity')
          .set({ guests: seal(row.guests) ?? '', signature_png: seal(row.signature_png) })
          .where('checkin_id', '=', row.checkin_id)
          .execute();
      }
      return rows.length;
    },
  };
}
