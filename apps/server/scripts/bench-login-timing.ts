// Login timing benchmark: "no such reservation" and
// "wrong name" must not be told apart by their response time. Starts the
// real server (demo projects, a temporary SQLite database, or
// BENCH_DATABASE_URL) on a free port and sends, over HTTP and interleaved,
// 200 logins with an unknown reservation number (R-9001, R-9002, R-9003 in
// turn) and 200 with a demo reservation (R-1001, R-1002, R-1003 in turn) and
// a wrong last name — three numbers each, so that both kinds have the same
// history of failures per number (the rate limit counts them). Each
// request comes from its own address (X-Forwarded-For; the server trusts
// its proxy), so that the rate limits never answer instead. Prints both
// medians and their difference in % of the smaller; exits with 1 at 20 % or
// more, or when any answer is not the same 401.
// Run: `npm run bench:login` (npx tsx apps/server/scripts/bench-login-timing.ts).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';

const TRIES = 200;
const WARM_UP = 20;
const BUDGET_PERCENT = 20;
const PROJECT = 'alpenrose';
const KNOWN = ['R-1001', 'R-1002', 'R-1003'];
const UNKNOWN = ['R-9001', 'R-9002', 'R-9003'];

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

let address = 0;
/** A new client address for every request: 10.x.y.z. */
function nextAddress(): string {
  address += 1;
  return `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;
}

const dir = mkdtempSync(path.join(tmpdir(), 'hospes-bench-login-'));
const config = loadConfig({
  ...process.env,
  DATABASE_URL: process.env.BENCH_DATABASE_URL ?? `sqlite:${path.join(dir, 'bench.sqlite')}`,
  HOSPES_DEMO: 'true',
  HOSPES_TRUST_PROXY: 'true',
  HOSPES_WEB_DIST: path.join(dir, 'no-dist'),
  LOG_LEVEL: 'silent',
});
const app = await buildApp({ ...config, port: 0, host: '127.0.0.1' });
await app.listen({ port: 0, host: '127.0.0.1' });
const { port } = app.server.address() as AddressInfo;
const url = `http://127.0.0.1:${port}/api/integrations/${PROJECT}/login`;

const bodies = new Set<string>();
const statuses = new Set<number>();

async function timedLogin(reservationId: string, lastName: string): Promise<number> {
  const start = performance.now();
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': nextAddress() },
    body: JSON.stringify({ data: { reservation_id: reservationId, last_name: lastName } }),
  });
  const text = await res.text();
  const ms = performance.now() - start;
  statuses.add(res.status);
  bodies.add(text);
  return ms;
}

const unknown = (i: number) => timedLogin(UNKNOWN[i % UNKNOWN.length]!, `Muster${i}`);
const wrongName = (i: number) => timedLogin(KNOWN[i % KNOWN.length]!, `Falsch${i}`);

let exitCode = 0;
try {
  for (let i = 0; i < WARM_UP; i++) {
    await unknown(TRIES + i);
    await wrongName(TRIES + i);
  }
  const times = { unknown: [] as number[], wrongName: [] as number[] };
  for (let i = 0; i < TRIES; i++) {
    // Alternate which comes first, so that neither kind always follows the other.
    if (i % 2 === 0) {
      times.unknown.push(await unknown(i));
      times.wrongName.push(await wrongName(i));
    } else {
      times.wrongName.push(await wrongName(i));
      times.unknown.push(await unknown(i));
    }
  }
  const mUnknown = median(times.unknown);
  const mWrong = median(times.wrongName);
  const diff = (Math.abs(mUnknown - mWrong) / Math.min(mUnknown, mWrong)) * 100;
  const fmt = (ms: number) => `${ms.toFixed(3)} ms`;
  console.log(`login timing, ${TRIES} tries each, ${config.databaseUrl.split(':')[0]}, over HTTP`);
  console.log(
    `  unknown reservation: median ${fmt(mUnknown)}, p90 ${fmt(percentile(times.unknown, 90))}`,
  );
  console.log(
    `  wrong name:          median ${fmt(mWrong)}, p90 ${fmt(percentile(times.wrongName, 90))}`,
  );
  console.log(`  difference of the medians: ${diff.toFixed(1)} % (budget < ${BUDGET_PERCENT} %)`);
  if (statuses.size !== 1 || !statuses.has(401) || bodies.size !== 1) {
    console.error(`  answers differ: statuses ${[...statuses].join(', ')}; ${bodies.size} bodies`);
    for (const body of bodies) console.error(`    ${body}`);
    exitCode = 1;
  } else {
    console.log(`  every answer: 401 ${[...bodies][0]}`);
  }
  if (diff >= BUDGET_PERCENT) exitCode = 1;
} finally {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
}
process.exit(exitCode);
