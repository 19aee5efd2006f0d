// The stable user id of each guest of a reservation, per project: a second
// device logging in with the same data gets the same user — and so the same
// profile, stay and plan.
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** Prefix of the user id of a logged-in reservation guest (anonymous ones start with guest_app_). */
export const RESERVATION_USER_PREFIX = 'guest_res_';

/** A new user id: the prefix and 128 random bits (hex), unguessable and unrelated to the reservation. */
export function createReservationUserId(): string {
  return `${RESERVATION_USER_PREFIX}${randomBytes(16).toString('hex')}`;
}

export type ReservationUsersRepository = ReturnType<typeof createReservationUsersRepository>;

export function createReservationUsersRepository(db: Kysely<Database>) {
  async function find(projectId: string, guestRef: string): Promise<string | undefined> {
    const row = await db
      .selectFrom('reservation_users')
      .select('user_id')
      .where('project_id', '=', projectId)
      .where('guest_ref', '=', guestRef)
      .executeTakeFirst();
    return row?.user_id;
  }

  return {
    /**
     * The user id of a PMS guest, created at the first login. Two first
     * logins at the same moment agree: the second insert does nothing and
     * both read the stored id.
     */
    async userIdFor(projectId: string, guestRef: string, at: Date): Promise<string> {
      const known = await find(projectId, guestRef);
      if (known) return known;
      await db
        .insertInto('reservation_users')
        .values({
          project_id: projectId,
          guest_ref: guestRef,
          user_id: createReservationUserId(),
          created_at: at.toISOString(),
        })
        .onConflict((oc) => oc.columns(['project_id', 'guest_ref']).doNothing())
        .execute();
      const stored = await find(projectId, guestRef);
      if (!stored) throw new Error('The reservation user could not be stored');
      return stored;
    },

    /** The PMS guest of a user id, or undefined (an anonymous user has none). */
    async guestRefOf(projectId: string, userId: string): Promise<string | undefined> {
      const row = await db
        .selectFrom('reservation_users')
        .select('guest_ref')
        .where('project_id', '=', projectId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return row?.guest_ref;
    },
  };
}
