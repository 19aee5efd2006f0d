// Vitest global setup of the server tests: with PostgreSQL, one database is
// migrated once, and each test's database is created as a copy of it
// (`createTestDatabase`). Migrating a new database took about 0.25 s of the
// 0.7–1.4 s a test app on PostgreSQL needs to start; a copy costs what an
// empty database does. A migration that fails, fails here, before any test.
import pg from 'pg';
import { createDatabase } from '../../src/db/database.ts';
import { migrateToLatest } from '../../src/db/migrate.ts';

/** The migrated database the test databases are copied from. */
export const TEMPLATE_DATABASE = 'hospes_t_template';

export async function setup(): Promise<void> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${TEMPLATE_DATABASE} with (force)`);
    await admin.query(`create database ${TEMPLATE_DATABASE}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${TEMPLATE_DATABASE}`;
  // A copy needs its template without connections: this one closes here.
  const { db } = createDatabase(url.toString());
  try {
    await migrateToLatest(db);
  } finally {
    await db.destroy();
  }
}
