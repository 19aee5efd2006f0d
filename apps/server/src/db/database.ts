// One entry point for both engines: SQLite (embedded default) and PostgreSQL.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.ts';

export type DatabaseDialect = 'sqlite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: DatabaseDialect;
}

/**
 * Opens the database named by `url`: `postgres://…`/`postgresql://…` use a
 * pg pool; `sqlite:<file>` (or `sqlite::memory:`) an embedded SQLite file,
 * whose folder is created when missing. `onError` hears errors of idle
 * pooled connections, which would otherwise crash the process.
 */
export function createDatabase(url: string, onError?: (err: Error) => void): DatabaseHandle {
  if (/^postgres(ql)?:\/\//.test(url)) {
    const pool = new pg.Pool({
      connectionString: url,
      max: 10,
      // A database that is down must not hold requests: refused connections
      // fail at once, unanswered ones after this (then 503, see database-errors.ts).
      connectionTimeoutMillis: 1_000,
      // A connection half-open after a network fault is noticed and replaced.
      keepAlive: true,
      idleTimeoutMillis: 10_000,
      // No query holds a request for longer than this (client and server side).
      query_timeout: 15_000,
      statement_timeout: 15_000,
    });
    pool.on('error', (err) => onError?.(err));
    return {
      db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }),
      dialect: 'postgres',
    };
  }
  if (!url.startsWith('sqlite:')) {
    throw new Error('The database URL must start with postgres://, postgresql:// or sqlite:');
  }
  const file = url.slice('sqlite:'.length);
  if (file !== ':memory:') mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const database = new SQLite(file);
  // WAL lets readers work while the importer writes; foreign keys are off by
  // default in SQLite and our schema relies on them.
  database.pragma('journal_mode = WAL');
  database.pragma('foreign_keys = ON');
  database.pragma('busy_timeout = 5000');
  return {
    db: new Kysely<Database>({ dialect: new SqliteDialect({ database }) }),
    dialect: 'sqlite',
  };
}

/** How long the health check waits for the database before it says "error". */
export const PING_TIMEOUT_MS = 800;

/** Answers whether the database runs a trivial query within {@link PING_TIMEOUT_MS}. */
export async function pingDatabase(
  db: Kysely<Database>,
  timeoutMs = PING_TIMEOUT_MS,
): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    return await Promise.race([
      sql`select 1`.execute(db).then(
        () => true,
        () => false,
      ),
      timeout,
    ]);
  } finally {
    clearTimeout(timer);
  }
}
