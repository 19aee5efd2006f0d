// `npm run bench:faults`: kills the server (SIGKILL) while guests order to
// their room and book the room-charged wine tasting, starts it again, lets
// every guest whose request got no answer send it again with the same key
// (what the app does: the cart keeps its key until an order succeeds), and
// then checks the database:
//   - 0 placed orders charged to the room without their invoice lines,
//   - 0 invoice lines of an order or booking that does not exist,
//   - 0 registrations holding places without their room charge,
//   - every slot's counter equals the places its registrations hold.
// It prints what the kill left in flight before the retries. Exits 1 when
// a check fails. SQLite by default; PostgreSQL with --postgres (run it
// through scripts/with-postgres.sh). --short: one kill instead of three.
//
// The guests are those of a reservation the front desk imported (the demo
// reservations are reset at every start), checked in online.
//
//   npm run bench:faults [-- --short]
//   bash scripts/with-postgres.sh npm run bench:faults -- --postgres
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import pg from 'pg';
import { addDays, zonedDate } from '@hospes/domain';
import { createDatabase } from '../src/db/database.ts';
import { filledSections, signatureDataUrl } from '../test/support/checkin-fixture.ts';

const SHORT = process.argv.includes('--short');
const POSTGRES = process.argv.includes('--postgres');
const KILLS = SHORT ? 1 : 3;
const CLIENTS = 16;
const REPO = fileURLToPath(new URL('../../..', import.meta.url));
const ADMIN_TOKEN = `charge-faults-${Date.now()}-0123456789abcdef`;
const RESERVATION = 'R-9901';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Guest {
  cookie: string;
  userId: string;
}
interface Attempt {
  kind: 'order' | 'booking';
  guest: Guest;
  key: string;
  slotId?: string;
  status: number;
}

async function databaseUrl(): Promise<{ url: string; drop(): Promise<void> }> {
  if (!POSTGRES) {
    const dir = mkdtempSync(path.join(tmpdir(), 'hospes-charge-faults-'));
    return {
      url: `sqlite:${path.join(dir, 'hospes.sqlite')}`,
      drop: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  const admin = process.env.TEST_DATABASE_URL;
  if (!admin) {
    console.error('--postgres needs TEST_DATABASE_URL (run it through scripts/with-postgres.sh).');
    process.exit(2);
  }
  const name = `hospes_charge_faults_${Date.now()}`;
  const run = async (query: string) => {
    const client = new pg.Client({ connectionString: admin });
    await client.connect();
    await client.query(query).finally(() => client.end());
  };
  await run(`create database ${name}`);
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`drop database if exists ${name} with (force)`) };
}

function startServer(url: string, port: number, dataDir: string): ChildProcess {
  const built = path.join(REPO, 'apps/server/dist/main.js');
  // Node itself, never a wrapper (npx, sh): SIGKILL must reach the server.
  const args = existsSync(built)
    ? [built]
    : ['--import', 'tsx', path.join(REPO, 'apps/server/src/main.ts')];
  return spawn(process.execPath, args, {
    cwd: REPO,
    env: {
      ...process.env,
      DATABASE_URL: url,
      PORT: String(port),
      HOST: '127.0.0.1',
      HOSPES_DATA_DIR: dataDir,
      HOSPES_DEMO: '0',
      HOSPES_ADMIN_TOKEN: ADMIN_TOKEN,
      LOG_LEVEL: 'error',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function waitHealthy(base: string): Promise<number> {
  const started = performance.now();
  for (;;) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return performance.now() - started;
    } catch {
      // not listening yet
    }
    if (performance.now() - started > 120_000) throw new Error('the server did not start');
    await sleep(50);
  }
}

async function main() {
  const database = await databaseUrl();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hospes-charge-faults-data-'));
  const port = 20_000 + Math.floor(Math.random() * 20_000);
  const base = `http://127.0.0.1:${port}`;
  let server = startServer(database.url, port, dataDir);
  let failed = false;
  const goal = (ok: boolean, text: string) => {
    console.log(`  ${ok ? 'ok  ' : 'MISS'} ${text}`);
    if (!ok) failed = true;
  };
  const { db } = createDatabase(database.url);

  try {
    await waitHealthy(base);
    const arrival = zonedDate(Date.now(), 'Europe/Vienna');
    const departure = addDays(arrival, 3);
    const imported = await fetch(`${base}/api/staff/alpenrose/reservations/import`, {
      method: 'POST',
      headers: { authorization: `Bearer ${ADMIN_TOKEN}`, 'content-type': 'text/csv' },
      body: [
        'Reservierung;Nachname;Vorname;E-Mail;Anreise;Abreise;Zimmer;Erwachsene;Kinder',
        `${RESERVATION};Muster;Max;max@example.com;${arrival};${departure};101;1;0`,
      ].join('\r\n'),
    });
    if (!imported.ok) throw new Error(`import: ${imported.status} ${await imported.text()}`);
    const login = async (i: number): Promise<Guest> => {
      const res = await fetch(`${base}/api/integrations/alpenrose/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.18.0.${i}` },
        body: JSON.stringify({ data: { reservation_id: RESERVATION, last_name: 'Muster' } }),
      });
      if (!res.ok) throw new Error(`login: ${res.status} ${await res.text()}`);
      const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
      return { cookie, userId: ((await res.json()) as { user_id: string }).user_id };
    };
    const guests = await Promise.all(Array.from({ length: 4 }, (_, i) => login(i + 1)));
    const sections = filledSections(await signatureDataUrl())
      .filter((section) => section.type !== 'ACCOMPANYING_PERSONS_DATA')
      .map((section) =>
        section.type === 'ARRIVAL_DEPARTURE'
          ? { ...section, fields: { date_of_arrival: arrival, date_of_departure: departure } }
          : section,
      );
    const checkin = await fetch(`${base}/api/integrations/alpenrose/checkin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: guests[0]!.cookie },
      body: JSON.stringify({
        lang: 'en',
        checkinInput: {
          reservation_id: RESERVATION,
          room_stay_id: `${RESERVATION}-1`,
          sections,
          language: 'en',
          privacy_accepted: true,
          idempotency_key: `charge-faults-checkin-${Date.now()}`,
        },
      }),
    });
    if (!checkin.ok) throw new Error(`check-in: ${checkin.status} ${await checkin.text()}`);
    const slots = await fetch(`${base}/api/programme/alpenrose/alp-prog-wine/slots?lang=en`);
    const openSlots = slots.ok
      ? (
          (await slots.json()) as { slots: { slotId: string; bookable: string; free: number }[] }
        ).slots
          .filter((s) => s.bookable === 'open' && s.free > 0)
          .map((s) => s.slotId)
      : [];
    console.log(
      `${POSTGRES ? 'PostgreSQL' : 'SQLite'}: ${CLIENTS} clients ordering to the room of ${RESERVATION}` +
        (openSlots.length > 0
          ? ` and booking the wine tasting (${openSlots.length} open dates)`
          : ' (no wine tasting date is open today: orders only)'),
    );

    let counter = 0;
    const send = async (a: Attempt): Promise<Attempt> => {
      const body =
        a.kind === 'order'
          ? {
              payment: 'room',
              lang: 'en',
              idempotencyKey: a.key,
              items: [
                { productId: 'honey', quantity: 1 },
                { productId: 'bathrobe', optionIds: ['l'], quantity: 1 },
              ],
            }
          : {
              activityId: 'alp-prog-wine',
              slotId: a.slotId,
              lang: 'en',
              persons: [{ priceOptionId: 'adult', count: 1 }],
              idempotencyKey: a.key,
            };
      const route = a.kind === 'order' ? 'orders' : 'bookings';
      try {
        const res = await fetch(`${base}/api/${route}/alpenrose/${a.guest.userId}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie: a.guest.cookie },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(10_000),
        });
        await res.arrayBuffer();
        return { ...a, status: res.status };
      } catch {
        return { ...a, status: -1 }; // no answer: the server died under it
      }
    };
    const nextAttempt = (): Attempt => {
      counter += 1;
      const booking = openSlots.length > 0 && counter % 4 === 0;
      return {
        kind: booking ? 'booking' : 'order',
        guest: guests[counter % guests.length]!,
        key: `charge-faults-${counter}-${Date.now()}`,
        ...(booking ? { slotId: openSlots[counter % openSlots.length] } : {}),
        status: 0,
      };
    };

    const answered = new Map<number, number>();
    for (let kill = 1; kill <= KILLS; kill += 1) {
      const unanswered: Attempt[] = [];
      let running = true;
      const clients = Array.from({ length: CLIENTS }, async () => {
        while (running) {
          const done = await send(nextAttempt());
          answered.set(done.status, (answered.get(done.status) ?? 0) + 1);
          if (done.status === -1) unanswered.push(done);
        }
      });
      await sleep(800 + Math.random() * 700);
      running = false; // what is in flight now is what the kill interrupts
      server.kill('SIGKILL');
      await new Promise((r) => server.once('exit', r));
      await Promise.all(clients);
      const inFlight = await counts();
      console.log(
        `kill ${kill}: ${unanswered.length} requests without an answer; left in the database: ` +
          `${inFlight.unchargedOrders} orders and ${inFlight.unchargedRegistrations} bookings without their charge, ` +
          `${inFlight.orphanLines} lines without their order or booking`,
      );
      server = startServer(database.url, port, dataDir);
      const ms = await waitHealthy(base);
      const retried = await Promise.all(unanswered.map((a) => send(a)));
      const retryStatuses = new Map<number, number>();
      for (const r of retried) retryStatuses.set(r.status, (retryStatuses.get(r.status) ?? 0) + 1);
      console.log(
        `  restarted in ${ms.toFixed(0)} ms; the retries answered ${[...retryStatuses].map(([s, n]) => `${s}×${n}`).join(' ') || 'nothing to retry'}`,
      );
      goal(
        retried.every((r) => r.status === 201 || r.status === 409),
        'every retry answered 201 (or 409: the tasting was full)',
      );
    }
    const final = await counts();
    console.log(
      `answers under load: ${[...answered].map(([s, n]) => `${s === -1 ? 'none' : s}×${n}`).join(' ')}`,
    );
    goal(
      final.unchargedOrders === 0,
      `${final.unchargedOrders} placed room orders without their charge`,
    );
    goal(final.orphanLines === 0, `${final.orphanLines} charges without their order or booking`);
    goal(
      final.unchargedRegistrations === 0,
      `${final.unchargedRegistrations} room bookings holding places without their charge`,
    );
    goal(
      final.slotMismatches === 0,
      `${final.slotMismatches} slot counters that differ from the places held (${final.slots} slots)`,
    );
    goal(
      final.orders > 0,
      `${final.orders} room orders and ${final.registrations} bookings stored`,
    );
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    await db.destroy();
    rmSync(dataDir, { recursive: true, force: true });
    await database.drop();
  }
  if (failed) process.exitCode = 1;

  /** What the database holds now: charges missing or without their purchase, counters. */
  async function counts() {
    const lines = await db
      .selectFrom('pms_invoice_lines')
      .select(['charge_ref', 'amount_minor'])
      .where('project_id', '=', 'alpenrose')
      .where('charge_ref', 'is not', null)
      .execute();
    const charged = new Map<string, number>();
    for (const line of lines) {
      const [kind, id, , reversal] = line.charge_ref!.split(':');
      if (reversal) continue;
      const key = `${kind}:${id}`;
      charged.set(key, (charged.get(key) ?? 0) + line.amount_minor);
    }
    const orders = await db
      .selectFrom('orders')
      .select(['id', 'status', 'total_minor'])
      .where('payment', '=', 'room')
      .execute();
    const registrations = await db
      .selectFrom('registrations')
      .select(['id', 'status', 'total_minor', 'payment'])
      .execute();
    const ids = new Set([
      ...orders.map((o) => `order:${o.id}`),
      ...registrations.map((r) => `registration:${r.id}`),
    ]);
    const holding = ['open', 'waiting', 'accepted'];
    const mismatches = await sql<{ n: number | string }>`
      select count(*) as n from booking_slots s
      where s.taken <> coalesce((
        select sum(r.persons) from registrations r
        where r.project_id = s.project_id and r.activity_id = s.activity_id
          and r.slot_id = s.slot_id and r.status in ('open', 'waiting', 'accepted')
      ), 0)`.execute(db);
    const slots = await db
      .selectFrom('booking_slots')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirst();
    return {
      orders: orders.length,
      registrations: registrations.length,
      unchargedOrders: orders.filter(
        (o) => o.status === 'placed' && (charged.get(`order:${o.id}`) ?? 0) !== o.total_minor,
      ).length,
      unchargedRegistrations: registrations.filter(
        (r) =>
          r.payment === 'room' &&
          holding.includes(r.status) &&
          (charged.get(`registration:${r.id}`) ?? 0) !== r.total_minor,
      ).length,
      orphanLines: [...charged.keys()].filter((key) => !ids.has(key)).length,
      slotMismatches: Number(mismatches.rows[0]?.n ?? 0),
      slots: Number(slots?.n ?? 0),
    };
  }
}

await main();
