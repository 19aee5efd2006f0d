// The server tests run in one loop over both dialects (STYLE.md: no mocks for
// storage): SQLite always, PostgreSQL when TEST_DATABASE_URL is set
// (scripts/with-postgres.sh starts a throwaway cluster and sets it).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { DatabaseDialect } from '../../src/db/database.ts';
import { TEMPLATE_DATABASE } from './postgres-template.ts';

const postgresAdminUrl = process.env.TEST_DATABASE_URL;

export const DIALECTS: DatabaseDialect[] = postgresAdminUrl ? ['sqlite', 'postgres'] : ['sqlite'];

export interface TestDatabase {
  url: string;
  /** The data directory beside it (generated keys), kept across restarts. */
  dataDir: string;
  drop(): Promise<void>;
}

/**
 * A fresh database of the dialect, used by one app instance only: SQLite
 * empty, PostgreSQL a copy of the migrated template (postgres-template.ts).
 */
export async function createTestDatabase(dialect: DatabaseDialect): Promise<TestDatabase> {
  if (dialect === 'sqlite') {
    const dir = mkdtempSync(path.join(tmpdir(), 'hospes-test-'));
    return {
      url: `sqlite:${path.join(dir, 'hospes.sqlite')}`,
      dataDir: dir,
      drop: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  if (!postgresAdminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `hospes_t_${randomBytes(6).toString('hex')}`;
  await withAdmin((client) =>
    client.query(`create database ${name} template ${TEMPLATE_DATABASE}`),
  );
  const url = new URL(postgresAdminUrl);
  url.pathname = `/${name}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hospes-test-'));
  return {
    url: url.toString(),
    dataDir,
    drop: async () => {
      rmSync(dataDir, { recursive: true, force: true });
      await withAdmin((client) => client.query(`drop database if exists ${name} with (force)`));
    },
  };
}

async function withAdmin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: postgresAdminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
