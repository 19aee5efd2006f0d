// Reports sent to an authority that answers later (Spain's SES.HOSPEDAJES,
// docs/decisions/054): the lot a report went in and its place there (the
// service answers each communication by its order in the lot), and the code
// the authority gave an accepted report (to cancel it when the stay changes).
// A report in a lot not yet processed has the status 'pending'.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('authority_reports').addColumn('batch', 'text').execute();
  await db.schema.alterTable('authority_reports').addColumn('batch_order', 'integer').execute();
  await db.schema.alterTable('authority_reports').addColumn('reference', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('authority_reports').dropColumn('reference').execute();
  await db.schema.alterTable('authority_reports').dropColumn('batch_order').execute();
  await db.schema.alterTable('authority_reports').dropColumn('batch').execute();
}
