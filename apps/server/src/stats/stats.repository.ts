// All SQL about statistics hits.
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** One hit as the app sent it (spec §7 analytics field names). */
export interface StatsHit {
  hittype: 'event' | 'pageview';
  business_id?: string | undefined;
  gen_id?: string | undefined;
  userlang?: string | undefined;
  event_category?: string | undefined;
  event_action?: string | undefined;
  event_label?: string | undefined;
  documentpath?: string | undefined;
  documenttitle?: string | undefined;
  screen?: string | undefined;
  viewport?: string | undefined;
  cn?: string | undefined;
  cs?: string | undefined;
  cm?: string | undefined;
}

export interface StoredStatsHit extends StatsHit {
  id: string;
  projectId: string;
  createdAt: string;
}

export type StatsRepository = ReturnType<typeof createStatsRepository>;

export function createStatsRepository(db: Kysely<Database>) {
  return {
    async insertHit(projectId: string, hit: StatsHit, at: Date): Promise<string> {
      const id = randomUUID();
      await db
        .insertInto('stats_hits')
        .values({
          id,
          project_id: projectId,
          hittype: hit.hittype,
          business_id: hit.business_id ?? null,
          gen_id: hit.gen_id ?? null,
          userlang: hit.userlang ?? null,
          event_category: hit.event_category ?? null,
          event_action: hit.event_action ?? null,
          event_label: hit.event_label ?? null,
          documentpath: hit.documentpath ?? null,
          documenttitle: hit.documenttitle ?? null,
          screen: hit.screen ?? null,
          viewport: hit.viewport ?? null,
          cn: hit.cn ?? null,
          cs: hit.cs ?? null,
          cm: hit.cm ?? null,
          created_at: at.toISOString(),
        })
        .execute();
      return id;
    },

    /** A project's hits, oldest first. */
    async listHits(projectId: string, limit = 1000): Promise<StoredStatsHit[]> {
      const rows = await db
        .selectFrom('stats_hits')
        .selectAll()
        .where('project_id', '=', projectId)
        .orderBy('created_at')
        .orderBy('id')
        .limit(limit)
        .execute();
      return rows.map((row) => {
        const { id, project_id, created_at, hittype, ...fields } = row;
        const hit: StoredStatsHit = {
          id,
          projectId: project_id,
          createdAt: created_at,
          hittype: hittype as StatsHit['hittype'],
        };
        for (const [key, value] of Object.entries(fields)) {
          if (value !== null) (hit as unknown as Record<string, string>)[key] = value;
        }
        return hit;
      });
    },
  };
}
