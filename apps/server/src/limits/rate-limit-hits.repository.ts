// The attempts that shared rate limits count (limits/shared-rate-limit.ts
// holds the policy): only hashes of the limited values are stored.
import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';

/** One key an attempt counts against, with the windows to count. */
export interface HitKey {
  scope: string;
  keyHash: string;
  windows: readonly { max: number; windowMs: number }[];
}

/** The admission of one attempt: its hits' ids, or the oldest hit of each exceeded window. */
export type HitAdmission =
  | { admitted: true; ids: string[] }
  | { admitted: false; exceeded: { oldestAt: number; windowMs: number }[] };

export type RateLimitHitsRepository = ReturnType<typeof createRateLimitHitsRepository>;

export function createRateLimitHitsRepository(db: Kysely<Database>) {
  /** The hits of one key since `sinceMs` (exclusive): how many, and the oldest. */
  async function countSince(
    trx: Transaction<Database>,
    projectId: string,
    key: HitKey,
    sinceMs: number,
  ): Promise<{ count: number; oldestAt: number | null }> {
    const row = await trx
      .selectFrom('rate_limit_hits')
      .select((eb) => [eb.fn.countAll().as('n'), eb.fn.min('at').as('oldest')])
      .where('project_id', '=', projectId)
      .where('scope', '=', key.scope)
      .where('key_hash', '=', key.keyHash)
      .where('at', '>', new Date(sinceMs).toISOString())
      .executeTakeFirst();
    return {
      count: Number(row?.n ?? 0),
      oldestAt: row?.oldest ? Date.parse(String(row.oldest)) : null,
    };
  }

  return {
    /**
     * Admits one attempt at `atMs` when no window of any key is full, and
     * then stores a hit per key — in one transaction that first locks each
     * key's row (in one order, so two admissions never wait on each other
     * crosswise). Admissions of one key therefore take turns on every
     * instance: each counts every hit admitted before it, none is refused
     * for attempts that were themselves refused.
     */
    async admit(projectId: string, keys: readonly HitKey[], atMs: number): Promise<HitAdmission> {
      const at = new Date(atMs).toISOString();
      const ordered = [...keys].sort((a, b) =>
        `${a.scope}\u0000${a.keyHash}`.localeCompare(`${b.scope}\u0000${b.keyHash}`),
      );
      return db.transaction().execute(async (trx) => {
        for (const key of ordered) {
          await trx
            .insertInto('rate_limit_keys')
            .values({
              project_id: projectId,
              scope: key.scope,
              key_hash: key.keyHash,
              touched_at: at,
            })
            .onConflict((oc) =>
              oc.columns(['project_id', 'scope', 'key_hash']).doUpdateSet({ touched_at: at }),
            )
            .execute();
        }
        const exceeded: { oldestAt: number; windowMs: number }[] = [];
        for (const key of ordered) {
          for (const { max, windowMs } of key.windows) {
            const { count, oldestAt } = await countSince(trx, projectId, key, atMs - windowMs);
            if (count >= max) exceeded.push({ oldestAt: oldestAt ?? atMs, windowMs });
          }
        }
        if (exceeded.length > 0) return { admitted: false, exceeded };
        const rows = keys.map((key) => ({
          id: randomUUID(),
          project_id: projectId,
          scope: key.scope,
          key_hash: key.keyHash,
          at,
        }));
        await trx.insertInto('rate_limit_hits').values(rows).execute();
        return { admitted: true, ids: rows.map((r) => r.id) };
      });
    },

    /** Takes hits back (an attempt that does not count after all). */
    async delete(ids: readonly string[]): Promise<void> {
      if (ids.length === 0) return;
      await db
        .deleteFrom('rate_limit_hits')
        .where('id', 'in', [...ids])
        .execute();
    },

    /** Deletes hits and keys at or before `untilMs`; returns how many hits. */
    async deleteUntil(untilMs: number): Promise<number> {
      const until = new Date(untilMs).toISOString();
      const result = await db
        .deleteFrom('rate_limit_hits')
        .where('at', '<=', until)
        .executeTakeFirst();
      await db.deleteFrom('rate_limit_keys').where('touched_at', '<=', until).execute();
      return Number(result.numDeletedRows);
    },
  };
}
