// spec §7 connect: when a guest's app last connected, and how — on an
// iPhone/iPad, and opened from the home screen (installed). The console's
// statistics count the installed share from it.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('guests').addColumn('connected_at', 'text').execute();
  await db.schema.alterTable('guests').addColumn('is_ios', 'integer').execute();
  await db.schema.alterTable('guests').addColumn('is_standalone', 'integer').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('guests').dropColumn('is_standalone').execute();
  await db.schema.alterTable('guests').dropColumn('is_ios').execute();
  await db.schema.alterTable('guests').dropColumn('connected_at').execute();
}
