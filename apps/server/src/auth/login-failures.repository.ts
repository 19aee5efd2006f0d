// The failed logins the rate limits count (login-rate-limit.ts holds the
// policy): only hashes of the IP address and of the reservation number.
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

export type LoginLimitScope = 'ip' | 'reservation';

/** The failures of one key within a window: how many, and when the oldest was. */
export interface FailureCount {
  count: number;
  /** Epoch ms of the oldest failure counted; null when there is none. */
  oldestAt: number | null;
}

export type LoginFailuresRepository = ReturnType<typeof createLoginFailuresRepository>;

export function createLoginFailuresRepository(db: Kysely<Database>) {
  return {
    /** The failures of one scope and key hash since `sinceMs` (exclusive). */
    async countSince(
      projectId: string,
      scope: LoginLimitScope,
      keyHash: string,
      sinceMs: number,
    ): Promise<FailureCount> {
      const row = await db
        .selectFrom('login_failures')
        .select((eb) => [eb.fn.countAll().as('n'), eb.fn.min('failed_at').as('oldest')])
        .where('project_id', '=', projectId)
        .where('scope', '=', scope)
        .where('key_hash', '=', keyHash)
        .where('failed_at', '>', new Date(sinceMs).toISOString())
        .executeTakeFirst();
      return {
        count: Number(row?.n ?? 0),
        oldestAt: row?.oldest ? Date.parse(String(row.oldest)) : null,
      };
    },

    /** Stores one failure per scope, all at `atMs`. */
    async record(
      projectId: string,
      keys: readonly { scope: LoginLimitScope; keyHash: string }[],
      atMs: number,
    ): Promise<void> {
      const failedAt = new Date(atMs).toISOString();
      await db
        .insertInto('login_failures')
        .values(
          keys.map(({ scope, keyHash }) => ({
            id: randomUUID(),
            project_id: projectId,
            scope,
            key_hash: keyHash,
            failed_at: failedAt,
          })),
        )
        .execute();
    },

    /** Deletes failures at or before `untilMs`; returns how many. */
    async deleteUntil(untilMs: number): Promise<number> {
      const result = await db
        .deleteFrom('login_failures')
        .where('failed_at', '<=', new Date(untilMs).toISOString())
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
