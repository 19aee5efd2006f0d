// spec §7 realtime over real sockets: a staff message reaches the guest's
// stream at once; a cut stream resumes with Last-Event-ID and misses
// nothing; streams per guest are capped; the heartbeat comes; and with
// PostgreSQL a guest connected to one instance hears what another sent.
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from './support/databases.ts';
import { inboxProjects } from './support/inbox-projects.ts';
import { openSse } from './support/sse-client.ts';
import { ADMIN_TOKEN, startTestApp, type TestApp } from './support/test-app.ts';

const STAFF = { authorization: `Bearer ${ADMIN_TOKEN}`, 'content-type': 'application/json' };

interface Guest {
  userId: string;
  cookie: string;
}

async function listen(t: TestApp): Promise<string> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}

async function newGuest(base: string): Promise<Guest> {
  const res = await fetch(`${base}/api/guestdata/alpha/guests`, { method: 'POST' });
  const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0]!;
  return { userId: ((await res.json()) as { userId: string }).userId, cookie };
}

const staffMessage = (base: string, userId: string, content: string) =>
  fetch(`${base}/api/staff/alpha/messages/${userId}`, {
    method: 'POST',
    headers: STAFF,
    body: JSON.stringify({ content }),
  });

describe.each(DIALECTS)('realtime on %s', (dialect) => {
  let t: TestApp;
  let base: string;
  let projects: { dir: string; remove(): void };

  beforeAll(async () => {
    projects = inboxProjects();
    t = await startTestApp(dialect, { projectsDir: projects.dir, trustProxy: false }, undefined, {
      sseHeartbeatMs: 200,
    });
    base = await listen(t);
  });
  afterAll(async () => {
    await t?.close();
    projects?.remove();
  });

  it('a staff message and a request decision arrive on the stream within a second', async () => {
    const g = await newGuest(base);
    const stream = await openSse(`${base}/api/events/alpha/${g.userId}`, { cookie: g.cookie });
    expect(stream.status).toBe(200);
    await stream.next((e) => e.event === 'ready');
    const started = Date.now();
    expect((await staffMessage(base, g.userId, 'Welcome!')).status).toBe(201);
    const event = await stream.next((e) => e.event === 'messages-changed', 1000);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(Number(event.id)).toBeGreaterThan(0);

    const sent = await fetch(`${base}/api/requests/alpha/${g.userId}`, {
      method: 'POST',
      headers: { cookie: g.cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ formId: 'towels', fields: { count: 1 }, privacyAccepted: true }),
    });
    const { id } = (await sent.json()) as { id: string };
    await fetch(`${base}/api/staff/alpha/requests/${id}/accept`, {
      method: 'POST',
      headers: STAFF,
      body: '{}',
    });
    await stream.next((e) => e.event === 'requests-changed', 1000);
    stream.close();
  });

  it('a stream cut off resumes with Last-Event-ID and misses nothing', async () => {
    const g = await newGuest(base);
    const first = await openSse(`${base}/api/events/alpha/${g.userId}`, { cookie: g.cookie });
    await first.next((e) => e.event === 'ready');
    await staffMessage(base, g.userId, 'One');
    const seen = await first.next((e) => e.event === 'messages-changed');
    first.close();

    // While disconnected: a message and a notification.
    await staffMessage(base, g.userId, 'Two');
    await fetch(`${base}/api/staff/alpha/notifications`, {
      method: 'POST',
      headers: STAFF,
      body: JSON.stringify({ userIds: [g.userId], title: 'News', inapp: true }),
    });
    const resumed = await openSse(`${base}/api/events/alpha/${g.userId}`, {
      cookie: g.cookie,
      'last-event-id': seen.id!,
    });
    const missed = await resumed.next((e) => e.event === 'notifications-changed');
    const kinds = resumed.events.map((e) => e.event);
    expect(kinds.slice(0, 3)).toEqual(['messages-changed', 'notifications-changed', 'ready']);
    expect(Number(missed.id)).toBeGreaterThan(Number(seen.id));
    resumed.close();
  });

  it('sends a heartbeat comment while nothing happens', async () => {
    const g = await newGuest(base);
    const stream = await openSse(`${base}/api/events/alpha/${g.userId}`, { cookie: g.cookie });
    await stream.next((e) => e.event === 'ready');
    await expect.poll(() => stream.comments.includes('heartbeat'), { timeout: 3000 }).toBe(true);
    stream.close();
  });

  it('caps the streams of one guest (429) and frees a place when one closes', async () => {
    const g = await newGuest(base);
    const streams = [];
    for (let i = 0; i < 5; i += 1) {
      const s = await openSse(`${base}/api/events/alpha/${g.userId}`, { cookie: g.cookie });
      expect(s.status).toBe(200);
      await s.next((e) => e.event === 'ready');
      streams.push(s);
    }
    const over = await openSse(`${base}/api/events/alpha/${g.userId}`, { cookie: g.cookie });
    expect(over.status).toBe(429);
    over.close();
    streams[0]!.close();
    await expect
      .poll(async () => {
        const s = await openSse(`${base}/api/events/alpha/${g.userId}`, { cookie: g.cookie });
        s.close();
        return s.status;
      })
      .toBe(200);
    for (const s of streams) s.close();
  });
});

describe.runIf(DIALECTS.includes('postgres'))(
  'realtime across two instances on one PostgreSQL',
  () => {
    let a: TestApp;
    let b: TestApp;
    let baseA: string;
    let baseB: string;
    let projects: { dir: string; remove(): void };

    beforeAll(async () => {
      projects = inboxProjects();
      a = await startTestApp('postgres', { projectsDir: projects.dir, trustProxy: false });
      b = await startTestApp(
        'postgres',
        { projectsDir: projects.dir, trustProxy: false },
        a.database,
      );
      baseA = await listen(a);
      baseB = await listen(b);
    });
    afterAll(async () => {
      await b?.close({ keepDatabase: true });
      await a?.close();
      projects?.remove();
    });

    it('a guest on instance A sees a message sent through instance B within a second', async () => {
      const g = await newGuest(baseA);
      const stream = await openSse(`${baseA}/api/events/alpha/${g.userId}`, { cookie: g.cookie });
      await stream.next((e) => e.event === 'ready');
      const started = Date.now();
      expect((await staffMessage(baseB, g.userId, 'From the front desk')).status).toBe(201);
      await stream.next((e) => e.event === 'messages-changed', 1000);
      expect(Date.now() - started).toBeLessThan(1000);
      // And a broadcast through B reaches the stream on A.
      await fetch(`${baseB}/api/staff/alpha/notifications`, {
        method: 'POST',
        headers: STAFF,
        body: JSON.stringify({ audience: 'all', title: 'Hello all', inapp: true }),
      });
      await stream.next((e) => e.event === 'notifications-changed', 1000);
      stream.close();
    });

    it('an instance whose LISTEN connection was cut reconnects and delivers what it missed', async () => {
      const g = await newGuest(baseA);
      const stream = await openSse(`${baseA}/api/events/alpha/${g.userId}`, { cookie: g.cookie });
      await stream.next((e) => e.event === 'ready');
      const database = new URL(a.database.url).pathname.slice(1);
      const admin = new pg.Client({ connectionString: a.database.url });
      await admin.connect();
      try {
        const cut = await admin.query(
          `select pg_terminate_backend(pid) from pg_stat_activity
         where datname = $1 and query ilike 'listen %' and pid <> pg_backend_pid()`,
          [database],
        );
        expect(cut.rowCount).toBeGreaterThanOrEqual(2);
      } finally {
        await admin.end();
      }
      // Sent while no instance listens: each catches up when it listens again.
      expect((await staffMessage(baseB, g.userId, 'While you were away')).status).toBe(201);
      await stream.next((e) => e.event === 'messages-changed', 10_000);
      stream.close();
    });
  },
);
