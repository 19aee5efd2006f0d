// The compressed forms of each stored model (brotli at quality 11, gzip at
// 9), computed once when a version is stored so that neither a request nor a
// restart pays for them. Keyed by the model's ETag: a row whose ETag is not
// the model's any more is stale and replaced.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('project_model_encodings')
    .addColumn('project_id', 'text', (c) => c.notNull())
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('etag', 'text', (c) => c.notNull())
    // base64 text: the same column type on SQLite and PostgreSQL.
    .addColumn('br', 'text', (c) => c.notNull())
    .addColumn('gzip', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('project_model_encodings_pk', ['project_id', 'lang'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('project_model_encodings').execute();
}
