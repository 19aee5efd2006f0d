// The attempts that shared rate limits count (limits/shared-rate-limit.ts
// holds the policy): only hashes of the limited values are stored.
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** The hits of one key within a window: how many, and when the oldest was. */
export interface HitCount {
  count: number;
  /** Epoch ms of the oldest hit counted; null when there is none. */
  oldestAt: number | null;
}

export type RateLimitHitsRepository = ReturnType<typeof createRateLimitHitsRepository>;

export function createRateLimitHitsRepository(db: Kysely<Database>) {
  return {
    /** Stores one hit per key, all at `atMs`; answers their ids. */
    async insert(
      projectId: string,
      keys: readonly { scope: string; keyHash: string }[],
      atMs: number,
    ): Promise<string[]> {
      const at = new Date(atMs).toISOString();
      const rows = keys.map(({ scope, keyHash }) => ({
        id: randomUUID(),
        project_id: projectId,
        scope,
        key_hash: keyHash,
        at,
      }));
      await db.insertInto('rate_limit_hits').values(rows).execute();
      return rows.map((r) => r.id);
    },

    /** The hits of one scope and key hash since `sinceMs` (exclusive). */
    async countSince(
      projectId: string,
      scope: string,
      keyHash: string,
      sinceMs: number,
    ): Promise<HitCount> {
      const row = await db
        .selectFrom('rate_limit_hits')
        .select((eb) => [eb.fn.countAll().as('n'), eb.fn.min('at').as('oldest')])
        .where('project_id', '=', projectId)
        .where('scope', '=', scope)
        .where('key_hash', '=', keyHash)
        .where('at', '>', new Date(sinceMs).toISOString())
        .executeTakeFirst();
      return {
        count: Number(row?.n ?? 0),
        oldestAt: row?.oldest ? Date.parse(String(row.oldest)) : null,
      };
    },

    /** Takes hits back (an attempt that does not count after all). */
    async delete(ids: readonly string[]): Promise<void> {
      if (ids.length === 0) return;
      await db
        .deleteFrom('rate_limit_hits')
        .where('id', 'in', [...ids])
        .execute();
    },

    /** Deletes hits at or before `untilMs`; returns how many. */
    async deleteUntil(untilMs: number): Promise<number> {
      const result = await db
        .deleteFrom('rate_limit_hits')
        .where('at', '<=', new Date(untilMs).toISOString())
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
