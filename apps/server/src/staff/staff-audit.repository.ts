// The audit log of staff actions: who, what, when (SQL only here).
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { AuditEntry } from '@hospes/domain';
import type { Database } from '../db/schema.ts';

export interface AuditInput {
  projectId: string;
  accountId: string | null;
  actor: string;
  action: string;
  target?: string | null;
  detail?: Record<string, unknown> | null;
}

export type StaffAuditRepository = ReturnType<typeof createStaffAuditRepository>;

export function createStaffAuditRepository(db: Kysely<Database>, now: () => number = Date.now) {
  return {
    async record(input: AuditInput): Promise<void> {
      await db
        .insertInto('staff_audit')
        .values({
          id: randomUUID(),
          project_id: input.projectId,
          account_id: input.accountId,
          actor: input.actor,
          action: input.action,
          target: input.target ?? null,
          detail: input.detail ? JSON.stringify(input.detail) : null,
          at: new Date(now()).toISOString(),
        })
        .execute();
    },

    /** Newest first; `before` (an ISO instant) pages back. */
    async list(projectId: string, limit: number, before?: string): Promise<AuditEntry[]> {
      let query = db
        .selectFrom('staff_audit')
        .selectAll()
        .where('project_id', '=', projectId)
        .orderBy('at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit);
      if (before) query = query.where('at', '<', before);
      const rows = await query.execute();
      return rows.map((row) => ({
        id: row.id,
        actor: row.actor,
        action: row.action,
        target: row.target,
        detail: row.detail ? (JSON.parse(row.detail) as Record<string, unknown>) : null,
        at: row.at,
      }));
    },
  };
}
