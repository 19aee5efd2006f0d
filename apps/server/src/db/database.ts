// One entry point for both engines: SQLite (embedded default) and PostgreSQL.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.ts';

export type DatabaseDialect = 'sqlite' | 'postgres';

/**
 * The pg pool's limits. A database that is down refuses connections at once;
 * one that does not answer costs a caller at most `connectionTimeoutMillis`,
 * which also bounds the wait for a free connection under load (both 503).
 * Keepalive lets the kernel notice a peer that vanished. Statements are
 * limited on the server, which cancels them cleanly (57014 → 503); a
 * client-side `query_timeout` would leave the statement running on a
 * connection that goes back to the pool.
 */
const POOL_OPTIONS: pg.PoolConfig = {
  max: 10,
  connectionTimeoutMillis: 1_000,
  idleTimeoutMillis: 10_000,
  keepAlive: true,
  keepAliveInitialDelayMillis: 10_000,
  statement_timeout: 15_000,
  idle_in_transaction_session_timeout: 30_000,
};

function ignoreCheckedOutError(): void {}

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
    const pool = new pg.Pool({ connectionString: url, ...POOL_OPTIONS });
    // Idle connections the server ends are dropped by the pool, which tells us here.
    pool.on('error', (err) => onError?.(err));
    // A connection that fails while checked out emits `error` too, and pg-pool
    // listens only while it is idle: unheard, that error would end the process.
    // Its query fails on its own (503), and the pool drops a connection that
    // is not queryable when it is released.
    pool.on('connect', (client) => client.on('error', ignoreCheckedOutError));
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
