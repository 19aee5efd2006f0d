// One invoice has at most one open checkout: a partial unique index over the
// pending payments of an invoice, so that two requests (or two instances)
// opening a checkout at once cannot both succeed. Checkouts expire
// (`expires_at`); the page's address is kept to hand the open one out again;
// a payment that could not be booked is refunded (`refund_ref`).
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('payments').addColumn('redirect_url', 'text').execute();
  await db.schema.alterTable('payments').addColumn('expires_at', 'text').execute();
  await db.schema.alterTable('payments').addColumn('refund_ref', 'text').execute();
  // Before the index: of several open checkouts of one invoice, the newest stays open.
  await sql`
    update payments set status = 'cancelled'
    where status = 'pending' and exists (
      select 1 from payments newer
      where newer.project_id = payments.project_id
        and newer.invoice_id = payments.invoice_id
        and newer.status = 'pending'
        and (newer.created_at > payments.created_at
          or (newer.created_at = payments.created_at and newer.id > payments.id))
    )`.execute(db);
  await db.schema
    .createIndex('payments_one_open_per_invoice')
    .unique()
    .on('payments')
    .columns(['project_id', 'invoice_id'])
    .where(sql.ref('status'), '=', 'pending')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('payments_one_open_per_invoice').execute();
  await db.schema.alterTable('payments').dropColumn('refund_ref').execute();
  await db.schema.alterTable('payments').dropColumn('expires_at').execute();
  await db.schema.alterTable('payments').dropColumn('redirect_url').execute();
}
