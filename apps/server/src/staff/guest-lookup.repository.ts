// What the staff's guest directory reads from our own tables (SQL only
// here): a guest's stored profile, stay and language; the property
// system's guest a user is; the guest and reservation a request, an order
// or a booking was made by; the reservation of a check-in.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

export interface StoredGuest {
  userId: string;
  /** JSON text as stored. */
  profile: string;
  stay: string;
  language: string | null;
}

/** Tables whose rows name the guest and reservation they were made under. */
export type GuestRowTable = 'guest_requests' | 'orders' | 'registrations';

export type GuestLookupRepository = ReturnType<typeof createGuestLookupRepository>;

export function createGuestLookupRepository(db: Kysely<Database>) {
  return {
    async guests(projectId: string, userIds: readonly string[]): Promise<StoredGuest[]> {
      if (userIds.length === 0) return [];
      const rows = await db
        .selectFrom('guests')
        .select(['user_id', 'profile', 'stay', 'language'])
        .where('project_id', '=', projectId)
        .where('user_id', 'in', userIds)
        .execute();
      return rows.map((r) => ({
        userId: r.user_id,
        profile: r.profile,
        stay: r.stay,
        language: r.language,
      }));
    },

    /** The property system's guest id of each user logged in with a reservation. */
    async pmsGuestRefs(
      projectId: string,
      userIds: readonly string[],
    ): Promise<{ userId: string; guestRef: string }[]> {
      if (userIds.length === 0) return [];
      const rows = await db
        .selectFrom('reservation_users')
        .select(['user_id', 'guest_ref'])
        .where('project_id', '=', projectId)
        .where('user_id', 'in', userIds)
        .execute();
      return rows.map((r) => ({ userId: r.user_id, guestRef: r.guest_ref }));
    },

    /** Who made each row (by id) of `table`, and under which reservation. */
    async rowGuests(
      table: GuestRowTable,
      projectId: string,
      ids: readonly string[],
    ): Promise<{ id: string; userId: string; reservationId: string | null }[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .selectFrom(table)
        .select(['id', 'user_id', 'reservation_id'])
        .where('project_id', '=', projectId)
        .where('id', 'in', ids)
        .execute();
      return rows.map((r) => ({ id: r.id, userId: r.user_id, reservationId: r.reservation_id }));
    },

    /** The reservation of each check-in (by id). */
    async checkinReservations(
      projectId: string,
      ids: readonly string[],
    ): Promise<{ id: string; reservationId: string }[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .selectFrom('checkins')
        .select(['id', 'reservation_id'])
        .where('project_id', '=', projectId)
        .where('id', 'in', ids)
        .execute();
      return rows.map((r) => ({ id: r.id, reservationId: r.reservation_id }));
    },
  };
}
