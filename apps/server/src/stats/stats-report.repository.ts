// The statistics report's SQL: cookieless hits counted per day, page,
// language, viewport and install event between two instants; views per UTC
// hour, which the report sorts into the project's days.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

export interface Count<K extends string> {
  key: K | null;
  count: number;
}

export type StatsReportRepository = ReturnType<typeof createStatsReportRepository>;

export function createStatsReportRepository(db: Kysely<Database>) {
  /** Hits of a project from `from` (inclusive) to `until` (exclusive), ISO instants. */
  const hits = (projectId: string, from: string, until: string) =>
    db
      .selectFrom('stats_hits')
      .where('project_id', '=', projectId)
      .where('created_at', '>=', from)
      .where('created_at', '<', until);
  /** `YYYY-MM-DDTHH` of the ISO instant: the UTC hour. */
  const hour = sql<string>`substr(created_at, 1, 13)`;

  return {
    async viewsPerHour(projectId: string, from: string, until: string) {
      const rows = await hits(projectId, from, until)
        .where('hittype', '=', 'pageview')
        .select([hour.as('hour'), (eb) => eb.fn.countAll().as('n')])
        .groupBy(hour)
        .execute();
      return rows.map((r) => ({ hour: r.hour, count: Number(r.n) }));
    },

    /** Views per path, the most viewed `limit` (the report merges them into pages). */
    async viewsPerPath(projectId: string, from: string, until: string, limit: number) {
      const rows = await hits(projectId, from, until)
        .where('hittype', '=', 'pageview')
        .select([
          'documentpath',
          (eb) => eb.fn.max('documenttitle').as('title'),
          (eb) => eb.fn.countAll().as('n'),
        ])
        .groupBy('documentpath')
        .orderBy('n', 'desc')
        .orderBy('documentpath')
        .limit(limit)
        .execute();
      return rows.map((r) => ({ path: r.documentpath, title: r.title, count: Number(r.n) }));
    },

    async countBy(
      projectId: string,
      from: string,
      until: string,
      column: 'userlang' | 'viewport',
    ): Promise<Count<string>[]> {
      const rows = await hits(projectId, from, until)
        .where('hittype', '=', 'pageview')
        .select([column, (eb) => eb.fn.countAll().as('n')])
        .groupBy(column)
        .execute();
      return rows.map((r) => ({ key: r[column], count: Number(r.n) }));
    },

    /**
     * spec §7 connect: the guests whose app connected in the range, and how
     * many of them opened it from the home screen (installed).
     */
    async connections(projectId: string, from: string, until: string) {
      const row = await db
        .selectFrom('guests')
        .where('project_id', '=', projectId)
        .where('connected_at', '>=', from)
        .where('connected_at', '<', until)
        .select([
          (eb) => eb.fn.countAll().as('guests'),
          (eb) => eb.fn.sum<number | string | null>('is_standalone').as('installed'),
        ])
        .executeTakeFirst();
      return { guests: Number(row?.guests ?? 0), installed: Number(row?.installed ?? 0) };
    },

    async countEvents(projectId: string, from: string, until: string, action: string) {
      const row = await hits(projectId, from, until)
        .where('hittype', '=', 'event')
        .where('event_action', '=', action)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },
  };
}
