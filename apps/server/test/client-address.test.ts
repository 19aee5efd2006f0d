// Whose address a per-IP limit counts (README "Running in production"): with
// the default (no trusted proxy) the socket's peer, whatever X-Forwarded-For
// says; behind a configured proxy the client that proxy names.
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { REPO_ROOT, type AppConfig } from '../src/config.ts';
import { LOGIN_LIMITS } from '../src/auth/login-rate-limit.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

const PROJECTS_DIR = path.join(REPO_ROOT, 'projects');
const IP_LIMIT = LOGIN_LIMITS.ip.max;

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function start(overrides: Partial<AppConfig>) {
  t = await startTestApp('sqlite', { projectsDir: PROJECTS_DIR, ...overrides });
  return t;
}

/** A failed login (unknown reservation) from `remoteAddress`, claiming `forwardedFor`. */
function failedLogin(app: TestApp, i: number, remoteAddress: string, forwardedFor?: string) {
  return app.app.inject({
    method: 'POST',
    url: '/api/integrations/alpenrose/login',
    remoteAddress,
    payload: { data: { reservation_id: `R-8${i}`, last_name: 'Nobody' } },
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
  });
}

describe('client addresses', () => {
  it('by default a spoofed X-Forwarded-For does not escape the per-IP login limit', async () => {
    const app = await start({ trustProxy: false });
    const socket = '198.51.100.20';
    for (let i = 0; i < IP_LIMIT; i++) {
      const res = await failedLogin(app, i, socket, `203.0.113.${i % 250}`);
      expect(res.statusCode).toBe(401);
    }
    // Fifty more, each claiming another client: all are the same socket.
    for (let i = 0; i < 50; i++) {
      const res = await failedLogin(app, IP_LIMIT + i, socket, `192.0.2.${i}, 10.0.0.${i}`);
      expect(res.statusCode).toBe(429);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
  });

  it('behind a configured proxy the limit counts each forwarded client on its own', async () => {
    const proxy = '10.1.2.3';
    const app = await start({ trustProxy: ['10.0.0.0/8'] });
    for (let i = 0; i < IP_LIMIT; i++) {
      expect((await failedLogin(app, i, proxy, '203.0.113.5')).statusCode).toBe(401);
    }
    expect((await failedLogin(app, IP_LIMIT, proxy, '203.0.113.5')).statusCode).toBe(429);
    // Another guest behind the same proxy is not locked out.
    expect((await failedLogin(app, IP_LIMIT + 1, proxy, '203.0.113.6')).statusCode).toBe(401);
    // A client that is not the proxy cannot forward for anybody.
    const direct = '198.51.100.99';
    expect((await failedLogin(app, IP_LIMIT + 2, direct, '203.0.113.5')).statusCode).toBe(401);
  });

  it('with a hop count, only the address the last proxy saw counts', async () => {
    const app = await start({ trustProxy: 1 });
    const proxy = '10.9.9.9';
    for (let i = 0; i < IP_LIMIT; i++) {
      // The client prepends a fake address; the proxy appends the real one.
      const res = await failedLogin(app, i, proxy, `192.0.2.${i % 250}, 203.0.113.7`);
      expect(res.statusCode).toBe(401);
    }
    expect((await failedLogin(app, IP_LIMIT, proxy, '192.0.2.1, 203.0.113.7')).statusCode).toBe(
      429,
    );
  });

  it('the new-guest limit counts the socket too when no proxy is trusted', async () => {
    const app = await start({ trustProxy: false });
    const socket = '198.51.100.21';
    const newGuest = (i: number) =>
      app.app.inject({
        method: 'POST',
        url: '/api/guestdata/alpenrose/guests',
        remoteAddress: socket,
        headers: { 'x-forwarded-for': `203.0.113.${i % 250}` },
      });
    let last = 0;
    for (let i = 0; i < 601; i++) last = (await newGuest(i)).statusCode;
    expect(last).toBe(429);
  });
});
