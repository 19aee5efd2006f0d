// Whom a staff notification reaches: every guest of a project, or the guests
// in house — those whose session belongs to a reservation with a room stay
// in house now (PMS status In-house, or checked in online and not yet out).
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

export type AudienceRepository = ReturnType<typeof createAudienceRepository>;

export function createAudienceRepository(db: Kysely<Database>) {
  return {
    /** Every guest of the project with a live session. */
    async all(projectId: string, now: string): Promise<string[]> {
      const rows = await db
        .selectFrom('guest_sessions')
        .select('user_id')
        .distinct()
        .where('project_id', '=', projectId)
        .where('expires_at', '>', now)
        .execute();
      return rows.map((row) => row.user_id);
    },

    /** The guests of reservations in house, with a live session. */
    async inHouse(projectId: string, now: string): Promise<string[]> {
      const rows = await db
        .selectFrom('guest_sessions as s')
        .innerJoin('pms_room_stays as r', (join) =>
          join
            .onRef('r.project_id', '=', 's.project_id')
            .onRef('r.reservation_id', '=', 's.reservation_id'),
        )
        .select('s.user_id')
        .distinct()
        .where('s.project_id', '=', projectId)
        .where('s.expires_at', '>', now)
        .where((eb) =>
          eb.or([
            eb('r.status', '=', 'In-house'),
            eb.and([
              eb('r.checkin_finished_at', 'is not', null),
              eb('r.checkout_finished_at', 'is', null),
              eb('r.status', '!=', 'Checked out'),
            ]),
          ]),
        )
        .execute();
      return rows.map((row) => row.user_id);
    },

    /** Which of the user ids are guests of the project (others are dropped). */
    async known(projectId: string, userIds: readonly string[]): Promise<string[]> {
      if (userIds.length === 0) return [];
      const rows = await db
        .selectFrom('guests')
        .select('user_id')
        .where('project_id', '=', projectId)
        .where('user_id', 'in', [...userIds])
        .execute();
      return rows.map((row) => row.user_id);
    },

    /** The language of each guest that chose one. */
    async languages(projectId: string, userIds: readonly string[]): Promise<Map<string, string>> {
      const out = new Map<string, string>();
      for (let i = 0; i < userIds.length; i += 500) {
        const rows = await db
          .selectFrom('guests')
          .select(['user_id', 'language'])
          .where('project_id', '=', projectId)
          .where('user_id', 'in', userIds.slice(i, i + 500))
          .execute();
        for (const row of rows) if (row.language) out.set(row.user_id, row.language);
      }
      return out;
    },
  };
}
