// Makes visible which databases the server tests ran against, and fails when
// TEST_DATABASE_URL is set but PostgreSQL is not actually used.
import { describe, expect, it } from 'vitest';
import { createDatabase } from '../src/db/database.ts';
import { DIALECTS, createTestDatabase } from './support/databases.ts';
import { sql } from 'kysely';

describe('database dialects of the server tests', () => {
  it('include PostgreSQL exactly when TEST_DATABASE_URL is set', () => {
    console.info(`server tests run against: ${DIALECTS.join(', ')}`);
    expect(DIALECTS).toEqual(process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite']);
  });

  it.each(DIALECTS)('%s answers as that engine', async (dialect) => {
    const database = await createTestDatabase(dialect);
    const handle = createDatabase(database.url);
    try {
      const query =
        dialect === 'postgres'
          ? sql<{ v: string }>`select version() as v`
          : sql<{ v: string }>`select sqlite_version() as v`;
      const { rows } = await query.execute(handle.db);
      expect(handle.dialect).toBe(dialect);
      expect(rows[0]?.v).toMatch(dialect === 'postgres' ? /^PostgreSQL \d+/ : /^3\.\d+/);
    } finally {
      await handle.db.destroy();
      await database.drop();
    }
  });
});
