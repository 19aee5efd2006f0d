// Storage of guest sessions (table guest_sessions, migration 005), as records. Sessions are
// found by the token's hash only; callers never see or store a token here.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

export interface SessionRecord {
  tokenHash: string;
  projectId: string;
  userId: string;
  reservationId: string | null;
  createdAt: string;
  expiresAt: string;
  lastSeenAt: string;
}

export function createSessionRepository(db: Kysely<Database>) {
  return {
    async insert(row: SessionRecord): Promise<void> {
      await db
        .insertInto('guest_sessions')
        .values({
          token_hash: row.tokenHash,
          project_id: row.projectId,
          user_id: row.userId,
          reservation_id: row.reservationId,
          created_at: row.createdAt,
          expires_at: row.expiresAt,
          last_seen_at: row.lastSeenAt,
        })
        .execute();
    },

    /** The session of a token hash at a project (a token of another project is not found). */
    async find(projectId: string, tokenHash: string): Promise<SessionRecord | undefined> {
      const row = await db
        .selectFrom('guest_sessions')
        .selectAll()
        .where('token_hash', '=', tokenHash)
        .where('project_id', '=', projectId)
        .executeTakeFirst();
      return (
        row && {
          tokenHash: row.token_hash,
          projectId: row.project_id,
          userId: row.user_id,
          reservationId: row.reservation_id,
          createdAt: row.created_at,
          expiresAt: row.expires_at,
          lastSeenAt: row.last_seen_at,
        }
      );
    },

    async touch(tokenHash: string, lastSeenAt: string, expiresAt: string): Promise<void> {
      await db
        .updateTable('guest_sessions')
        .set({ last_seen_at: lastSeenAt, expires_at: expiresAt })
        .where('token_hash', '=', tokenHash)
        .execute();
    },

    async delete(tokenHash: string): Promise<void> {
      await db.deleteFrom('guest_sessions').where('token_hash', '=', tokenHash).execute();
    },

    /** Ends every session of a user at a project (e.g. when their data is deleted). */
    async deleteForUser(projectId: string, userId: string): Promise<number> {
      const result = await db
        .deleteFrom('guest_sessions')
        .where('project_id', '=', projectId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    /** Deletes sessions that expired at or before `now` (ISO); returns how many. */
    async deleteExpired(now: string): Promise<number> {
      const result = await db
        .deleteFrom('guest_sessions')
        .where('expires_at', '<=', now)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

export type SessionRepository = ReturnType<typeof createSessionRepository>;
