// Rate limits shared by every instance count attempts, not only failures:
// an attempt is written before it is tried (a login before its password is
// verified, a guest's message before it is stored), so that parallel
// requests cannot all read the same count. One table of hits for every
// such limit, by scope, and one row per limited key that each admission
// locks while it counts and writes (so admissions of one key take turns).
// It replaces login_failures, whose rows live an hour at most: they are not
// carried over.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('rate_limit_hits')
    .addColumn('id', 'text', (c) => c.primaryKey())
    // A project id, or a namespace such as '_staff'.
    .addColumn('project_id', 'text', (c) => c.notNull())
    // What is limited, e.g. 'ip', 'reservation', 'inbox-ip'.
    .addColumn('scope', 'text', (c) => c.notNull())
    // sha256 of the limited value (an address, a reservation number), never the value.
    .addColumn('key_hash', 'text', (c) => c.notNull())
    .addColumn('at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('rate_limit_hits_by_key')
    .on('rate_limit_hits')
    .columns(['project_id', 'scope', 'key_hash', 'at'])
    .execute();
  await db.schema
    .createIndex('rate_limit_hits_by_time')
    .on('rate_limit_hits')
    .column('at')
    .execute();
  await db.schema
    .createTable('rate_limit_keys')
    .addColumn('project_id', 'text', (c) => c.notNull())
    .addColumn('scope', 'text', (c) => c.notNull())
    .addColumn('key_hash', 'text', (c) => c.notNull())
    // The last admission: keys untouched for longer than any window are deleted.
    .addColumn('touched_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('rate_limit_keys_pk', ['project_id', 'scope', 'key_hash'])
    .execute();
  await db.schema.dropTable('login_failures').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('rate_limit_keys').execute();
  await db.schema.dropTable('rate_limit_hits').execute();
  await db.schema
    .createTable('login_failures')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('project_id', 'text', (c) => c.notNull())
    .addColumn('scope', 'text', (c) => c.notNull())
    .addColumn('key_hash', 'text', (c) => c.notNull())
    .addColumn('failed_at', 'text', (c) => c.notNull())
    .execute();
}
