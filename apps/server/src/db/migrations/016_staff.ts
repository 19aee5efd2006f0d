// The staff console: accounts per project with a role, their sessions
// (only the sha256 of the token is stored), the audit log of every staff
// action, the history of published model versions (for diff and
// rollback), uploaded images, and slots the staff canceled.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('staff_accounts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('project_id', 'text', (c) =>
      c.notNull().references('projects.id').onDelete('cascade'),
    )
    // Lower-cased and trimmed: one account per address across projects.
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    // 'admin' | 'frontdesk'
    .addColumn('role', 'text', (c) => c.notNull())
    // argon2id PHC string.
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('disabled_at', 'text')
    .execute();

  await db.schema
    .createTable('staff_sessions')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('account_id', 'text', (c) =>
      c.notNull().references('staff_accounts.id').onDelete('cascade'),
    )
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_seen_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('staff_sessions_account')
    .on('staff_sessions')
    .column('account_id')
    .execute();

  await db.schema
    .createTable('staff_audit')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('project_id', 'text', (c) => c.notNull())
    // Null when the admin token acted (automation).
    .addColumn('account_id', 'text')
    // The account's e-mail at the time, or 'admin token'.
    .addColumn('actor', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('target', 'text')
    // JSON object with the action's details; never a password or a document number.
    .addColumn('detail', 'text')
    .addColumn('at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('staff_audit_project_at')
    .on('staff_audit')
    .columns(['project_id', 'at'])
    .execute();

  await db.schema
    .createTable('project_model_history')
    .addColumn('project_id', 'text', (c) =>
      c.notNull().references('projects.id').onDelete('cascade'),
    )
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    // The staff member's e-mail, 'admin token' or 'import'.
    .addColumn('published_by', 'text', (c) => c.notNull())
    .addColumn('published_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('project_model_history_pk', ['project_id', 'lang', 'version'])
    .execute();
  // Images staff upload for a project's content, in the database so that
  // every instance serves them (immutable: named by their hash).
  await db.schema
    .createTable('project_media')
    .addColumn('project_id', 'text', (c) =>
      c.notNull().references('projects.id').onDelete('cascade'),
    )
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    // base64 text: the same column type on SQLite and PostgreSQL.
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('bytes', 'integer', (c) => c.notNull())
    .addColumn('uploaded_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('project_media_pk', ['project_id', 'name'])
    .execute();

  // A slot the staff canceled: nobody can book it any more.
  await db.schema.alterTable('booking_slots').addColumn('canceled_at', 'text').execute();

  // The versions stored before this table existed start the history.
  await sql`INSERT INTO project_model_history (project_id, lang, version, body, published_by, published_at)
    SELECT project_id, lang, version, body, 'import', updated_at FROM project_models`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('booking_slots').dropColumn('canceled_at').execute();
  await db.schema.dropTable('project_media').execute();
  await db.schema.dropTable('project_model_history').execute();
  await db.schema.dropTable('staff_audit').execute();
  await db.schema.dropTable('staff_sessions').execute();
  await db.schema.dropTable('staff_accounts').execute();
}
