// Realtime streams are capped per client, not only per guest, over real
// sockets: one client address holds at most 200 guests' streams on an
// instance (it held 1,005: 200 fresh anonymous guests × 5) while another
// address still opens its own; one staff session holds at most 5 staff
// streams, so it cannot take the project's 50 and lock the admin out.
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/config.ts';
import { SSE_STREAMS_PER_ADDRESS, SSE_STREAMS_PER_GUEST } from '../src/routes/api/inbox/events.ts';
import { STAFF_STREAMS_PER_SESSION } from '../src/routes/api/staff/events.ts';
import { openSse, type SseClient } from './support/sse-client.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

const PROJECTS_DIR = path.join(REPO_ROOT, 'projects');

describe('realtime stream caps per client', () => {
  let t: TestApp;
  let base: string;
  const open: SseClient[] = [];

  beforeAll(async () => {
    t = await startTestApp('sqlite', { projectsDir: PROJECTS_DIR });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    for (const s of open) s.close();
    await t?.close();
  });

  async function newGuest(address: string) {
    const res = await fetch(`${base}/api/guestdata/alpenrose/guests`, {
      method: 'POST',
      headers: { 'x-forwarded-for': address },
    });
    const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0]!;
    return { userId: ((await res.json()) as { userId: string }).userId, cookie };
  }
  async function stream(url: string, headers: Record<string, string>) {
    const s = await openSse(url, headers);
    open.push(s);
    if (s.status === 200) await s.next((e) => e.event === 'ready');
    return s.status;
  }

  it('one address holds at most 200 guests’ streams; another address still gets one', async () => {
    const lobby = '203.0.113.10';
    const guests = Math.ceil((SSE_STREAMS_PER_ADDRESS + 5) / SSE_STREAMS_PER_GUEST);
    const statuses: number[] = [];
    for (let i = 0; i < guests; i += 1) {
      const g = await newGuest(lobby);
      for (let j = 0; j < SSE_STREAMS_PER_GUEST; j += 1) {
        statuses.push(
          await stream(`${base}/api/events/alpenrose/${g.userId}`, {
            cookie: g.cookie,
            'x-forwarded-for': lobby,
          }),
        );
      }
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(SSE_STREAMS_PER_ADDRESS);
    expect(statuses.slice(SSE_STREAMS_PER_ADDRESS).every((s) => s === 429)).toBe(true);
    const elsewhere = await newGuest('203.0.113.11');
    expect(
      await stream(`${base}/api/events/alpenrose/${elsewhere.userId}`, {
        cookie: elsewhere.cookie,
        'x-forwarded-for': '203.0.113.11',
      }),
    ).toBe(200);
  });

  /** A HEAD over a socket: its status and content type once the answer has ended. */
  function head(url: string, headers: Record<string, string>) {
    return new Promise<{ status: number; type: string }>((resolve, reject) => {
      const req = httpRequest(url, { method: 'HEAD', headers }, (res) => {
        res.resume();
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, type: String(res.headers['content-type']) }),
        );
      });
      req.on('error', reject);
      req.end();
    });
  }

  it('a HEAD gets the stream’s headers and its end at once, and holds no stream', async () => {
    // Node sends no body for a HEAD: a stream opened for it only waited for
    // the server's timeout (120 s) and held one of the guest's streams.
    const address = '203.0.113.20';
    const g = await newGuest(address);
    const url = `${base}/api/events/alpenrose/${g.userId}`;
    const headers = { cookie: g.cookie, 'x-forwarded-for': address };
    for (let i = 0; i < SSE_STREAMS_PER_GUEST + 1; i += 1) {
      expect(await head(url, headers)).toEqual({
        status: 200,
        type: 'text/event-stream; charset=utf-8',
      });
    }
    for (let i = 0; i < SSE_STREAMS_PER_GUEST; i += 1) expect(await stream(url, headers)).toBe(200);
  });

  it('one staff session holds at most 5 staff streams; the admin still gets one', async () => {
    const cookieOf = async (email: string) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/staff/login',
        payload: { email, password: 'alpenrose-demo' },
      });
      const c = res.cookies.find((k) => k.name === 'hospes.staff' && k.path === '/api/staff')!;
      return `${c.name}=${c.value}`;
    };
    const frontdesk = await cookieOf('frontdesk@alpenrose.example');
    const statuses: number[] = [];
    for (let i = 0; i < STAFF_STREAMS_PER_SESSION + 3; i += 1) {
      statuses.push(await stream(`${base}/api/staff/alpenrose/events`, { cookie: frontdesk }));
    }
    expect(statuses).toEqual([
      ...Array<number>(STAFF_STREAMS_PER_SESSION).fill(200),
      429,
      429,
      429,
    ]);
    const admin = await cookieOf('staff@alpenrose.example');
    expect(await stream(`${base}/api/staff/alpenrose/events`, { cookie: admin })).toBe(200);
  });
});
