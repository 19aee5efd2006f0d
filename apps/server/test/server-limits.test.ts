// Slow clients cannot hold a socket for ever: a request head or body that
// does not arrive in time is answered 408 and the socket closed (the limits
// are shortened here; the production values are in src/server-limits.ts).
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_LIMITS } from '../src/server-limits.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

/** Writes `data` to the server and resolves with all it answers until it closes the socket. */
function rawExchange(port: number, data: string): Promise<{ answer: string; ms: number }> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = connect(port, '127.0.0.1', () => socket.write(data));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString('latin1')));
    socket.on('close', () => resolve({ answer, ms: Date.now() - started }));
    socket.on('error', reject);
  });
}

describe('server limits', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await startTestApp('sqlite', {}, undefined, {
      serverLimits: { headersTimeout: 300, requestTimeout: 600, connectionsCheckingInterval: 50 },
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as { port: number }).port;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('has production values that keep the proxy closing idle sockets first', () => {
    expect(SERVER_LIMITS.keepAliveTimeout).toBeGreaterThan(60_000);
    expect(SERVER_LIMITS.headersTimeout).toBeLessThan(SERVER_LIMITS.requestTimeout);
    expect(t.app.server.maxConnections).toBe(SERVER_LIMITS.maxConnections);
  });

  it('a request head that never ends gets 408 and the socket is closed', async () => {
    const { answer, ms } = await rawExchange(port, 'GET /api/health HTTP/1.1\r\nHost: x\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(ms).toBeLessThan(5_000);
  });

  it('a body that trickles in too slowly gets 408 and the socket is closed', async () => {
    const head =
      'POST /api/guestdata/alpha/guests HTTP/1.1\r\nHost: x\r\n' +
      'Content-Type: application/json\r\nContent-Length: 100\r\n\r\n{"a":';
    const { answer } = await rawExchange(port, head);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
  });

  it('a whole request within the limits is answered as usual', async () => {
    const { answer } = await rawExchange(
      port,
      'GET /api/health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
    );
    expect(answer).toMatch(/^HTTP\/1\.1 200/);
  });
});
