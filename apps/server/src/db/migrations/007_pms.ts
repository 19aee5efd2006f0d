// The built-in property system (PMS): reservations, room stays, the guests of
// a reservation, invoices with line items, and payments. Ids are the PMS's
// own ids and unique per project; money is integer minor units.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('pms_reservations')
    .addColumn('project_id', 'text', (c) =>
      c.notNull().references('projects.id').onDelete('cascade'),
    )
    .addColumn('id', 'text', (c) => c.notNull())
    // The number the guest knows and types at login; `number_norm` is its
    // compared form (trimmed, no blanks, upper case).
    .addColumn('number', 'text', (c) => c.notNull())
    .addColumn('number_norm', 'text', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    // 'demo' for the reservations the server seeds at every start.
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('pms_reservations_pk', ['project_id', 'id'])
    .addUniqueConstraint('pms_reservations_number', ['project_id', 'number_norm'])
    .execute();

  await db.schema
    .createTable('pms_room_stays')
    .addColumn('project_id', 'text', (c) => c.notNull())
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('reservation_id', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    // spec §4: Reserved, In-house, Checked out.
    .addColumn('status', 'text', (c) => c.notNull())
    // Local date-times 'YYYY-MM-DDTHH:mm' in the project's time zone.
    .addColumn('arrival', 'text', (c) => c.notNull())
    .addColumn('departure', 'text', (c) => c.notNull())
    .addColumn('room_number', 'text')
    .addColumn('adults', 'integer', (c) => c.notNull())
    .addColumn('children', 'integer', (c) => c.notNull())
    // When online check-in / check-out finished (spec §4 progress).
    .addColumn('checkin_finished_at', 'text')
    .addColumn('checkout_finished_at', 'text')
    .addPrimaryKeyConstraint('pms_room_stays_pk', ['project_id', 'id'])
    .addForeignKeyConstraint(
      'pms_room_stays_reservation',
      ['project_id', 'reservation_id'],
      'pms_reservations',
      ['project_id', 'id'],
      (c) => c.onDelete('cascade'),
    )
    .execute();
  await db.schema
    .createIndex('pms_room_stays_by_reservation')
    .on('pms_room_stays')
    .columns(['project_id', 'reservation_id'])
    .execute();

  await db.schema
    .createTable('pms_guests')
    .addColumn('project_id', 'text', (c) => c.notNull())
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('reservation_id', 'text', (c) => c.notNull())
    .addColumn('room_stay_id', 'text')
    .addColumn('position', 'integer', (c) => c.notNull())
    // 1 for the main guest (the booker), 0 for accompanying persons.
    .addColumn('is_main', 'integer', (c) => c.notNull())
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    // Compared forms for a login by name or e-mail (see login-match of the domain).
    .addColumn('last_name_norm', 'text', (c) => c.notNull())
    .addColumn('email', 'text')
    .addColumn('email_norm', 'text')
    .addColumn('phone_number', 'text')
    .addColumn('date_of_birth', 'text')
    .addColumn('gender', 'text')
    .addColumn('language', 'text')
    // JSON: spec §3 check-in guest address and document.
    .addColumn('address', 'text')
    .addColumn('document', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('pms_guests_pk', ['project_id', 'id'])
    .addForeignKeyConstraint(
      'pms_guests_reservation',
      ['project_id', 'reservation_id'],
      'pms_reservations',
      ['project_id', 'id'],
      (c) => c.onDelete('cascade'),
    )
    .execute();
  await db.schema
    .createIndex('pms_guests_by_reservation')
    .on('pms_guests')
    .columns(['project_id', 'reservation_id'])
    .execute();
  await db.schema
    .createIndex('pms_guests_by_last_name')
    .on('pms_guests')
    .columns(['project_id', 'last_name_norm'])
    .execute();
  await db.schema
    .createIndex('pms_guests_by_email')
    .on('pms_guests')
    .columns(['project_id', 'email_norm'])
    .execute();

  await db.schema
    .createTable('pms_invoices')
    .addColumn('project_id', 'text', (c) => c.notNull())
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('reservation_id', 'text', (c) => c.notNull())
    // Null: the invoice is for the whole reservation.
    .addColumn('room_stay_id', 'text')
    .addColumn('number', 'text', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('issued_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('pms_invoices_pk', ['project_id', 'id'])
    .addForeignKeyConstraint(
      'pms_invoices_reservation',
      ['project_id', 'reservation_id'],
      'pms_reservations',
      ['project_id', 'id'],
      (c) => c.onDelete('cascade'),
    )
    .execute();
  await db.schema
    .createIndex('pms_invoices_by_reservation')
    .on('pms_invoices')
    .columns(['project_id', 'reservation_id'])
    .execute();

  await db.schema
    .createTable('pms_invoice_lines')
    .addColumn('project_id', 'text', (c) => c.notNull())
    .addColumn('invoice_id', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    // JSON: the description by language ({ "de": "…", "en": "…" }).
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    // Gross (VAT included) in minor units; amount = quantity × unit price.
    .addColumn('unit_price_minor', 'integer', (c) => c.notNull())
    .addColumn('amount_minor', 'integer', (c) => c.notNull())
    // VAT rate in basis points (1000 = 10 %).
    .addColumn('vat_rate_bp', 'integer', (c) => c.notNull())
    .addColumn('service_date', 'text')
    .addPrimaryKeyConstraint('pms_invoice_lines_pk', ['project_id', 'invoice_id', 'position'])
    .addForeignKeyConstraint(
      'pms_invoice_lines_invoice',
      ['project_id', 'invoice_id'],
      'pms_invoices',
      ['project_id', 'id'],
      (c) => c.onDelete('cascade'),
    )
    .execute();

  await db.schema
    .createTable('pms_payments')
    .addColumn('project_id', 'text', (c) => c.notNull())
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('invoice_id', 'text', (c) => c.notNull())
    .addColumn('amount_minor', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    // The payment provider's reference; a repeated one is the same payment.
    .addColumn('provider_ref', 'text', (c) => c.notNull())
    .addColumn('paid_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('pms_payments_pk', ['project_id', 'id'])
    .addUniqueConstraint('pms_payments_provider_ref', ['project_id', 'provider_ref'])
    .addForeignKeyConstraint(
      'pms_payments_invoice',
      ['project_id', 'invoice_id'],
      'pms_invoices',
      ['project_id', 'id'],
      (c) => c.onDelete('cascade'),
    )
    .execute();
  await db.schema
    .createIndex('pms_payments_by_invoice')
    .on('pms_payments')
    .columns(['project_id', 'invoice_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'pms_payments',
    'pms_invoice_lines',
    'pms_invoices',
    'pms_guests',
    'pms_room_stays',
    'pms_reservations',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
