import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('stats_hits')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('project_id', 'text', (c) =>
      c.notNull().references('projects.id').onDelete('cascade'),
    )
    .addColumn('hittype', 'text', (c) => c.notNull())
    .addColumn('business_id', 'text')
    .addColumn('gen_id', 'text')
    .addColumn('userlang', 'text')
    .addColumn('event_category', 'text')
    .addColumn('event_action', 'text')
    .addColumn('event_label', 'text')
    .addColumn('documentpath', 'text')
    .addColumn('documenttitle', 'text')
    .addColumn('screen', 'text')
    .addColumn('viewport', 'text')
    .addColumn('cn', 'text')
    .addColumn('cs', 'text')
    .addColumn('cm', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  // Reports read one project's hits over a time range.
  await db.schema
    .createIndex('stats_hits_project_created')
    .on('stats_hits')
    .columns(['project_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('stats_hits').execute();
}
