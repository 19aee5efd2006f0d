// A faithful fake of the apaleo API subset the adapter uses
// (docs/decisions/048): the identity server's client-credentials token
// endpoint (RFC 6749 §4.4; tokens expire), bearer-authenticated REST
// endpoints of the booking, finance and inventory APIs with their query
// parameters and bodies checked against the specification (apaleo-spec.ts),
// 204 for an empty list, page numbers and sizes, Idempotency-Key on the
// creating POSTs, 422 with `messages` for a business rule, 429 with
// Retry-After. Identity and API answer on one address here.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import { bodyProblems, endpointOf, queryProblems } from './apaleo-spec.ts';
import {
  ApaleoRefusal,
  createFakeApaleoStore,
  type FakeApaleoOptions,
  type FakeApaleoReservationInput,
  type Json,
} from './fake-apaleo-store.ts';
import { listReservations } from './fake-apaleo-list.ts';

export type { FakeApaleoOptions, FakeApaleoReservationInput } from './fake-apaleo-store.ts';

export const FAKE_APALEO_CLIENT = {
  clientId: 'HOSP-AC-HOSPES',
  clientSecret: 'fake-apaleo-secret-3b2370a8',
};

/** How a delivery is posted (default: fetch); answers the HTTP status. */
export type Send = (url: string, body: unknown) => Promise<number>;

const post: Send = async (url, body) =>
  (
    await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
  ).status;

export interface FakeApaleoCall {
  method: string;
  endpoint: string;
  query: URLSearchParams;
  body: unknown;
  idempotencyKey: string | null;
}

export interface FakeApaleo {
  /** The API's and the identity server's address (one server here). */
  address: string;
  propertyId: string;
  calls: FakeApaleoCall[];
  /** Tokens issued by the identity server. */
  tokensIssued(): number;
  /** Every issued token expires now (the next call answers 401). */
  expireTokens(): void;
  /** The property's clock (check-in checks the business date against it). */
  setNow(iso: string): void;
  seed(input: FakeApaleoReservationInput): string;
  /** The next `times` API requests answer `status` (429 with Retry-After seconds). */
  fail(status: number, times: number, retryAfterSeconds?: number): void;
  /** The same for writes only (PATCH, PUT, POST): reads still answer. */
  failWrites(status: number, times: number, retryAfterSeconds?: number): void;
  /** The hotel cancels a reservation in apaleo. */
  cancel(reservationId: string): void;
  /** Webhook subscriptions made (the webhook API). */
  subscriptions(): { id: string; endpointUrl: string; events: string[]; propertyIds: string[] }[];
  /**
   * The front desk checks a reservation in (apaleo's own UI): the stay is
   * in house and each matching subscription gets `reservation/checked-in`.
   * Answers the delivery's id and each endpoint's HTTP status.
   */
  checkInAtFrontDesk(
    reservationId: string,
    send?: Send,
  ): Promise<{ id: string; statuses: number[] }>;
  /** Delivers an event to the matching subscriptions (again with the same id to test resends). */
  deliver(
    topic: string,
    type: string,
    entityId: string,
    options?: { id?: string; send?: Send },
  ): Promise<{ id: string; statuses: number[] }>;
  delay(ms: number): void;
  close(): Promise<void>;
}

export async function startFakeApaleo(
  options: FakeApaleoOptions & { tokenLifetimeSeconds?: number } = {},
): Promise<FakeApaleo> {
  const store = createFakeApaleoStore(options);
  const lifetime = options.tokenLifetimeSeconds ?? 3600;
  const tokens = new Map<string, number>();
  let issued = 0;
  const calls: FakeApaleoCall[] = [];
  const subscriptions: {
    id: string;
    endpointUrl: string;
    events: string[];
    propertyIds: string[];
  }[] = [];
  let failures: {
    status: number;
    times: number;
    retryAfter?: number;
    writesOnly?: boolean;
  } | null = null;
  let delayMs = 0;

  function answer(
    response: ServerResponse,
    status: number,
    body?: unknown,
    headers: Record<string, string> = {},
  ) {
    response.writeHead(status, {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    });
    response.end(body === undefined ? undefined : JSON.stringify(body));
  }

  async function readBody(request: IncomingMessage): Promise<string> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  }

  function token(request: IncomingMessage, response: ServerResponse, raw: string) {
    const form = new URLSearchParams(raw);
    const basic = /^Basic (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    const [id, secret] = basic ? Buffer.from(basic, 'base64').toString('utf8').split(':') : [];
    if (form.get('grant_type') !== 'client_credentials')
      return answer(response, 400, { error: 'unsupported_grant_type' });
    if (id !== FAKE_APALEO_CLIENT.clientId || secret !== FAKE_APALEO_CLIENT.clientSecret)
      return answer(response, 401, { error: 'invalid_client' });
    const accessToken = randomBytes(24).toString('base64url');
    tokens.set(accessToken, Date.now() + lifetime * 1000);
    issued += 1;
    return answer(response, 200, {
      access_token: accessToken,
      expires_in: lifetime,
      token_type: 'Bearer',
      scope: 'reservations.manage folios.manage',
    });
  }

  function route(call: FakeApaleoCall, path: string): { status: number; body?: unknown } {
    const id = decodeURIComponent(path.split('/')[4] ?? '');
    const expand = (call.query.get('expand') ?? '').split(',');
    switch (call.endpoint) {
      case 'GET /inventory/v1/properties/{id}':
        return id === store.property.id ? { status: 200, body: store.property } : { status: 404 };
      case 'GET /booking/v1/reservations': {
        const page = listReservations(store, call.query);
        return page.reservations.length === 0 ? { status: 204 } : { status: 200, body: page };
      }
      case 'GET /booking/v1/reservations/{id}':
        return { status: 200, body: store.reservation(id) };
      case 'PATCH /booking/v1/reservations/{id}': {
        const r = store.reservation(id);
        for (const op of call.body as { op: string; path: string; value?: unknown }[]) {
          const key = op.path.slice(1);
          if (op.op === 'remove') delete r[key];
          else r[key] = op.value;
        }
        store.touch(r);
        return { status: 204 };
      }
      case 'PUT /booking/v1/reservation-actions/{id}/checkin':
        store.checkIn(id);
        return { status: 204 };
      case 'PUT /booking/v1/reservation-actions/{id}/checkout':
        store.checkOut(id);
        return { status: 204 };
      case 'GET /finance/v1/folios': {
        const ids = (call.query.get('reservationIds') ?? '').split(',').filter(Boolean);
        const found = store.foliosOf(ids).map((f) => store.folioView(f, expand));
        return found.length === 0
          ? { status: 204 }
          : { status: 200, body: { folios: found, count: found.length } };
      }
      case 'GET /v1/subscriptions':
        return subscriptions.length === 0 ? { status: 204 } : { status: 200, body: subscriptions };
      case 'POST /v1/subscriptions': {
        const b = call.body as { endpointUrl: string; events: string[]; propertyIds?: string[] };
        const created = {
          id: randomBytes(8).toString('hex'),
          endpointUrl: b.endpointUrl,
          events: b.events,
          propertyIds: b.propertyIds ?? [],
        };
        subscriptions.push(created);
        return { status: 201, body: { id: created.id } };
      }
      case 'DELETE /v1/subscriptions/{id}': {
        const at = subscriptions.findIndex((x) => x.id === path.split('/')[3]);
        if (at < 0) return { status: 404 };
        subscriptions.splice(at, 1);
        return { status: 204 };
      }
      case 'GET /finance/v1/folios/{id}':
        return { status: 200, body: store.folioView(store.folio(id), ['charges', 'payments']) };
      case 'POST /finance/v1/folio-actions/{folioId}/charges':
        return { status: 201, body: store.addCharge(id, call.body as Json) };
      case 'POST /finance/v1/folios/{folioId}/payments':
        return {
          status: 201,
          body: store.addPayment(decodeURIComponent(path.split('/')[4] ?? ''), call.body as Json),
        };
      default:
        return { status: 404 };
    }
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://fake');
    const raw = await readBody(request);
    if (request.method === 'POST' && url.pathname === '/connect/token')
      return token(request, response, raw);
    const endpoint = endpointOf(request.method ?? '', url.pathname);
    if (!endpoint) return answer(response, 404);
    let body: unknown;
    try {
      body = raw === '' ? undefined : JSON.parse(raw);
    } catch {
      return answer(response, 400, { messages: ['The request body is not valid JSON.'] });
    }
    const idempotencyKey = request.headers['idempotency-key'];
    const call: FakeApaleoCall = {
      method: request.method ?? '',
      endpoint,
      query: url.searchParams,
      body,
      idempotencyKey: typeof idempotencyKey === 'string' ? idempotencyKey : null,
    };
    calls.push(call);
    if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
    const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    const expiry = bearer === undefined ? undefined : tokens.get(bearer);
    if (expiry === undefined || expiry <= Date.now())
      return answer(response, 401, undefined, {
        'www-authenticate': 'Bearer error="invalid_token"',
      });
    if (failures && failures.times > 0 && (!failures.writesOnly || request.method !== 'GET')) {
      failures.times -= 1;
      const { status, retryAfter } = failures;
      return answer(
        response,
        status,
        status === 429
          ? undefined
          : { type: 'InternalServerError', title: 'Internal Server Error', status },
        retryAfter === undefined ? {} : { 'retry-after': String(retryAfter) },
      );
    }
    const problems = [
      ...queryProblems(endpoint, url.searchParams),
      ...bodyProblems(endpoint, body),
    ];
    if (call.idempotencyKey !== null && !endpoint.startsWith('POST'))
      problems.push('Idempotency-Key is only accepted on the creating POST endpoints');
    if (problems.length > 0) return answer(response, 400, { messages: problems });
    const remembered =
      call.idempotencyKey === null
        ? undefined
        : store.byIdempotencyKey.get(`${endpoint} ${url.pathname} ${call.idempotencyKey}`);
    if (remembered) return answer(response, remembered.status, remembered.body);
    try {
      const result = route(call, url.pathname);
      if (call.idempotencyKey !== null && result.status < 300)
        store.byIdempotencyKey.set(`${endpoint} ${url.pathname} ${call.idempotencyKey}`, {
          status: result.status,
          body: result.body as Json,
        });
      return answer(response, result.status, result.body);
    } catch (error) {
      if (error instanceof ApaleoRefusal) return answer(response, error.status, error.body);
      throw error;
    }
  }

  async function deliver(
    topic: string,
    type: string,
    entityId: string,
    { id = randomBytes(12).toString('hex'), send = post }: { id?: string; send?: Send } = {},
  ) {
    const statuses: number[] = [];
    for (const subscription of subscriptions) {
      const wanted = subscription.events.some(
        (e) => e === `${topic}/*` || e === `${topic}/${type}`,
      );
      const property =
        subscription.propertyIds.length === 0 ||
        subscription.propertyIds.includes(store.property.id);
      if (!wanted || !property) continue;
      statuses.push(
        await send(subscription.endpointUrl, {
          id,
          topic,
          type,
          accountId: 'HOSP',
          propertyId: store.property.id,
          data: { entityId },
          timestamp: Math.floor(Date.now() / 1000),
        }),
      );
    }
    return { id, statuses };
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) =>
      answer(response, 500, { type: 'InternalServerError', title: String(error), status: 500 }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    address: `http://127.0.0.1:${port}`,
    propertyId: store.property.id,
    calls,
    tokensIssued: () => issued,
    expireTokens: () => {
      for (const key of tokens.keys()) tokens.set(key, 0);
    },
    setNow: (iso) => store.setNow(iso),
    subscriptions: () => subscriptions.map((x) => ({ ...x })),
    deliver,
    checkInAtFrontDesk: async (reservationId, send) => {
      const r = store.reservation(reservationId);
      r.status = 'InHouse';
      r.checkInTime = new Date().toISOString();
      return deliver('reservation', 'checked-in', reservationId, send ? { send } : {});
    },
    seed: (input) => store.seed(input),
    fail: (status, times, retryAfterSeconds) => {
      failures = {
        status,
        times,
        ...(retryAfterSeconds === undefined ? {} : { retryAfter: retryAfterSeconds }),
      };
    },
    failWrites: (status, times, retryAfterSeconds) => {
      failures = {
        status,
        times,
        writesOnly: true,
        ...(retryAfterSeconds === undefined ? {} : { retryAfter: retryAfterSeconds }),
      };
    },
    cancel: (reservationId) => {
      store.reservation(reservationId).status = 'Canceled';
    },
    delay: (ms) => {
      delayMs = ms;
    },
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve, reject) =>
        server.close((e) => (e ? reject(e) : resolve())),
      );
    },
  };
}

/** How a project connects to this fake (its addresses, property, client, Austrian VAT types). */
export function fakeApaleoConnection(fake: Pick<FakeApaleo, 'address' | 'propertyId'>) {
  return {
    kind: 'apaleo' as const,
    settings: {
      apiAddress: fake.address,
      identityAddress: fake.address,
      webhookAddress: fake.address,
      propertyId: fake.propertyId,
      clientId: FAKE_APALEO_CLIENT.clientId,
      vatTypes: { '0': 'Without', '1000': 'Reduced', '2000': 'Normal' } as Record<
        string,
        'Without' | 'Reduced' | 'Normal'
      >,
    },
    secrets: { clientSecret: FAKE_APALEO_CLIENT.clientSecret },
  };
}
