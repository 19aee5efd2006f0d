// Login with reservation data: failed attempts for the rate limits (kept in
// the database so that every instance counts the same failures), and the
// stable user id of each guest of a reservation.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('login_failures')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('project_id', 'text', (c) => c.notNull())
    // 'ip' or 'reservation'.
    .addColumn('scope', 'text', (c) => c.notNull())
    // sha256 of the IP address or of the compared lookup value, never the value itself.
    .addColumn('key_hash', 'text', (c) => c.notNull())
    .addColumn('failed_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('login_failures_by_key')
    .on('login_failures')
    .columns(['project_id', 'scope', 'key_hash', 'failed_at'])
    .execute();
  await db.schema
    .createIndex('login_failures_by_time')
    .on('login_failures')
    .column('failed_at')
    .execute();

  await db.schema
    .createTable('reservation_users')
    .addColumn('project_id', 'text', (c) =>
      c.notNull().references('projects.id').onDelete('cascade'),
    )
    // The PMS's id of the guest of a reservation.
    .addColumn('guest_ref', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('reservation_users_pk', ['project_id', 'guest_ref'])
    .addUniqueConstraint('reservation_users_user', ['project_id', 'user_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('reservation_users').execute();
  await db.schema.dropTable('login_failures').execute();
}
