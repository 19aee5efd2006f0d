// The bookable programme and the shop: places taken per slot (one counter
// row per slot, raised only while places are left — the guard against
// overbooking that holds across server instances), the guests'
// registrations and orders, and the purpose of an online payment (an
// invoice, a registration or an order).
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('booking_slots')
    .addColumn('project_id', 'text', (c) =>
      c.notNull().references('projects.id').onDelete('cascade'),
    )
    .addColumn('activity_id', 'text', (c) => c.notNull())
    // The slot's local start `YYYY-MM-DDTHH:mm` (domain bookings/slots).
    .addColumn('slot_id', 'text', (c) => c.notNull())
    // Persons of the registrations that hold a place (open, waiting, accepted).
    .addColumn('taken', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('booking_slots_pk', ['project_id', 'activity_id', 'slot_id'])
    .execute();

  await db.schema
    .createTable('registrations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('project_id', 'text', (c) =>
      c.notNull().references('projects.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('reservation_id', 'text')
    .addColumn('activity_id', 'text', (c) => c.notNull())
    .addColumn('slot_id', 'text', (c) => c.notNull())
    // The item's title in the guest's language when booked: the subject of the messages.
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('team_member_id', 'text')
    .addColumn('team_member', 'text')
    // JSON array of the lines (price option, label, count, unit and amount in minor units).
    .addColumn('lines', 'text', (c) => c.notNull())
    .addColumn('persons', 'integer', (c) => c.notNull())
    .addColumn('total_minor', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    // 'open' (awaiting online payment) | 'waiting' | 'accepted' | 'rejected' | 'canceled'
    .addColumn('status', 'text', (c) => c.notNull())
    // 'none' | 'online' | 'room'
    .addColumn('payment', 'text', (c) => c.notNull())
    .addColumn('payment_id', 'text')
    // An open registration awaiting payment holds its places until then.
    .addColumn('hold_until', 'text')
    // The booking's line on the room's invoice (payment 'room').
    .addColumn('charge_ref', 'text')
    .addColumn('start_at', 'text', (c) => c.notNull())
    .addColumn('end_at', 'text', (c) => c.notNull())
    .addColumn('cancellation_deadline_hours', 'real', (c) => c.notNull())
    .addColumn('confirmation', 'text', (c) => c.notNull())
    .addColumn('note', 'text')
    .addColumn('idempotency_key', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    // A retried booking (same guest, same key) is the same registration.
    .addUniqueConstraint('registrations_idempotency', ['project_id', 'user_id', 'idempotency_key'])
    .execute();
  await db.schema
    .createIndex('registrations_by_user')
    .on('registrations')
    .columns(['project_id', 'user_id', 'start_at'])
    .execute();
  await db.schema
    .createIndex('registrations_by_slot')
    .on('registrations')
    .columns(['project_id', 'activity_id', 'slot_id'])
    .execute();

  await db.schema
    .createTable('orders')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('project_id', 'text', (c) =>
      c.notNull().references('projects.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('reservation_id', 'text')
    // A short number the guest and the staff read out ("A-0042").
    .addColumn('number', 'text', (c) => c.notNull())
    .addColumn('lang', 'text', (c) => c.notNull())
    // JSON array of the items with their names, options, quantities and amounts.
    .addColumn('items', 'text', (c) => c.notNull())
    .addColumn('total_minor', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    // 'pending_payment' | 'placed' | 'confirmed' | 'ready' | 'delivered' | 'canceled'
    .addColumn('status', 'text', (c) => c.notNull())
    // 'online' | 'room'
    .addColumn('payment', 'text', (c) => c.notNull())
    .addColumn('payment_id', 'text')
    .addColumn('charge_ref', 'text')
    .addColumn('delivery_at', 'text')
    .addColumn('note', 'text')
    .addColumn('idempotency_key', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('orders_idempotency', ['project_id', 'user_id', 'idempotency_key'])
    .execute();
  await db.schema
    .createIndex('orders_by_project')
    .on('orders')
    .columns(['project_id', 'created_at'])
    .execute();

  // A booking or order charged to the room is one line, however often it is posted.
  await db.schema.alterTable('pms_invoice_lines').addColumn('charge_ref', 'text').execute();
  await db.schema
    .createIndex('pms_invoice_lines_charge_ref')
    .on('pms_invoice_lines')
    .columns(['project_id', 'charge_ref'])
    .unique()
    .execute();

  // What an online payment pays: 'invoice' (target = invoice id), 'registration' or 'order'.
  await db.schema
    .alterTable('payments')
    .addColumn('purpose', 'text', (c) => c.notNull().defaultTo(sql`'invoice'`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('payments').dropColumn('purpose').execute();
  await db.schema.dropIndex('pms_invoice_lines_charge_ref').execute();
  await db.schema.alterTable('pms_invoice_lines').dropColumn('charge_ref').execute();
  await db.schema.dropTable('orders').execute();
  await db.schema.dropTable('registrations').execute();
  await db.schema.dropTable('booking_slots').execute();
}
