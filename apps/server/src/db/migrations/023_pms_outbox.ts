// Write-backs to a remote property system that it did not take at once (down,
// slow, rate limited): check-ins, check-outs, room charges and payments wait
// here and are sent again with backoff until the PMS takes them or refuses
// them (docs/decisions/049). A payload can hold identity data: it is
// encrypted with the data key and cleared once sent or at its retention.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('pms_outbox')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('project_id', 'text', (c) => c.notNull().references('projects.id'))
    // 'checkin' | 'checkout' | 'charge' | 'payment'
    .addColumn('kind', 'text', (c) => c.notNull())
    // One write-back per key (a room stay's check-in, a charge's reference, a payment).
    .addColumn('dedupe_key', 'text', (c) => c.notNull())
    .addColumn('reservation_id', 'text', (c) => c.notNull())
    .addColumn('room_stay_id', 'text')
    // JSON of what to send, encrypted.
    .addColumn('payload', 'text', (c) => c.notNull())
    // 'pending' | 'sent' | 'failed'
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text', (c) => c.notNull())
    // An instance sending it holds it until then (two instances never send one twice).
    .addColumn('claimed_until', 'text')
    .addColumn('last_error', 'text')
    .addColumn('delete_after', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text')
    .execute();
  await db.schema
    .createIndex('pms_outbox_dedupe')
    .on('pms_outbox')
    .columns(['project_id', 'dedupe_key'])
    .unique()
    .execute();
  await db.schema
    .createIndex('pms_outbox_due')
    .on('pms_outbox')
    .columns(['status', 'next_attempt_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('pms_outbox').execute();
}
