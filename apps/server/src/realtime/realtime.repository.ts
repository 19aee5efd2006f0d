// All SQL about realtime events: numbered per database (a stream resumes
// after the last number it saw), kept a day.
import type { RealtimeEvent } from '@hospes/domain';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

export interface StoredRealtimeEvent {
  seq: number;
  projectId: string;
  userId: string;
  event: RealtimeEvent;
}

export type RealtimeRepository = ReturnType<typeof createRealtimeRepository>;

const toEvent = (row: {
  seq: number | string;
  project_id: string;
  user_id: string;
  event: string;
}): StoredRealtimeEvent => ({
  // PostgreSQL's bigserial arrives as a string.
  seq: Number(row.seq),
  projectId: row.project_id,
  userId: row.user_id,
  event: row.event as RealtimeEvent,
});

export function createRealtimeRepository(db: Kysely<Database>, now: () => number) {
  return {
    /** Stores one event per guest; returns them with their numbers (ascending). */
    async insert(
      projectId: string,
      userIds: readonly string[],
      event: RealtimeEvent,
    ): Promise<StoredRealtimeEvent[]> {
      if (userIds.length === 0) return [];
      const createdAt = new Date(now()).toISOString();
      const out: StoredRealtimeEvent[] = [];
      // In chunks: SQLite allows at most 32,766 bound values per statement.
      for (let i = 0; i < userIds.length; i += 1000) {
        const rows = await db
          .insertInto('realtime_events')
          .values(
            userIds.slice(i, i + 1000).map((userId) => ({
              project_id: projectId,
              user_id: userId,
              event,
              created_at: createdAt,
            })),
          )
          .returning(['seq', 'project_id', 'user_id', 'event'])
          .execute();
        out.push(...rows.map(toEvent));
      }
      return out.sort((a, b) => a.seq - b.seq);
    },

    /** A guest's events after `seq`, oldest first (at most `limit`). */
    async since(
      projectId: string,
      userId: string,
      seq: number,
      limit = 500,
    ): Promise<StoredRealtimeEvent[]> {
      const rows = await db
        .selectFrom('realtime_events')
        .select(['seq', 'project_id', 'user_id', 'event'])
        .where('project_id', '=', projectId)
        .where('user_id', '=', userId)
        .where('seq', '>', seq)
        .orderBy('seq')
        .limit(limit)
        .execute();
      return rows.map(toEvent);
    },

    /** Events with numbers in [from, to] of a project (a broadcast's range). */
    async range(projectId: string, from: number, to: number): Promise<StoredRealtimeEvent[]> {
      const rows = await db
        .selectFrom('realtime_events')
        .select(['seq', 'project_id', 'user_id', 'event'])
        .where('project_id', '=', projectId)
        .where('seq', '>=', from)
        .where('seq', '<=', to)
        .orderBy('seq')
        .execute();
      return rows.map(toEvent);
    },

    /** The newest number (0 when there is none): where a new stream starts. */
    async latest(): Promise<number> {
      const row = await db
        .selectFrom('realtime_events')
        .select((eb) => eb.fn.max('seq').as('seq'))
        .executeTakeFirst();
      return Number(row?.seq ?? 0);
    },

    /** PostgreSQL only: a NOTIFY on `channel` through the pool. */
    async notify(channel: string, payload: string): Promise<void> {
      await sql`select pg_notify(${channel}, ${payload})`.execute(db);
    },

    /** Deletes events older than `before` (ISO); answers how many. */
    async deleteOlderThan(before: string): Promise<number> {
      const result = await db
        .deleteFrom('realtime_events')
        .where('created_at', '<', before)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
