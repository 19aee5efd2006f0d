// What the change notifications of a remote PMS keep (migration 024) and
// read: the ids of apaleo's deliveries taken, and a reservation's logged-in
// guests (their PMS guest ids start with the reservation's).
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';

export class PmsEventsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Records a delivery's id; false when it was recorded before. */
  async takeOnce(projectId: string, source: string, eventId: string, at: string): Promise<boolean> {
    try {
      await this.db
        .insertInto('pms_events')
        .values({ project_id: projectId, source, event_id: eventId.slice(0, 200), received_at: at })
        .execute();
      return true;
    } catch (err) {
      if (isUniqueViolation(err)) return false;
      throw err;
    }
  }

  /** The user ids of a reservation's logged-in guests. */
  async usersOf(projectId: string, reservationId: string): Promise<string[]> {
    const prefix = `${reservationId}~`;
    const rows = await this.db
      .selectFrom('reservation_users')
      .select('user_id')
      .where('project_id', '=', projectId)
      .where((eb) =>
        eb.or([
          eb('guest_ref', '=', reservationId),
          eb(sql<string>`substr(guest_ref, 1, ${prefix.length})`, '=', prefix),
        ]),
      )
      .execute();
    return rows.map((r) => r.user_id);
  }

  /** Forgets the ids of deliveries received before `before`. */
  async forgetBefore(before: string): Promise<void> {
    await this.db.deleteFrom('pms_events').where('received_at', '<', before).execute();
  }
}
