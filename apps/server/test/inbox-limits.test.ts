// The staff's inbox cannot be flooded, on both databases and across two
// instances on one PostgreSQL: messages and requests are limited per client
// address across guests (40 a minute, 200 in 10 minutes — fresh anonymous
// guests from one address used to send ~18,000 in 10 minutes), another
// address still gets through; and the staff's conversation list comes in
// pages of at most 50 with a cursor and an unread filter.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADDRESS_WRITE_LIMITS } from '../src/inbox/guest-write-limits.ts';
import { DIALECTS } from './support/databases.ts';
import { inboxProjects } from './support/inbox-projects.ts';
import { ADMIN_TOKEN, startTestApp, type TestApp } from './support/test-app.ts';

/** 12:00 in Vienna. */
const NOON = Date.parse('2026-03-10T11:00:00Z');
const STAFF = { authorization: `Bearer ${ADMIN_TOKEN}` };
const [PER_MINUTE, PER_TEN_MINUTES] = ADDRESS_WRITE_LIMITS as [
  { max: number; windowMs: number },
  { max: number; windowMs: number },
];

interface Guest {
  userId: string;
  cookie: string;
}

let guestAddress = 0;
async function newGuest(t: TestApp): Promise<Guest> {
  guestAddress += 1;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/guestdata/alpha/guests',
    headers: { 'x-forwarded-for': `198.19.${guestAddress >> 8}.${guestAddress & 255}` },
  });
  expect(res.statusCode).toBe(201);
  const token = res.cookies.find((c) => c.name === 'hospes_alpha')?.value;
  return { userId: res.json<{ userId: string }>().userId, cookie: `hospes_alpha=${token}` };
}

const message = (t: TestApp, g: Guest, from: string, content = 'Hello') =>
  t.app.inject({
    method: 'POST',
    url: `/api/messages/send/alpha/${g.userId}`,
    headers: { cookie: g.cookie, 'x-forwarded-for': from },
    payload: { content },
  });

const towels = (t: TestApp, g: Guest, from: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/requests/alpha/${g.userId}`,
    headers: { cookie: g.cookie, 'x-forwarded-for': from },
    payload: { formId: 'towels', fields: { count: 1 }, privacyAccepted: true, lang: 'en' },
  });

const tally = (codes: number[]) => {
  const counts: Record<number, number> = {};
  for (const c of codes) counts[c] = (counts[c] ?? 0) + 1;
  return counts;
};

/** Fresh guests writing one after the other from `from` until one gets 429: how many got 201. */
async function writesLeft(t: TestApp, from: string): Promise<number> {
  for (let i = 0; ; i += 1) {
    const g = await newGuest(t);
    const res = await (i % 2 ? towels(t, g, from) : message(t, g, from));
    if (res.statusCode === 429) return i;
    expect(res.statusCode, res.body).toBe(201);
  }
}

describe.each(DIALECTS)('inbox limits on %s', (dialect) => {
  let t: TestApp;
  let projects: { dir: string; remove(): void };
  const clock = { now: NOON };

  beforeAll(async () => {
    projects = inboxProjects();
    t = await startTestApp(dialect, { projectsDir: projects.dir }, undefined, {
      now: () => clock.now,
    });
  });
  afterAll(async () => {
    await t?.close();
    projects?.remove();
  });

  it('60 fresh guests from one address write at once: 40 (the limit) get through, another address still does', async () => {
    const lobby = '203.0.113.77';
    const guests = await Promise.all(Array.from({ length: 60 }, () => newGuest(t)));
    const results = await Promise.all(
      guests.map((g, i) => (i % 3 === 2 ? towels(t, g, lobby) : message(t, g, lobby))),
    );
    const counts = tally(results.map((r) => r.statusCode));
    expect(Object.keys(counts).sort(), JSON.stringify(counts)).toEqual(['201', '429']);
    expect(counts[201], JSON.stringify(counts)).toBe(PER_MINUTE.max);
    const refused = results.find((r) => r.statusCode === 429)!;
    expect(refused.json()).toMatchObject({ error: 'Too Many Requests' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(counts[201]! + (await writesLeft(t, lobby))).toBe(PER_MINUTE.max);

    const elsewhere = await newGuest(t);
    expect((await message(t, elsewhere, '203.0.113.78')).statusCode).toBe(201);
  });

  it('one address gets 200 in 10 minutes however slowly it writes', async () => {
    const lobby = '203.0.113.99';
    let sent = 0;
    for (let minute = 0; minute < 6; minute += 1) {
      sent += await writesLeft(t, lobby);
      clock.now += PER_MINUTE.windowMs + 1;
    }
    expect(sent).toBe(PER_TEN_MINUTES.max);
    clock.now = NOON + PER_TEN_MINUTES.windowMs + 1;
    const g = await newGuest(t);
    expect((await message(t, g, lobby)).statusCode).toBe(201);
  });
});

describe.each(DIALECTS)('the staff conversation list on %s', (dialect) => {
  let t: TestApp;
  let projects: { dir: string; remove(): void };
  const guests: Guest[] = [];
  const clock = { now: NOON };

  const page = (query = '') =>
    t.app.inject({ url: `/api/staff/alpha/conversations${query}`, headers: STAFF });
  type Page = {
    conversations: { userId: string; unread: number; lastAt: string }[];
    nextCursor: string | null;
  };

  beforeAll(async () => {
    projects = inboxProjects();
    t = await startTestApp(dialect, { projectsDir: projects.dir }, undefined, {
      now: () => clock.now,
    });
    // 120 guests, each writing a second after the one before (every one from its phone).
    for (let i = 0; i < 120; i += 1) {
      const g = await newGuest(t);
      guests.push(g);
      clock.now += 1000;
      expect((await message(t, g, `192.0.2.${i}`)).statusCode).toBe(201);
    }
  });
  afterAll(async () => {
    await t?.close();
    projects?.remove();
  });

  it('comes in pages of 50, latest first, each guest once, until the cursor is null', async () => {
    const seen: string[] = [];
    const sizes: number[] = [];
    let cursor: string | null = null;
    do {
      const res = await page(cursor ? `?cursor=${encodeURIComponent(cursor)}` : '');
      expect(res.statusCode, res.body).toBe(200);
      const body: Page = res.json<Page>();
      sizes.push(body.conversations.length);
      seen.push(...body.conversations.map((c) => c.userId));
      cursor = body.nextCursor;
    } while (cursor);
    expect(sizes).toEqual([50, 50, 20]);
    expect(seen).toEqual(guests.map((g) => g.userId).reverse());
    const small = (await page('?limit=7')).json<Page>();
    expect(small.conversations).toHaveLength(7);
    expect(small.nextCursor).not.toBeNull();
  });

  it('filters the unread ones: a conversation the staff opened leaves the filtered list', async () => {
    const read = guests.slice(-3);
    for (const g of read) {
      const opened = await t.app.inject({
        url: `/api/staff/alpha/conversations/${g.userId}`,
        headers: STAFF,
      });
      expect(opened.statusCode).toBe(200);
    }
    const first = (await page('?unread=true&limit=50')).json<Page>();
    expect(first.conversations.every((c) => c.unread > 0)).toBe(true);
    expect(first.conversations.map((c) => c.userId)).toEqual(
      guests
        .slice(0, -3)
        .reverse()
        .slice(0, 50)
        .map((g) => g.userId),
    );
    const all = (await page()).json<Page>();
    expect(all.conversations.slice(0, 3).map((c) => c.unread)).toEqual([0, 0, 0]);
  });

  it('a page size over 50, a foreign cursor or a bad filter is a 400 with the field', async () => {
    for (const [query, field] of [
      ['?limit=51', 'limit'],
      ['?limit=0', 'limit'],
      ['?cursor=not-a-cursor', 'cursor'],
      ['?unread=maybe', 'unread'],
    ] as const) {
      const res = await page(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.body, query).toContain(field);
    }
  });
});

describe.runIf(DIALECTS.includes('postgres'))(
  'inbox limits through two instances on one PostgreSQL',
  () => {
    let a: TestApp;
    let b: TestApp;
    let projects: { dir: string; remove(): void };

    beforeAll(async () => {
      projects = inboxProjects();
      a = await startTestApp('postgres', { projectsDir: projects.dir });
      b = await startTestApp('postgres', { projectsDir: projects.dir }, a.database);
    });
    afterAll(async () => {
      await b?.close({ keepDatabase: true });
      await a?.close();
      projects?.remove();
    });

    it('60 guests from one address writing through both instances: 40 (the limit) get through', async () => {
      const lobby = '203.0.113.50';
      const guests = await Promise.all(Array.from({ length: 60 }, () => newGuest(a)));
      const codes = (await Promise.all(guests.map((g, i) => message(i % 2 ? a : b, g, lobby)))).map(
        (r) => r.statusCode,
      );
      const counts = tally(codes);
      expect(
        codes.every((c) => c === 201 || c === 429),
        JSON.stringify(counts),
      ).toBe(true);
      expect(counts[201] ?? 0, JSON.stringify(counts)).toBe(PER_MINUTE.max);
    });
  },
);
