// `npm run bench:bookings`: booking throughput under contention. 100 guests
// book one place at a time, all at once, on 10 slots of 50 places each
// (random slot per request) until every slot is full, against a real HTTP
// server on SQLite — and, with `--postgres` (TEST_DATABASE_URL, see
// scripts/with-postgres.sh), on PostgreSQL. Prints requests per second and
// the p50/p95 latency of bookings (201) and refusals (409), then asserts
// that no slot took more than its places and that the places taken equal
// the confirmed registrations. Exit 1 on any overbooking or 5xx.
//
//   npm run bench:bookings
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { addDays, zonedDate } from '@hospes/domain';
import { buildApp } from '../src/app.ts';
import { createTestDatabase } from '../test/support/databases.ts';
import { ADMIN_TOKEN, copyFixtureProjects, testConfig } from '../test/support/test-app.ts';

const POSTGRES = process.argv.includes('--postgres');
const CLIENTS = 100;
const SLOTS = 10;
const PLACES = 50;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

async function main() {
  const projects = copyFixtureProjects();
  const today = zonedDate(Date.now(), 'Europe/Vienna');
  const dates = Array.from({ length: SLOTS }, (_, i) => ({
    date: addDays(today, i + 2),
    from: '10:00',
    to: '11:00',
  }));
  for (const lang of ['de', 'en']) {
    const file = path.join(projects.dir, 'alpha', `model.${lang}.json`);
    const model = JSON.parse(readFileSync(file, 'utf8')) as {
      discover: { topics: { items: object[] }[] };
    };
    model.discover.topics[0]!.items.push({
      id: 'bench',
      type: 'EVENT',
      title: 'Benchmark class',
      booking: {
        contingent: PLACES,
        dates,
        price_options: [{ id: 'guest', label: 'Guest', price_minor: 0 }],
        max_persons: 1,
      },
    });
    writeFileSync(file, JSON.stringify(model));
  }
  const database = await createTestDatabase(POSTGRES ? 'postgres' : 'sqlite');
  const app = await buildApp(
    testConfig(database.url, {
      projectsDir: projects.dir,
      dataDir: database.dataDir,
      logLevel: 'warn',
    }),
    { logger: { level: 'warn' } },
  );
  const base = await app.listen({ host: '127.0.0.1', port: 0 });
  try {
    const guests = await Promise.all(
      Array.from({ length: CLIENTS }, async (_, i) => {
        const res = await fetch(`${base}/api/guestdata/alpha/guests`, {
          method: 'POST',
          headers: { 'x-forwarded-for': `10.9.${i >> 8}.${i & 255}` },
        });
        const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0]!;
        return { userId: ((await res.json()) as { userId: string }).userId, cookie };
      }),
    );
    const slotIds = dates.map((d) => `${d.date}T${d.from}`);
    const full = new Set<string>();
    const booked: number[] = [];
    const refused: number[] = [];
    let errors = 0;
    let n = 0;
    const started = performance.now();
    await Promise.all(
      guests.map(async (g) => {
        while (full.size < SLOTS) {
          const open = slotIds.filter((s) => !full.has(s));
          const slotId = open[Math.floor(Math.random() * open.length)]!;
          const t0 = performance.now();
          const res = await fetch(`${base}/api/bookings/alpha/${g.userId}`, {
            method: 'POST',
            headers: { cookie: g.cookie, 'content-type': 'application/json' },
            body: JSON.stringify({
              activityId: 'bench',
              slotId,
              persons: [{ priceOptionId: 'guest', count: 1 }],
              idempotencyKey: `bench-${g.userId.slice(-8)}-${(n += 1)}-key`,
            }),
          });
          await res.arrayBuffer();
          const ms = performance.now() - t0;
          if (res.status === 201) booked.push(ms);
          else if (res.status === 409) {
            refused.push(ms);
            full.add(slotId);
          } else {
            errors += 1;
            if (errors > 20) throw new Error(`HTTP ${res.status}`);
          }
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const all = [...booked, ...refused].sort((a, b) => a - b);
    booked.sort((a, b) => a - b);
    refused.sort((a, b) => a - b);
    console.log(
      `bookings on ${POSTGRES ? 'PostgreSQL' : 'SQLite'}: ${CLIENTS} clients, ${SLOTS} slots × ${PLACES} places`,
    );
    console.log(
      `  ${all.length} requests in ${seconds.toFixed(2)} s = ${(all.length / seconds).toFixed(0)} req/s; ` +
        `p50 ${percentile(all, 50).toFixed(1)} ms, p95 ${percentile(all, 95).toFixed(1)} ms`,
    );
    console.log(
      `  201 booked: ${booked.length} (p95 ${percentile(booked, 95).toFixed(1)} ms); ` +
        `409 full: ${refused.length} (p95 ${percentile(refused, 95).toFixed(1)} ms); errors: ${errors}`,
    );
    // Correctness: every slot exactly full, the counter equal to the confirmed places.
    let wrong = 0;
    for (const slotId of slotIds) {
      const res = await fetch(`${base}/api/staff/alpha/programme/bench/slots/${slotId}`, {
        headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
      });
      const slot = (await res.json()) as { taken: number; registrations: { status: string }[] };
      const accepted = slot.registrations.filter((r) => r.status === 'accepted').length;
      if (slot.taken !== PLACES || accepted !== PLACES) {
        wrong += 1;
        console.error(`  ${slotId}: taken ${slot.taken}, confirmed ${accepted} (places ${PLACES})`);
      }
    }
    if (booked.length !== SLOTS * PLACES) wrong += 1;
    console.log(
      wrong === 0 && errors === 0 ? '  no overbooking: every slot exactly full' : '  FAILED',
    );
    if (wrong > 0 || errors > 0) process.exitCode = 1;
  } finally {
    await app.close();
    await database.drop();
    projects.remove();
  }
}

await main();
