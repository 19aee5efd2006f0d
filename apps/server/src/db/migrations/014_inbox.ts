// The guest's line to the hotel: guest-service requests, the conversation
// with the staff (including the auto-generated messages of spec §4), in-app
// notifications ("news"), and the realtime events that tell a guest's open
// apps that one of them changed — numbered, so that a stream that was cut
// resumes after the last event it saw (`Last-Event-ID`).
import { PostgresAdapter, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;

  await db.schema
    .createTable('guest_requests')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('project_id', 'text', (c) =>
      c.notNull().references('projects.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('reservation_id', 'text')
    .addColumn('form_id', 'text', (c) => c.notNull())
    // The form's title in the guest's language when sent: the subject of the messages.
    .addColumn('subject', 'text', (c) => c.notNull())
    // JSON object of the field values, as validated by the form's schema.
    .addColumn('fields', 'text', (c) => c.notNull())
    .addColumn('lang', 'text', (c) => c.notNull())
    // 'sent' | 'accepted' | 'rejected' | 'canceled' (spec §4)
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('note', 'text')
    // When the service takes place (ISO instant), if the form says; and how
    // many hours before it cancelling closes.
    .addColumn('start_at', 'text')
    .addColumn('cancellation_deadline_hours', 'real')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('guest_requests_by_user')
    .on('guest_requests')
    .columns(['project_id', 'user_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('guest_requests_by_status')
    .on('guest_requests')
    .columns(['project_id', 'status', 'created_at'])
    .execute();

  await db.schema
    .createTable('messages')
    // The order of a conversation: messages written in the same millisecond
    // (a request and its auto message) keep the order they were written in.
    .addColumn('seq', postgres ? 'bigserial' : 'integer', (c) =>
      postgres ? c.primaryKey() : c.primaryKey().autoIncrement(),
    )
    .addColumn('id', 'text', (c) => c.notNull().unique())
    .addColumn('project_id', 'text', (c) =>
      c.notNull().references('projects.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'text', (c) => c.notNull())
    // 'guest' | 'staff' | 'system'
    .addColumn('sender', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('request_id', 'text')
    // When the guest saw it (the guest's own messages: when written).
    .addColumn('seen_at', 'text')
    // When the staff saw it (guest messages; others: when written).
    .addColumn('staff_seen_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('messages_by_user')
    .on('messages')
    .columns(['project_id', 'user_id', 'seq'])
    .execute();

  await db.schema
    .createTable('inapp_notifications')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('project_id', 'text', (c) =>
      c.notNull().references('projects.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('link', 'text')
    .addColumn('link_type', 'text')
    .addColumn('link_title', 'text')
    .addColumn('omit_popup', 'integer', (c) => c.notNull())
    .addColumn('seen_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('inapp_notifications_by_user')
    .on('inapp_notifications')
    .columns(['project_id', 'user_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('realtime_events')
    .addColumn('seq', postgres ? 'bigserial' : 'integer', (c) =>
      postgres ? c.primaryKey() : c.primaryKey().autoIncrement(),
    )
    .addColumn('project_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('event', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('realtime_events_by_user')
    .on('realtime_events')
    .columns(['project_id', 'user_id', 'seq'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('realtime_events').execute();
  await db.schema.dropTable('inapp_notifications').execute();
  await db.schema.dropTable('messages').execute();
  await db.schema.dropTable('guest_requests').execute();
}
