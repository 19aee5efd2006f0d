// A connection the PostgreSQL server ends while a request uses it (as `pg_ctl
// stop -m fast` does) fails that request as "unavailable" (503) — it must not
// crash the process, and the pool must not hand the broken connection out again.
import { sql } from 'kysely';
import pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import { createDatabase, pingDatabase } from '../src/db/database.ts';
import { isDatabaseUnavailable } from '../src/db/database-errors.ts';
import { createTestDatabase } from './support/databases.ts';

describe('a PostgreSQL server that refuses connections', () => {
  it('is reported at once, as unavailable', async () => {
    // Port 9 (discard): nothing listens there on a test machine.
    const { db } = createDatabase('postgres://hospes@127.0.0.1:9/none');
    try {
      const started = Date.now();
      expect(await pingDatabase(db)).toBe(false);
      expect(Date.now() - started).toBeLessThan(900);
      const err = await sql`select 1`.execute(db).then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(isDatabaseUnavailable(err)).toBe(true);
    } finally {
      await db.destroy();
    }
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('a connection the server ends (PostgreSQL)', () => {
  it('fails its query as unavailable, does not crash the process, and leaves the pool working', async () => {
    const database = await createTestDatabase('postgres');
    const poolErrors: Error[] = [];
    const { db } = createDatabase(database.url, (err) => poolErrors.push(err));
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    try {
      // Four connections open at once (each query holds one), then idle; one
      // of them goes into the transaction below.
      await Promise.all(Array.from({ length: 4 }, () => sql`select pg_sleep(0.05)`.execute(db)));
      const inTransaction = db.transaction().execute(async (trx) => {
        await sql`select 1`.execute(trx);
        // The server ends this backend (and the idle ones) as `pg_ctl stop -m fast` does.
        await admin.query(
          'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1',
          [new URL(database.url).pathname.slice(1)],
        );
        await sql`select pg_sleep(5)`.execute(trx);
      });
      const err = await inTransaction.then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(isDatabaseUnavailable(err), String(err)).toBe(true);
      // The pool hears about the three idle connections it lost.
      await vi.waitFor(() => expect(poolErrors.length).toBeGreaterThanOrEqual(3));
      // No broken connection is handed out again: ten queries in a row succeed.
      for (let i = 0; i < 10; i += 1) expect(await pingDatabase(db)).toBe(true);
    } finally {
      await admin.end();
      await db.destroy();
      await database.drop();
    }
  });
});
