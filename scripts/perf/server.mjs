// The real server for the performance scripts (as e2e/playwright.config.ts starts it).
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** The real server (as e2e/playwright.config.ts starts it), in its own process group. */
export async function startServer(dataDir, webDist = process.env.HOSPES_WEB_DIST) {
  const port = await freePort();
  const child = spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd: repoRoot,
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: `sqlite:${join(dataDir, 'hospes.sqlite')}`,
      LOG_LEVEL: 'warn',
      ...(webDist ? { HOSPES_WEB_DIST: webDist } : {}),
    },
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const baseUrl = `http://127.0.0.1:${port}`;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  /** Stops the server's process group and waits (at most 15 s) until it is gone. */
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    }
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 15_000))]);
  };
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited at start:\n${stderr}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return { baseUrl, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`The server did not answer /api/health within 60 s:\n${stderr}`);
}
