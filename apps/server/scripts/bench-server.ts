// `npm run bench:server`: how fast the built server answers what guests ask
// for most, each figure beside the ceiling — a bare node:http server
// answering the very same bytes and headers, measured in the same run on
// the same machine. Also the time from `node` to a healthy server, on a
// fresh database and on a restart, and `--fresh-starts` (default 10) fresh
// starts while every core is kept busy by a burner process: each must be
// healthy (a start that timed out its plugins used to fail 4 times in 9).
//
//   npm run build && npm run bench:server [-- --duration=10 --connections=50 --fresh-starts=10]
import { spawn, type ChildProcess } from 'node:child_process';
import { request as httpRequest } from 'node:http';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const REPO = fileURLToPath(new URL('../../..', import.meta.url));
const SERVER = path.join(REPO, 'apps/server/dist/main.js');
const BARE = fileURLToPath(new URL('./bare-server.mjs', import.meta.url));
const arg = (name: string, fallback: number) =>
  Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const DURATION = arg('duration', 10);
const CONNECTIONS = arg('connections', 50);
const FRESH_STARTS = arg('fresh-starts', 10);

if (!existsSync(SERVER) || !existsSync(path.join(REPO, 'apps/web/dist/index.html'))) {
  console.error('No build: run `npm run build` first.');
  process.exit(1);
}

const freePort = () =>
  new Promise<number>((resolve) => {
    import('node:net').then(({ createServer }) => {
      const s = createServer().listen(0, '127.0.0.1', () => {
        const { port } = s.address() as { port: number };
        s.close(() => resolve(port));
      });
    });
  });

async function startHospes(dataDir: string, port: number) {
  const started = performance.now();
  const child = spawn(process.execPath, [SERVER], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      HOSPES_DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (;;) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null) throw new Error('the server exited');
    await new Promise((r) => setTimeout(r, 10));
  }
  return { child, ms: performance.now() - started };
}

const stop = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });

interface Case {
  name: string;
  path: string;
  headers: Record<string, string>;
}

/** The exact answer Hospes gives (bytes as on the wire), to be replayed by the bare server. */
function capture(port: number, c: Case) {
  return new Promise<{
    status: number;
    headers: Record<string, string>;
    body: string;
    bytes: number;
  }>((resolve, reject) => {
    const req = httpRequest(
      { host: '127.0.0.1', port, path: c.path, headers: c.headers },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const headers: Record<string, string> = {};
          for (const [key, value] of Object.entries(res.headers)) {
            if (['date', 'connection', 'keep-alive', 'transfer-encoding'].includes(key)) continue;
            headers[key] = Array.isArray(value) ? value.join(', ') : String(value);
          }
          const body = Buffer.concat(chunks);
          resolve({
            status: res.statusCode ?? 0,
            headers,
            body: body.toString('base64'),
            bytes: body.length,
          });
        });
      },
    );
    req.on('error', reject);
    req.end();
  });
}

async function startBare(answer: {
  status: number;
  headers: Record<string, string>;
  body: string;
}) {
  const child = spawn(process.execPath, [BARE], { stdio: ['pipe', 'pipe', 'inherit'] });
  child.stdin.end(JSON.stringify(answer));
  const port = await new Promise<number>((resolve) =>
    child.stdout.once('data', (d: Buffer) => resolve(Number(d.toString().trim()))),
  );
  return { child, port };
}

async function load(port: number, c: Case) {
  const result = await autocannon({
    url: `http://127.0.0.1:${port}${c.path}`,
    headers: c.headers,
    connections: CONNECTIONS,
    duration: DURATION,
  });
  // A 304 is the expected answer of its case, not an error.
  const errors = result.errors + result.timeouts + (c.name.includes('304') ? 0 : result.non2xx);
  return { rps: result.requests.average, p99: result.latency.p99, errors };
}

/** Fresh starts, one after the other, while a busy loop runs on every core. */
async function freshStartsUnderLoad(count: number) {
  const burners = Array.from({ length: availableParallelism() }, () =>
    spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }),
  );
  const times: number[] = [];
  let failed = 0;
  try {
    for (let i = 0; i < count; i += 1) {
      const dir = mkdtempSync(path.join(tmpdir(), 'hospes-bench-fresh-'));
      try {
        const started = await startHospes(dir, await freePort());
        times.push(started.ms);
        await stop(started.child);
      } catch {
        failed += 1;
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    }
  } finally {
    for (const burner of burners) burner.kill();
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? NaN;
  console.log(
    `fresh starts with all ${burners.length} cores busy: ${times.length} of ${count} healthy, ` +
      `p50 ${at(0.5).toFixed(0)} ms, max ${at(1).toFixed(0)} ms` +
      (failed > 0 ? ` — ${failed} FAILED` : ''),
  );
  if (failed > 0) process.exitCode = 1;
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'hospes-bench-'));
const port = await freePort();
try {
  if (FRESH_STARTS > 0) await freshStartsUnderLoad(FRESH_STARTS);
  const fresh = await startHospes(dataDir, port);
  await stop(fresh.child);
  const { child, ms: restartMs } = await startHospes(dataDir, port);
  console.log(
    `start to healthy: ${fresh.ms.toFixed(0)} ms on a fresh database, ${restartMs.toFixed(0)} ms on a restart`,
  );

  const base = `http://127.0.0.1:${port}`;
  const guest = await fetch(`${base}/api/guestdata/alpenrose/guests`, { method: 'POST' });
  const { userId } = (await guest.json()) as { userId: string };
  const cookie = (guest.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const html = readFileSync(path.join(REPO, 'apps/web/dist/index.html'), 'utf8');
  const asset = /src="\.\/(assets\/[^"]+\.js)"/.exec(html)?.[1];
  const model = await fetch(`${base}/api/projects/alpenrose/model/en`);
  const etag = model.headers.get('etag') ?? '';
  const br = { 'accept-encoding': 'br' };
  const cases: Case[] = [
    { name: 'model (br)', path: '/api/projects/alpenrose/model/en', headers: br },
    {
      name: 'model 304',
      path: '/api/projects/alpenrose/model/en',
      headers: { ...br, 'if-none-match': etag },
    },
    { name: `hashed asset (br)`, path: `/alpenrose/${asset}`, headers: br },
    { name: 'index.html (br)', path: '/alpenrose/', headers: { ...br, 'accept-language': 'de' } },
    { name: 'health', path: '/api/health', headers: {} },
    {
      name: 'profile (session)',
      path: `/api/guestdata/alpenrose/profile/${userId}`,
      headers: { cookie },
    },
  ];

  const rows: string[][] = [];
  for (const c of cases) {
    const answer = await capture(port, c);
    const hospes = await load(port, c);
    const bare = await startBare(answer);
    const ceiling = await load(bare.port, c);
    bare.child.kill();
    rows.push([
      c.name,
      `${answer.status}, ${answer.bytes} B`,
      hospes.rps.toFixed(0),
      String(hospes.p99),
      ceiling.rps.toFixed(0),
      String(ceiling.p99),
      `${((hospes.rps / ceiling.rps) * 100).toFixed(1)} %`,
      String(hospes.errors),
    ]);
    console.log(`measured ${c.name}`);
  }
  await stop(child);
  const head = [
    'request',
    'answer',
    'req/s',
    'p99 ms',
    'ceiling req/s',
    'ceiling p99 ms',
    'ratio',
    'errors',
  ];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  console.log(`\n${DURATION} s each, ${CONNECTIONS} connections, autocannon in this process`);
  console.log(line(head));
  console.log(line(widths.map((w) => '-'.repeat(w))));
  for (const row of rows) console.log(line(row));
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
