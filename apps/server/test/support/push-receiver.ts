// A local push service for the tests: it plays the browser's push service
// (FCM, Mozilla autopush), keeps a subscription's private keys like the
// browser does, and decrypts what the server posts (RFC 8291 aes128gcm) —
// so a test reads the title, body and link the service worker would show.
import { createECDH, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const ece = require('http_ece') as {
  decrypt(
    body: Buffer,
    params: { version: 'aes128gcm'; privateKey: unknown; authSecret: string },
  ): Buffer;
};

export interface ReceivedPush {
  path: string;
  headers: http.IncomingHttpHeaders;
  payload: { title: string; body: string; link?: string; linkType?: string; rId?: string };
}

export interface PushReceiver {
  /** A browser subscription (as PushSubscription.toJSON()) for a new endpoint. */
  subscribe(options?: { status?: number }): {
    endpoint: string;
    keys: { p256dh: string; auth: string };
  };
  received: ReceivedPush[];
  next(timeoutMs?: number): Promise<ReceivedPush>;
  close(): Promise<void>;
}

export async function startPushReceiver(): Promise<PushReceiver> {
  const subscriptions = new Map<
    string,
    { ecdh: ReturnType<typeof createECDH>; auth: string; status: number }
  >();
  const received: ReceivedPush[] = [];
  const waiters: ((p: ReceivedPush) => void)[] = [];
  let consumed = 0;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const sub = subscriptions.get(req.url ?? '');
      if (!sub) return void res.writeHead(404).end();
      if (sub.status !== 201) return void res.writeHead(sub.status).end();
      const plain = ece.decrypt(Buffer.concat(chunks), {
        version: 'aes128gcm',
        privateKey: sub.ecdh,
        authSecret: sub.auth,
      });
      const push = {
        path: req.url ?? '',
        headers: req.headers,
        payload: JSON.parse(plain.toString('utf8')),
      };
      received.push(push);
      waiters.shift()?.(push);
      res.writeHead(201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    received,
    subscribe(options = {}) {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16).toString('base64url');
      const path = `/push/${randomBytes(8).toString('hex')}`;
      subscriptions.set(path, { ecdh, auth, status: options.status ?? 201 });
      return {
        endpoint: `http://127.0.0.1:${port}${path}`,
        keys: { p256dh: ecdh.getPublicKey('base64url'), auth },
      };
    },
    next(timeoutMs = 5000) {
      if (received.length > consumed) return Promise.resolve(received[consumed++]!);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('No push arrived')), timeoutMs);
        waiters.push((p) => {
          clearTimeout(timer);
          consumed += 1;
          resolve(p);
        });
      });
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
