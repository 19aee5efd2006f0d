// A staff account whose password an administrator chose (a new account, a
// reset) must choose its own at the next login: until then its session
// may only change the password. Existing accounts keep theirs.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('staff_accounts')
    .addColumn('must_change_password', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('staff_accounts').dropColumn('must_change_password').execute();
}
