// The identity data of a check-in — the guests' data with their identity
// documents, and the signature — in a table of their own, each row with the
// instant from which the retention job deletes it (ARCHITECTURE.md: kept only
// as long as the project's retention setting says).
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('checkin_identity')
    .addColumn('checkin_id', 'text', (c) =>
      c.primaryKey().references('checkins.id').onDelete('cascade'),
    )
    .addColumn('project_id', 'text', (c) => c.notNull())
    // JSON: the stay dates, the main guest (address, document) and the
    // accompanying persons as the form gave them (domain CheckinGuestData
    // without the signature).
    .addColumn('guests', 'text', (c) => c.notNull())
    // The re-encoded signature PNG, base64; null when the form had none.
    .addColumn('signature_png', 'text')
    // ISO instant: the start of the first day after the retention period.
    .addColumn('delete_after', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('checkin_identity_by_expiry')
    .on('checkin_identity')
    .column('delete_after')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('checkin_identity').execute();
}
