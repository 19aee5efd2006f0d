// Change notifications of a remote property system (apaleo's webhooks):
// the id of each delivery taken, so that a delivery sent again is answered
// and not processed twice (docs/decisions/050). Kept 30 days.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('pms_events')
    .addColumn('project_id', 'text', (c) => c.notNull().references('projects.id'))
    // 'apaleo' | 'mews'
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('event_id', 'text', (c) => c.notNull())
    .addColumn('received_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('pms_events_pk', ['project_id', 'source', 'event_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('pms_events').execute();
}
