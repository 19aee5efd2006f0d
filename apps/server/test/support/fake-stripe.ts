// A local stand-in for the part of the Stripe API we use: Checkout
// Sessions (create, retrieve, expire), refunds — and signed webhook events
// made the way Stripe makes them, with a test signing secret. No internet.
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
  payment_intent: string | null;
  expires_at: number | null;
}

export interface FakeRefund {
  id: string;
  payment_intent: string;
  amount: number;
  idempotencyKey: string | undefined;
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
  refunds: FakeRefund[];
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
  const refunds: FakeRefund[] = [];
  let count = 0;
  const stripeError = (response: Parameters<typeof sendJson>[0], message: string) =>
    sendJson(response, 400, { error: { type: 'invalid_request_error', message } });
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
          payment_intent: null,
          expires_at: form.has('expires_at') ? Number(form.get('expires_at')) : null,
        };
        sessions.set(id, session);
        sendJson(response, 200, session);
      });
      return;
    }
    const expire = /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/.exec(url.pathname);
    if (expire && request.method === 'POST') {
      const target = sessions.get(expire[1] ?? '');
      if (!target) return stripeError(response, 'No such checkout.session');
      if (target.status !== 'open') {
        return stripeError(
          response,
          `Only Checkout Sessions with a status of open can be expired.`,
        );
      }
      target.status = 'expired';
      return sendJson(response, 200, target);
    }
    if (request.method === 'POST' && url.pathname === '/v1/refunds') {
      void readBody(request).then((body) => {
        const form = new URLSearchParams(body);
        const idempotencyKey = request.headers['idempotency-key'] as string | undefined;
        const known = refunds.find((r) => idempotencyKey && r.idempotencyKey === idempotencyKey);
        if (known) return sendJson(response, 200, { object: 'refund', ...known });
        const intent = form.get('payment_intent') ?? '';
        const paid = [...sessions.values()].find((x) => x.payment_intent === intent);
        if (!paid) return stripeError(response, `No such payment_intent: '${intent}'`);
        const refund: FakeRefund = {
          id: `re_test_${String(refunds.length + 1).padStart(4, '0')}`,
          payment_intent: intent,
          amount: Number(form.get('amount') ?? paid.amount_total),
          idempotencyKey,
        };
        refunds.push(refund);
        sendJson(response, 200, { object: 'refund', status: 'succeeded', ...refund });
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
    refunds,
    pay(id) {
      const session = sessions.get(id);
      if (!session) throw new Error(`no session ${id}`);
      session.status = 'complete';
      session.payment_status = 'paid';
      session.payment_intent = `pi_${id}`;
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
