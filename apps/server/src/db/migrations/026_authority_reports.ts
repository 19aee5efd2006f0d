// Guest registration reported to the authorities (docs/registration.md):
// one row per guest of a finished check-in and authority — due, incomplete
// (staff must complete it), sent (acquired) or refused (with the
// authority's answer). The record itself is kept encrypted only until it is
// acquired; the day's signed receipt is kept as the law asks. The project's
// account at the authority (user, key — encrypted) is one row per project.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('authority_reports')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('project_id', 'text', (c) => c.notNull().references('projects.id'))
    // 'alloggiati'
    .addColumn('authority', 'text', (c) => c.notNull())
    .addColumn('checkin_id', 'text', (c) => c.notNull())
    .addColumn('reservation_id', 'text', (c) => c.notNull())
    // 0 the main guest, 1… the accompanying persons
    .addColumn('guest_index', 'integer', (c) => c.notNull())
    // 'due' | 'incomplete' | 'sent' | 'refused'
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('arrival', 'text', (c) => c.notNull())
    .addColumn('deadline_at', 'text', (c) => c.notNull())
    // Encrypted: the record line (until acquired) and the guest's name (for staff).
    .addColumn('record', 'text')
    .addColumn('guest_name', 'text', (c) => c.notNull())
    // JSON [{ field, message }]: what staff must complete or correct.
    .addColumn('problems', 'text')
    .addColumn('error_code', 'text')
    .addColumn('error_description', 'text')
    .addColumn('error_detail', 'text')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sent_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('authority_reports_once')
    .on('authority_reports')
    .columns(['project_id', 'authority', 'checkin_id', 'guest_index'])
    .unique()
    .execute();
  await db.schema
    .createIndex('authority_reports_status')
    .on('authority_reports')
    .columns(['project_id', 'status', 'arrival'])
    .execute();
  await db.schema
    .createTable('authority_receipts')
    .addColumn('project_id', 'text', (c) => c.notNull().references('projects.id'))
    .addColumn('authority', 'text', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    // base64 of the signed PDF
    .addColumn('pdf', 'text', (c) => c.notNull())
    .addColumn('fetched_at', 'text', (c) => c.notNull())
    .addColumn('keep_until', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('authority_receipts_pk', ['project_id', 'authority', 'day'])
    .execute();
  await db.schema
    .createTable('authority_accounts')
    .addColumn('project_id', 'text', (c) => c.notNull().references('projects.id'))
    .addColumn('authority', 'text', (c) => c.notNull())
    // JSON: the service's address and the user (not secret)
    .addColumn('settings', 'text', (c) => c.notNull())
    // Encrypted JSON: password and key
    .addColumn('secrets', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('authority_accounts_pk', ['project_id', 'authority'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('authority_accounts').execute();
  await db.schema.dropTable('authority_receipts').execute();
  await db.schema.dropTable('authority_reports').execute();
}
