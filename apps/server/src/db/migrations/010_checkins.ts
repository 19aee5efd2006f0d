// Online check-in and check-out: one row per attempt, claimed once
// per room stay and step by `checkin_progress` (spec §4 progress: reservation
// → stay → checkin|checkout → finished), and the per-project, per-year
// counter of registration form numbers. No personal data here: what the
// guest typed lives in `checkin_identity` (migration 011) until it expires.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('checkins')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('project_id', 'text', (c) =>
      c.notNull().references('projects.id').onDelete('cascade'),
    )
    .addColumn('reservation_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    // The web's key of the attempt; null once an attempt failed, so a retry
    // with the same key starts afresh.
    .addColumn('idempotency_key', 'text')
    // sha256 of the request without the key: the same key with other data is refused.
    .addColumn('request_hash', 'text', (c) => c.notNull())
    // 'pending' (claimed, PMS not yet told), 'finished' or 'failed' (nothing kept).
    .addColumn('status', 'text', (c) => c.notNull())
    // JSON array of the room stay ids.
    .addColumn('room_stay_ids', 'text', (c) => c.notNull())
    .addColumn('registration_year', 'integer', (c) => c.notNull())
    .addColumn('registration_number', 'integer', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('finished_at', 'text')
    .addUniqueConstraint('checkins_idempotency', ['project_id', 'idempotency_key'])
    .addUniqueConstraint('checkins_registration_number', [
      'project_id',
      'registration_year',
      'registration_number',
    ])
    .execute();
  await db.schema
    .createIndex('checkins_by_reservation')
    .on('checkins')
    .columns(['project_id', 'reservation_id'])
    .execute();

  await db.schema
    .createTable('checkouts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('project_id', 'text', (c) =>
      c.notNull().references('projects.id').onDelete('cascade'),
    )
    .addColumn('reservation_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('idempotency_key', 'text')
    .addColumn('request_hash', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('room_stay_ids', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('finished_at', 'text')
    .addUniqueConstraint('checkouts_idempotency', ['project_id', 'idempotency_key'])
    .execute();

  // The primary key is the "takes effect once": a second attempt for the
  // same stay and step cannot insert its claim.
  await db.schema
    .createTable('checkin_progress')
    .addColumn('project_id', 'text', (c) =>
      c.notNull().references('projects.id').onDelete('cascade'),
    )
    .addColumn('reservation_id', 'text', (c) => c.notNull())
    .addColumn('room_stay_id', 'text', (c) => c.notNull())
    // 'checkin' or 'checkout'.
    .addColumn('step', 'text', (c) => c.notNull())
    // The checkins/checkouts row that claimed the step.
    .addColumn('operation_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('checkin_progress_pk', [
      'project_id',
      'reservation_id',
      'room_stay_id',
      'step',
    ])
    .execute();

  await db.schema
    .createTable('registration_counters')
    .addColumn('project_id', 'text', (c) =>
      c.notNull().references('projects.id').onDelete('cascade'),
    )
    .addColumn('year', 'integer', (c) => c.notNull())
    .addColumn('last_number', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('registration_counters_pk', ['project_id', 'year'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('registration_counters').execute();
  await db.schema.dropTable('checkin_progress').execute();
  await db.schema.dropTable('checkouts').execute();
  await db.schema.dropTable('checkins').execute();
}
