// A project's property system when it is not the built-in PMS (apaleo, Mews):
// which one, its settings, and its credentials — encrypted at rest with the
// data key (secrets/data-cipher.ts), never answered by the API, never logged.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('pms_connections')
    .addColumn('project_id', 'text', (c) => c.primaryKey().references('projects.id'))
    // 'builtin' | 'mews'
    .addColumn('kind', 'text', (c) => c.notNull())
    // JSON of what may be shown (addresses, service and tax codes).
    .addColumn('settings', 'text', (c) => c.notNull())
    // JSON of the credentials, encrypted.
    .addColumn('secrets', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('updated_by', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('pms_connections').execute();
}
