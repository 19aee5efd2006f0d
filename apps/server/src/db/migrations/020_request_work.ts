// The staff's own work on a guest-service request, beside the status the
// guest sees: its progress (open, in progress, done) and the colleague who
// handles it. Existing requests start open and unassigned.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('guest_requests')
    .addColumn('progress', 'text', (c) => c.notNull().defaultTo('open'))
    .execute();
  await db.schema.alterTable('guest_requests').addColumn('assignee_id', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('guest_requests').dropColumn('assignee_id').execute();
  await db.schema.alterTable('guest_requests').dropColumn('progress').execute();
}
