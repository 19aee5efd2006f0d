// A local stand-in for the part of the Stripe API we use: Checkout
// Sessions (create, retrieve) — and signed webhook events made the way
// Stripe makes them, with a test signing secret. No internet.
import type { IncomingMessage } from 'node:http';
import Stripe from 'stripe';
import { sendJson, startFakeServer, type FakeServer } from './fake-http.ts';

export interface FakeSession {
  id: string;
  object: 'checkout.session';
  url: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'paid' | 'unpaid';
  amount_total: number;
  currency: string;
  success_url: string;
  cancel_url: string;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  mode: string;
}

export interface CreateCall {
  authorization: string | undefined;
  idempotencyKey: string | undefined;
  form: URLSearchParams;
}

export interface FakeStripe {
  server: FakeServer;
  sessions: Map<string, FakeSession>;
  creates: CreateCall[];
  /** The guest paid on Stripe's page. */
  pay(id: string): FakeSession;
  close(): Promise<void>;
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => resolve(body));
    request.on('error', reject);
  });
}

export async function startFakeStripe(): Promise<FakeStripe> {
  const sessions = new Map<string, FakeSession>();
  const creates: CreateCall[] = [];
  let count = 0;
  const server = await startFakeServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    if (request.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
      void readBody(request).then((body) => {
        const form = new URLSearchParams(body);
        creates.push({
          authorization: request.headers.authorization,
          idempotencyKey: request.headers['idempotency-key'] as string | undefined,
          form,
        });
        count += 1;
        const id = `cs_test_${String(count).padStart(4, '0')}`;
        const session: FakeSession = {
          id,
          object: 'checkout.session',
          url: `https://checkout.stripe.test/c/pay/${id}`,
          status: 'open',
          payment_status: 'unpaid',
          amount_total: Number(form.get('line_items[0][price_data][unit_amount]')),
          currency: form.get('line_items[0][price_data][currency]') ?? '',
          success_url: form.get('success_url') ?? '',
          cancel_url: form.get('cancel_url') ?? '',
          client_reference_id: form.get('client_reference_id'),
          metadata: { payment_id: form.get('metadata[payment_id]') ?? '' },
          mode: form.get('mode') ?? '',
        };
        sessions.set(id, session);
        sendJson(response, 200, session);
      });
      return;
    }
    const match = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(url.pathname);
    const session = match && request.method === 'GET' ? sessions.get(match[1] ?? '') : undefined;
    if (session) return sendJson(response, 200, session);
    sendJson(response, 404, {
      error: { type: 'invalid_request_error', message: `No such resource: ${url.pathname}` },
    });
  });
  return {
    server,
    sessions,
    creates,
    pay(id) {
      const session = sessions.get(id);
      if (!session) throw new Error(`no session ${id}`);
      session.status = 'complete';
      session.payment_status = 'paid';
      return session;
    },
    close: () => server.close(),
  };
}

/** A webhook request body and its Stripe-Signature header, signed with `secret`. */
export function signedEvent(
  secret: string,
  event: { id: string; type: string; object: object },
): { payload: string; signature: string } {
  const payload = JSON.stringify({
    id: event.id,
    object: 'event',
    api_version: '2025-01-01',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    type: event.type,
    data: { object: event.object },
  });
  return { payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret }) };
}
