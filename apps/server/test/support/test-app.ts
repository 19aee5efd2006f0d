// Builds the real app for a test: a fresh database of the given dialect,
// fixture projects, and captured log lines.
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { buildApp, type App, type BuildOptions } from '../../src/app.ts';
import type { AppConfig } from '../../src/config.ts';
import type { Compressor } from '../../src/http/encoded-body.ts';
import type { DatabaseDialect } from '../../src/db/database.ts';
import { createTestDatabase, type TestDatabase } from './databases.ts';

export const FIXTURE_PROJECTS = fileURLToPath(new URL('../fixtures/projects', import.meta.url));
/**
 * Projects for the guest-guide routes: `gamma` (discover plus, full address,
 * coordinates, images), `delta` (discover, no zip code), `epsilon` (app, no
 * coordinates).
 */
export const GUIDE_PROJECTS = fileURLToPath(new URL('../fixtures/guide-projects', import.meta.url));
export const ADMIN_TOKEN = 'test-admin-token-0123456789';

export interface LogLine {
  level: number;
  msg: string;
  [key: string]: unknown;
}

export interface TestApp {
  app: App;
  database: TestDatabase;
  logs: LogLine[];
  /** Closes the app; `keepDatabase` leaves it for a restart with {@link restart}. */
  close(options?: { keepDatabase?: boolean }): Promise<void>;
  /** Starts a second app on the same database (e.g. after changing project files). */
  restart(overrides?: Partial<AppConfig>): Promise<TestApp>;
}

export function testConfig(databaseUrl: string, overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    port: 0,
    host: '127.0.0.1',
    databaseUrl,
    projectsDir: FIXTURE_PROJECTS,
    webDistDir: path.join(tmpdir(), 'hospes-no-dist'),
    consoleDistDir: path.join(tmpdir(), 'hospes-no-console-dist'),
    demo: true,
    demoFakePms: false,
    demoFakeAlloggiati: false,
    adminToken: ADMIN_TOKEN,
    domains: new Map(),
    logLevel: 'info',
    // app.inject comes from 127.0.0.1: tests play a local proxy that tells
    // the client's address in X-Forwarded-For (a test of the default sets false).
    trustProxy: ['127.0.0.1'],
    publicUrl: undefined,
    dataKey: undefined,
    dataDir: path.join(tmpdir(), 'hospes-no-data'),
    weather: {
      provider: 'static',
      // Nothing listens there: a test that forgets its fake server fails fast.
      openMeteoUrl: 'http://127.0.0.1:9',
      openWeatherMapUrl: 'http://127.0.0.1:9',
      openWeatherMapKey: undefined,
    },
    images: { secret: undefined, hosts: [] },
    payments: { provider: 'demo', stripe: undefined },
    ...overrides,
  };
}

/**
 * Brotli 11 costs about 80 ms per demo model, and many tests start an app on
 * the demo projects: tests compress fast unless they check the real thing.
 */
const fastCompression: Compressor = async (bytes) => ({
  br: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 1 } }),
  gzip: gzipSync(bytes, { level: 1 }),
});

export async function startTestApp(
  dialect: DatabaseDialect,
  overrides: Partial<AppConfig> = {},
  existing?: TestDatabase,
  buildOptions: Omit<BuildOptions, 'logger'> = {},
): Promise<TestApp> {
  const database = existing ?? (await createTestDatabase(dialect));
  const logs: LogLine[] = [];
  const stream = { write: (line: string) => void logs.push(JSON.parse(line) as LogLine) };
  const app = await buildApp(
    testConfig(database.url, { dataDir: database.dataDir, ...overrides }),
    {
      compressModel: fastCompression,
      ...buildOptions,
      logger: { level: 'info', stream },
    },
  );
  // Models compress in the background after a start: tests read them compressed.
  await app.projects.idle();
  return {
    app,
    database,
    logs,
    async close(options = {}) {
      await app.close();
      if (!options.keepDatabase) await database.drop();
    },
    async restart(next = {}) {
      await app.close();
      return startTestApp(dialect, { ...overrides, ...next }, database, buildOptions);
    },
  };
}

/** A writable copy of the fixture projects, for tests that change model files. */
export function copyFixtureProjects(): { dir: string; remove(): void } {
  const dir = mkdtempSync(path.join(tmpdir(), 'hospes-projects-'));
  cpSync(FIXTURE_PROJECTS, dir, { recursive: true });
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** The parts of a fixture model that tests change. */
export interface FixtureModel {
  name: string;
  _meta: { version: number; lang: string };
  welcome: { top: { greeting?: string } };
  discover: { topics: { items: { geo: { latitude: unknown } }[] }[] };
}

export function readFixtureModel(file: string, dir = FIXTURE_PROJECTS): FixtureModel {
  return JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as FixtureModel;
}
