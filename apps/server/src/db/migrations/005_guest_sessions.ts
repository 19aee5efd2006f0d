// Guest sessions (ARCHITECTURE.md security rules): one row per
// session cookie. Only the sha256 of the cookie's token is stored, so a
// leaked database (or backup) does not hand out working sessions.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('guest_sessions')
    // sha256 (hex) of the 32-byte random token; never the token itself.
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('project_id', 'text', (c) =>
      c.notNull().references('projects.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'text', (c) => c.notNull())
    // The reservation logged in with; null for an anonymous guest.
    .addColumn('reservation_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('last_seen_at', 'text', (c) => c.notNull())
    .execute();
  // The cleanup job deletes by expiry; logout and data deletion by user.
  await db.schema
    .createIndex('guest_sessions_expires')
    .on('guest_sessions')
    .column('expires_at')
    .execute();
  await db.schema
    .createIndex('guest_sessions_user')
    .on('guest_sessions')
    .columns(['project_id', 'user_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('guest_sessions').execute();
}
