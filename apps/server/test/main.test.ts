// src/main.ts as a real process: configuration errors stop the start with a
// clear message; SIGTERM shuts down gracefully (server first, then database).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { FIXTURE_PROJECTS } from './support/test-app.ts';

const MAIN = fileURLToPath(new URL('../src/main.ts', import.meta.url));

interface Run {
  stdout: string;
  stderr: string;
  code: number | null;
}

/** Starts main.ts; `onLine` may send signals once the server is listening. */
function runMain(env: Record<string, string>, onLine?: (line: string, kill: () => void) => void) {
  return new Promise<Run>((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
      env: { PATH: process.env.PATH ?? '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const run: Run = { stdout: '', stderr: '', code: null };
    child.stdout.on('data', (chunk: Buffer) => {
      run.stdout += chunk.toString();
      for (const line of chunk.toString().split('\n')) {
        if (line) onLine?.(line, () => child.kill('SIGTERM'));
      }
    });
    child.stderr.on('data', (chunk: Buffer) => (run.stderr += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => resolve({ ...run, code }));
  });
}

describe('main', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hospes-main-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('refuses to start with a bad variable and names it', async () => {
    const run = await runMain({ PORT: 'eighty' });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('Invalid configuration:');
    expect(run.stderr).toContain('PORT:');
  });

  it('serves, logs JSON lines and shuts down gracefully on SIGTERM', async () => {
    let health: unknown;
    const run = await runMain(
      {
        PORT: '0',
        HOST: '127.0.0.1',
        DATABASE_URL: `sqlite:${path.join(dataDir, 'hospes.sqlite')}`,
        HOSPES_PROJECTS_DIR: FIXTURE_PROJECTS,
        LOG_LEVEL: 'info',
      },
      (line, kill) => {
        const entry = JSON.parse(line) as { msg: string };
        const address = /^Server listening at (http:\/\/127\.0\.0\.1:\d+)$/.exec(entry.msg)?.[1];
        if (!address) return;
        fetch(`${address}/api/health`)
          .then((res) => res.json())
          .then((body) => (health = body))
          .finally(kill);
      },
    );
    expect(health).toEqual({ status: 'ok', database: 'ok' });
    expect(run.code).toBe(0);
    const messages = run.stdout
      .trim()
      .split('\n')
      .map((line) => (JSON.parse(line) as { msg: string }).msg);
    expect(messages).toContain('Database ready');
    expect(messages.indexOf('Shutting down')).toBeLessThan(messages.indexOf('Stopped'));
  });
});
