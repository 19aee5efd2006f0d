// `npm run bench:db-faults`: what guests see when PostgreSQL goes away under
// traffic and comes back. Runs against the throwaway cluster of
// scripts/with-postgres.sh, which it stops (pg_ctl stop -m fast) and starts
// again while health checks and guest calls keep coming, and prints:
//   - how long until /api/health says 503 (goal: within 1 s),
//   - what guest calls answered meanwhile (goal: 503 quickly, never 500, no hang),
//   - how long until both work again after the start (goal: within 10 s,
//     without restarting the server),
//   - that payments opened during the fault left nothing that blocks the invoice.
// Exits 1 when a goal is missed.
//
//   bash scripts/with-postgres.sh npm run bench:db-faults [-- --short]
import { execSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { filledSections, signatureDataUrl } from '../test/support/checkin-fixture.ts';

const SHORT = process.argv.includes('--short');
const OUTAGE_MS = SHORT ? 3_000 : 10_000;
const TICK_MS = 50;
const REPO = fileURLToPath(new URL('../../..', import.meta.url));
const { TEST_DATABASE_URL, TEST_PG_STOP, TEST_PG_START } = process.env;
if (!TEST_DATABASE_URL || !TEST_PG_STOP || !TEST_PG_START) {
  console.error(
    'Run it through scripts/with-postgres.sh (it sets TEST_DATABASE_URL, TEST_PG_STOP, TEST_PG_START).',
  );
  process.exit(2);
}

interface Sample {
  at: number;
  kind: 'health' | 'guest' | 'payment' | 'checkin';
  status: number;
  ms: number;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function main() {
  // A database of its own on the cluster.
  const name = `hospes_faults_${Date.now()}`;
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(TEST_DATABASE_URL!);
  url.pathname = `/${name}`;

  const port = 20_000 + Math.floor(Math.random() * 20_000);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hospes-faults-'));
  const built = path.join(REPO, 'apps/server/dist/main.js');
  const [command, args] = existsSync(built)
    ? [process.execPath, [built]]
    : ['npx', ['tsx', path.join(REPO, 'apps/server/src/main.ts')]];
  const server = spawn(command, args, {
    cwd: REPO,
    env: {
      ...process.env,
      DATABASE_URL: url.toString(),
      PORT: String(port),
      HOST: '127.0.0.1',
      HOSPES_DATA_DIR: dataDir,
      LOG_LEVEL: 'error',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  let failed = false;
  const goal = (ok: boolean, text: string) => {
    console.log(`  ${ok ? 'ok  ' : 'MISS'} ${text}`);
    if (!ok) failed = true;
  };

  try {
    for (let i = 0; ; i++) {
      try {
        if ((await fetch(`${base}/api/health`)).ok) break;
      } catch {
        // not listening yet
      }
      if (i > 600) throw new Error('the server did not start');
      await sleep(50);
    }
    const guest = await fetch(`${base}/api/guestdata/alpenrose/guests`, { method: 'POST' });
    const { userId } = (await guest.json()) as { userId: string };
    const cookie = (guest.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const login = await fetch(`${base}/api/integrations/alpenrose/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ data: { reservation_id: 'R-1002', last_name: 'Gast' } }),
    });
    const payerCookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const invoices = await fetch(`${base}/api/integrations/alpenrose/getinvoices`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: payerCookie },
      body: JSON.stringify({ lang: 'en' }),
    });
    const invoiceId = ((await invoices.json()) as { invoices: { id: string }[] }).invoices[0]?.id;
    const max = await fetch(`${base}/api/integrations/alpenrose/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ data: { reservation_id: 'R-1001', last_name: 'Muster' } }),
    });
    const maxCookie = (max.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const checkinBody = JSON.stringify({
      lang: 'de',
      checkinInput: {
        reservation_id: 'R-1001',
        room_stay_id: 'R-1001-1',
        sections: filledSections(await signatureDataUrl()),
        language: 'de',
        privacy_accepted: true,
        idempotency_key: 'key-db-faults-checkin',
      },
    });

    const samples: Sample[] = [];
    const call = async (kind: Sample['kind'], url: string, init: RequestInit = {}) => {
      const started = performance.now();
      let status = 0;
      try {
        const res = await fetch(url, { ...init, signal: AbortSignal.timeout(5_000) });
        status = res.status;
        await res.arrayBuffer();
      } catch {
        status = -1; // no answer within 5 s, or the connection failed
      }
      samples.push({ at: Date.now(), kind, status, ms: performance.now() - started });
      return status;
    };
    const checkin = () =>
      call('checkin', `${base}/api/integrations/alpenrose/checkin`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: maxCookie },
        body: checkinBody,
      });
    const pay = (amount: number) =>
      call('payment', `${base}/api/integrations/alpenrose/paymentprocessing`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: payerCookie },
        body: JSON.stringify({ input: { invoice_id: invoiceId, amount_minor: amount } }),
      });

    let running = true;
    const traffic = (async () => {
      while (running) {
        void call('health', `${base}/api/health`);
        void call('guest', `${base}/api/guestdata/alpenrose/profile/${userId}`, {
          headers: { cookie },
        });
        await sleep(TICK_MS);
      }
    })();

    await sleep(1_000);
    // Payments in flight while the database stops.
    const inFlight = [checkin(), ...[600, 700, 800].map((amount) => pay(amount))];
    const stopAt = Date.now();
    execSync(TEST_PG_STOP!, { stdio: 'ignore' });
    const stopped = Date.now();
    await Promise.all(inFlight);
    await sleep(OUTAGE_MS);
    const outagePayment = await pay(900);
    const startAt = Date.now();
    execSync(TEST_PG_START!, { stdio: 'ignore' });
    const started = Date.now();
    // Until both work again (at most 30 s).
    const recovered = async (kind: Sample['kind']) => {
      for (;;) {
        const ok = samples.find((s) => s.kind === kind && s.at > started && s.status === 200);
        if (ok) return ok.at - started;
        if (Date.now() - started > 30_000) return Infinity;
        await sleep(TICK_MS);
      }
    };
    const [healthBack, guestBack] = await Promise.all([recovered('health'), recovered('guest')]);
    running = false;
    await traffic;
    await sleep(200);
    const afterPayment = await pay(1000);
    // The check-in in flight, sent again with its key: done once, or its
    // cut-off attempt is still pending (resolved as stale after two minutes).
    const checkinAgain = await checkin();
    const db = new pg.Client({ connectionString: url.toString() });
    await db.connect();
    const attempts = (
      await db.query<{ status: string }>(
        `select status from checkins where reservation_id = 'R-1001' and project_id = 'alpenrose'`,
      )
    ).rows.map((r) => r.status);
    const orphanClaims = Number(
      (
        await db.query<{ n: string }>(
          `select count(*) as n from payments where status = 'pending' and redirect_url is null`,
        )
      ).rows[0]?.n ?? 0,
    );
    await db.end();

    const during = (kind: Sample['kind']) =>
      samples.filter((s) => s.kind === kind && s.at >= stopped + 300 && s.at <= startAt);
    const first503 = samples.find((s) => s.kind === 'health' && s.at >= stopAt && s.status === 503);
    const statuses = (list: Sample[]) => {
      const m = new Map<number, number>();
      for (const s of list) m.set(s.status, (m.get(s.status) ?? 0) + 1);
      return [...m].map(([status, n]) => `${status === -1 ? 'no answer' : status}×${n}`).join(' ');
    };
    const p = (list: Sample[], q: number) => {
      const sorted = list.map((s) => s.ms).sort((a, b) => a - b);
      return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
    };
    const guestDuring = during('guest');
    const healthDuring = during('health');

    console.log(
      `database stopped in ${stopped - stopAt} ms, out for ${startAt - stopped} ms, started in ${started - startAt} ms`,
    );
    const healthAfter = first503 ? first503.at - stopped : Infinity;
    goal(healthAfter <= 1_000, `health answered 503 ${healthAfter} ms after the stop returned`);
    console.log(
      `  health during the outage: ${statuses(healthDuring)}, p95 ${p(healthDuring, 0.95).toFixed(0)} ms`,
    );
    console.log(
      `  guest calls during the outage: ${statuses(guestDuring)}, p95 ${p(guestDuring, 0.95).toFixed(0)} ms, max ${p(guestDuring, 1).toFixed(0)} ms`,
    );
    goal(
      guestDuring.length > 0 && guestDuring.every((s) => s.status === 503),
      'every guest call during the outage answered 503 (no 500, no hang)',
    );
    goal(p(guestDuring, 1) <= 2_000, 'no guest call took more than 2 s');
    goal(
      samples.every((s) => s.status !== 500),
      `no 500 at all (${samples.length} requests: ${statuses(samples)})`,
    );
    goal(healthBack <= 10_000, `health was back ${healthBack} ms after the start returned`);
    goal(guestBack <= 10_000, `guest calls were back ${guestBack} ms after the start returned`);
    goal(outagePayment === 503, `a payment asked for during the outage answered ${outagePayment}`);
    goal(afterPayment === 200, `a payment after the recovery opened (${afterPayment})`);
    console.log(
      `  in flight at the stop: check-in ${statuses(samples.filter((s) => s.kind === 'checkin').slice(0, 1))}, payments ${statuses(samples.filter((s) => s.kind === 'payment').slice(0, 3))}`,
    );
    goal(
      (checkinAgain === 200 && attempts.filter((a) => a === 'finished').length === 1) ||
        (checkinAgain === 503 && attempts.every((a) => a !== 'finished')),
      `the check-in sent again after the recovery: ${checkinAgain}; attempts ${attempts.join(', ') || 'none'} (done once, or cut off and pending until resolved)`,
    );
    console.log(
      `  payment claims left without a page: ${orphanClaims} (closed after a minute, they block nothing)`,
    );
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
    const cleanup = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await cleanup.connect().catch(() => undefined);
    await cleanup.query(`drop database if exists ${name} with (force)`).catch(() => undefined);
    await cleanup.end().catch(() => undefined);
  }
  if (failed) process.exitCode = 1;
}

await main();
