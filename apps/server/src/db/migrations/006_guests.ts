// The data a guest keeps with us ("Guest data"): profile, stay,
// language, notification registrations and favourites — for anonymous
// guests (`guest_app_…`) and for guests logged in with a reservation.
// JSON columns are text on both engines, so both return the same values.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('guests')
    .addColumn('project_id', 'text', (c) =>
      c.notNull().references('projects.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'text', (c) => c.notNull())
    // 'anonymous' | 'reservation'.
    .addColumn('kind', 'text', (c) => c.notNull())
    // JSON of the domain's Profile / Stay; '{}' when nothing is known.
    .addColumn('profile', 'text', (c) => c.notNull())
    .addColumn('stay', 'text', (c) => c.notNull())
    .addColumn('language', 'text')
    // JSON `{ push?, inapp? }` (spec §3 Registrations) and the connect contexts.
    .addColumn('registrations', 'text')
    .addColumn('contexts', 'text')
    // JSON array of favourite content item ids.
    .addColumn('favorites', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('guests_pk', ['project_id', 'user_id'])
    .execute();
  // The cleanup job looks for anonymous guests left without a session.
  await db.schema
    .createIndex('guests_kind_updated')
    .on('guests')
    .columns(['kind', 'updated_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('guests').execute();
}
