// `npm run bench:realtime`: realtime fan-out on one instance (SQLite). Opens
// N Server-Sent-Event streams of N different guests against the built
// server, sends one staff notification to all of them, and prints how long
// each stream took to hear of it (p50/p95/max from the staff's request) and
// the server's resident memory before and after. Goal (issue budget): p95 <
// 500 ms and < 300 MB RSS with 5,000 streams on 2 cores.
//
//   npm run build && npm run bench:realtime [-- --streams=5000]
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO = fileURLToPath(new URL('../../..', import.meta.url));
const SERVER = path.join(REPO, 'apps/server/dist/main.js');
const STREAMS = Number(process.argv.find((a) => a.startsWith('--streams='))?.split('=')[1] ?? 5000);
const TOKEN = 'bench-admin-token-0123456789';
const PROJECT = 'alpenrose';

if (!existsSync(SERVER)) {
  console.error('No build: run `npm run build` first.');
  process.exit(1);
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = http.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

const rssMb = (pid: number) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/);
  return line ? Number(line[1]) / 1024 : NaN;
};

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

/** A keep-alive agent per purpose; SSE streams each hold their own socket. */
const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

function post(port: number, url: string, body: unknown, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; cookie: string; body: string }>((resolve, reject) => {
    const data = JSON.stringify(body ?? {});
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path: url,
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(data),
          ...headers,
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (text += c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            cookie: String(res.headers['set-cookie']?.[0] ?? '').split(';')[0] ?? '',
            body: text,
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(data);
  });
}

interface Stream {
  ready: Promise<void>;
  heard: Promise<number>;
}

/** A guest's stream, from the guest's own address (streams are capped per address too). */
function openStream(port: number, guest: { userId: string; cookie: string; ip: string }): Stream {
  const { userId, cookie, ip } = guest;
  let onReady!: () => void;
  let onHeard!: (at: number) => void;
  const ready = new Promise<void>((r) => (onReady = r));
  const heard = new Promise<number>((r) => (onHeard = r));
  const req = http.get(
    {
      host: '127.0.0.1',
      port,
      path: `/api/events/${PROJECT}/${encodeURIComponent(userId)}`,
      headers: { cookie, accept: 'text/event-stream', 'x-forwarded-for': ip },
    },
    (res) => {
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        if (chunk.includes('event: ready')) onReady();
        if (chunk.includes('event: notifications-changed')) onHeard(performance.now());
      });
    },
  );
  req.on('error', (err) => console.error('stream failed', err.message));
  return { ready, heard };
}

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hospes-bench-rt-'));
  const port = await freePort();
  const child = spawn(process.execPath, [SERVER], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      HOSPES_DATA_DIR: dataDir,
      HOSPES_ADMIN_TOKEN: TOKEN,
      // The bench plays many guests from many addresses through a local proxy.
      HOSPES_TRUST_PROXY: '127.0.0.1',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    for (;;) {
      try {
        if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) break;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 20));
    }
    console.log(`bench:realtime — ${STREAMS} streams, one instance, SQLite, ${cpus().length} CPUs`);
    const rssIdle = rssMb(child.pid!);

    const guests: { userId: string; cookie: string; ip: string }[] = [];
    for (let i = 0; i < STREAMS; i += 50) {
      const batch = await Promise.all(
        Array.from({ length: Math.min(50, STREAMS - i) }, async (_, j) => {
          const n = i + j;
          const ip = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
          const res = await post(
            port,
            `/api/guestdata/${PROJECT}/guests`,
            {},
            { 'x-forwarded-for': ip },
          );
          if (res.status !== 201) throw new Error(`guest ${n}: ${res.status} ${res.body}`);
          return {
            userId: (JSON.parse(res.body) as { userId: string }).userId,
            cookie: res.cookie,
            ip,
          };
        }),
      );
      guests.push(...batch);
    }
    const opened = performance.now();
    const streams: Stream[] = [];
    for (let i = 0; i < guests.length; i += 200) {
      const batch = guests.slice(i, i + 200).map((g) => openStream(port, g));
      await Promise.all(batch.map((s) => s.ready));
      streams.push(...batch);
    }
    console.log(
      `  ${streams.length} streams open in ${((performance.now() - opened) / 1000).toFixed(1)} s`,
    );
    const rssOpen = rssMb(child.pid!);

    const sent = performance.now();
    const res = await post(
      port,
      `/api/staff/${PROJECT}/notifications`,
      {
        audience: 'all',
        title: 'Sauna open late tonight',
        body: 'Until 23:00.',
        inapp: true,
        push: false,
      },
      { authorization: `Bearer ${TOKEN}` },
    );
    const answered = performance.now();
    const timeout = new Promise<number>((r) => setTimeout(() => r(Number.NaN), 30_000));
    const delays = (await Promise.all(streams.map((s) => Promise.race([s.heard, timeout])))).map(
      (at) => at - sent,
    );
    const heard = delays.filter((d) => Number.isFinite(d)).sort((a, b) => a - b);
    const rssAfter = rssMb(child.pid!);

    console.log(
      `  broadcast: ${res.status} ${res.body} (answered after ${(answered - sent).toFixed(0)} ms)`,
    );
    console.log(`  delivered to ${heard.length} of ${streams.length} streams`);
    console.log(
      `  delivery p50 ${percentile(heard, 50).toFixed(0)} ms, p95 ${percentile(heard, 95).toFixed(0)} ms, ` +
        `max ${(heard.at(-1) ?? NaN).toFixed(0)} ms   (goal p95 < 500 ms)`,
    );
    console.log(
      `  server RSS: idle ${rssIdle.toFixed(0)} MB, ${streams.length} streams ${rssOpen.toFixed(0)} MB, ` +
        `after the broadcast ${rssAfter.toFixed(0)} MB   (goal < 300 MB)`,
    );
    const ok = heard.length === streams.length && percentile(heard, 95) < 500 && rssAfter < 300;
    console.log(ok ? '  within budget' : '  OVER BUDGET');
    process.exitCode = ok ? 0 : 1;
  } finally {
    child.kill('SIGTERM');
    agent.destroy();
    rmSync(dataDir, { recursive: true, force: true });
    // The streams' sockets close with the server.
    setTimeout(() => process.exit(), 500).unref();
  }
}

await main();
