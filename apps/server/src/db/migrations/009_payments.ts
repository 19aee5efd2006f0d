// Online payments: one row per checkout at a payment provider and
// one row per provider event we acted on. Card data never reaches us: we keep
// the provider's reference, the amount and the outcome (ARCHITECTURE.md).
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('payments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('project_id', 'text', (c) =>
      c.notNull().references('projects.id').onDelete('cascade'),
    )
    // 'demo' | 'stripe'.
    .addColumn('provider', 'text', (c) => c.notNull())
    // The provider's id of the checkout (Stripe: the Checkout Session id).
    .addColumn('provider_ref', 'text', (c) => c.notNull())
    .addColumn('reservation_id', 'text', (c) => c.notNull())
    .addColumn('invoice_id', 'text', (c) => c.notNull())
    // The guest (user id) who started the payment.
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('amount_minor', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    // What the payment page shows, e.g. "Hotel Alpenrose — invoice 2026-0042".
    .addColumn('description', 'text', (c) => c.notNull())
    // 'pending' → 'succeeded' | 'declined' | 'cancelled', set once: the
    // update from 'pending' is the claim that lets exactly one event book.
    .addColumn('status', 'text', (c) => c.notNull())
    // The PMS's payment once booked on the invoice; null while not (yet) booked.
    .addColumn('pms_payment_id', 'text')
    .addColumn('booked_at', 'text')
    // Why the PMS refused to book a succeeded payment (staff must refund or book by hand).
    .addColumn('booking_error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('payments_provider_ref', ['provider', 'provider_ref'])
    .execute();
  await db.schema
    .createIndex('payments_by_reservation')
    .on('payments')
    .columns(['project_id', 'reservation_id'])
    .execute();

  await db.schema
    .createTable('payment_events')
    .addColumn('provider', 'text', (c) => c.notNull())
    // The provider's event id (Stripe `evt_…`); the demo page's is per payment.
    .addColumn('event_id', 'text', (c) => c.notNull())
    .addColumn('payment_id', 'text', (c) =>
      c.notNull().references('payments.id').onDelete('cascade'),
    )
    // 'succeeded' | 'declined' | 'cancelled' as the event reported it.
    .addColumn('outcome', 'text', (c) => c.notNull())
    // Whether this event changed the payment (false: it came after another decided).
    .addColumn('applied', 'integer', (c) => c.notNull())
    .addColumn('received_at', 'text', (c) => c.notNull())
    // A replayed event (same provider and id) is a no-op.
    .addPrimaryKeyConstraint('payment_events_pk', ['provider', 'event_id'])
    .execute();
  await db.schema
    .createIndex('payment_events_by_payment')
    .on('payment_events')
    .column('payment_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('payment_events').ifExists().execute();
  await db.schema.dropTable('payments').ifExists().execute();
}
