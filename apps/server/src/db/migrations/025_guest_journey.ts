// The guest journey (docs/journeys.md): each timed e-mail of a reservation's
// guest — planned, sent, failed, skipped or canceled, with its time and the
// SMTP answer, never its text (spec'd privacy: the body is not kept); the
// addresses that opted out (as a keyed hash, not the address); the guests'
// answers to the feedback question after the stay.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('journey_messages')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('project_id', 'text', (c) => c.notNull().references('projects.id'))
    .addColumn('reservation_id', 'text', (c) => c.notNull())
    .addColumn('guest_id', 'text', (c) => c.notNull())
    .addColumn('step_id', 'text', (c) => c.notNull())
    // 'planned' | 'sent' | 'failed' | 'skipped' | 'canceled'
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('due_at', 'text', (c) => c.notNull())
    // The stay's last day (YYYY-MM-DD): the log goes some time after it.
    .addColumn('stay_end', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('claimed_until', 'text')
    .addColumn('last_error', 'text')
    .addColumn('language', 'text')
    .addColumn('sent_at', 'text')
    .addColumn('message_id', 'text')
    .addColumn('link_opened_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('journey_messages_once')
    .on('journey_messages')
    .columns(['project_id', 'reservation_id', 'guest_id', 'step_id'])
    .unique()
    .execute();
  await db.schema
    .createIndex('journey_messages_due')
    .on('journey_messages')
    .columns(['status', 'due_at'])
    .execute();
  await db.schema
    .createTable('journey_optouts')
    .addColumn('project_id', 'text', (c) => c.notNull().references('projects.id'))
    // HMAC of the lower-cased address under a key derived from the data key.
    .addColumn('email_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('journey_optouts_pk', ['project_id', 'email_hash'])
    .execute();
  await db.schema
    .createTable('guest_feedback')
    .addColumn('project_id', 'text', (c) => c.notNull().references('projects.id'))
    .addColumn('reservation_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    // 0–10
    .addColumn('score', 'integer', (c) => c.notNull())
    .addColumn('comment', 'text')
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('guest_feedback_pk', ['project_id', 'reservation_id', 'user_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('guest_feedback').execute();
  await db.schema.dropTable('journey_optouts').execute();
  await db.schema.dropTable('journey_messages').execute();
}
