// A faithful fake of the Mews Connector API subset the adapter uses, after
// its published reference (MewsSystems/open-api-docs, connector-api;
// docs/decisions/047): POST-only operations with tokens in the body, the
// documented shapes and enumerations, cursor pagination (newest first,
// Count ≤ 1000), errors as `{ Message, RequestId }` with the documented
// status codes, 429 with Retry-After, and the documented conditions of
// start (Confirmed, not before its day, an inspected room) and process
// (Started, not before the last day, a zero balance). Requests are checked
// against the reference's request tables (connector-spec.ts).
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { requestProblems } from './connector-spec.ts';
import { fakeMewsOperations } from './fake-mews-operations.ts';
import {
  createFakeMewsStore,
  Refusal,
  type FakeMewsOptions,
  type FakeReservationInput,
  type Json,
} from './fake-mews-store.ts';

export type { FakeMewsOptions, FakeReservationInput } from './fake-mews-store.ts';

/** The integration the fake's webhooks belong to. */
const INTEGRATION_ID = 'c8bee838-7fb1-4f4e-8fac-ac87008b2f90';

export const FAKE_TOKENS = {
  ClientToken: 'E0D439EE522F44368DC78E1BFB03710C-D24FB11DBE31D4621C4817E028D9E1D',
  AccessToken: 'C66EF7B239D24632943D115EDE9CB810-EA00F8FD8294692C940F6B5A8F9453D',
};

export interface FakeMews {
  platformAddress: string;
  serviceId: string;
  /** Every operation called, in order, with its body. */
  calls: { operation: string; body: Json }[];
  /** The enterprise's clock (start and process check their conditions against it). */
  setNow(iso: string): void;
  seed(input: FakeReservationInput): string;
  /** The next `times` requests answer `status` (429 with Retry-After seconds). */
  fail(status: number, times: number, retryAfterSeconds?: number): void;
  /** Every answer comes this much later (a slow PMS); 0 again to end it. */
  delay(ms: number): void;
  /**
   * Posts a General Webhook message (connector-api/events/wh-general.md) to
   * the address Mews's support registered: one `ServiceOrderUpdated` per
   * reservation. Answers the HTTP status.
   */
  sendGeneralWebhook(
    url: string,
    reservationIds: readonly string[],
    send?: (url: string, body: unknown) => Promise<number>,
  ): Promise<number>;
  /** Revokes the access token: every call answers 401 until restored. */
  revokeAccessToken(revoked: boolean): void;
  close(): Promise<void>;
}

export async function startFakeMews(options: FakeMewsOptions = {}): Promise<FakeMews> {
  const store = createFakeMewsStore(options);
  const operations = fakeMewsOperations(store);
  const calls: FakeMews['calls'] = [];
  let failures: { status: number; times: number; retryAfter?: number } | null = null;
  let revoked = false;
  let delayMs = 0;

  function answer(
    response: ServerResponse,
    status: number,
    body: Json | null,
    headers: Record<string, string> = {},
  ) {
    const requestId = randomUUID();
    response.writeHead(status, {
      'request-id': requestId,
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...headers,
    });
    response.end(
      body ? JSON.stringify(status >= 400 ? { ...body, RequestId: requestId } : body) : undefined,
    );
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const match = /^\/api\/connector\/v1\/(.+)$/.exec(request.url ?? '');
    const operation = match?.[1];
    if (request.method !== 'POST' || !operation || !(operation in operations)) {
      return answer(response, 404, { Message: 'Not found.' });
    }
    let body: Json;
    try {
      const chunks: Buffer[] = [];
      for await (const chunk of request) chunks.push(chunk as Buffer);
      body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Json;
    } catch {
      return answer(response, 400, { Message: 'Invalid JSON.' });
    }
    calls.push({ operation, body });
    if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
    if (failures && failures.times > 0) {
      failures.times -= 1;
      const { status, retryAfter } = failures;
      return answer(
        response,
        status,
        { Message: status === 429 ? 'Too many requests.' : 'Server error.' },
        retryAfter === undefined ? {} : { 'retry-after': String(retryAfter) },
      );
    }
    if (body.ClientToken !== FAKE_TOKENS.ClientToken)
      return answer(response, 401, { Message: 'Invalid ClientToken.' });
    if (body.AccessToken !== FAKE_TOKENS.AccessToken || revoked)
      return answer(response, 401, { Message: 'Invalid AccessToken.' });
    const problems = requestProblems(operation, body);
    if (problems.length > 0)
      return answer(response, 400, { Message: `Invalid request: ${problems.join('; ')}` });
    try {
      return answer(response, 200, operations[operation]!(body));
    } catch (error) {
      if (error instanceof Refusal)
        return answer(response, error.status, { Message: error.message });
      throw error;
    }
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) =>
      answer(response, 500, { Message: String(error) }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    platformAddress: `http://127.0.0.1:${port}`,
    serviceId: store.serviceId,
    calls,
    setNow: (iso) => store.setNow(iso),
    seed: (input) => store.seed(input),
    fail: (status, times, retryAfterSeconds) => {
      failures = {
        status,
        times,
        ...(retryAfterSeconds === undefined ? {} : { retryAfter: retryAfterSeconds }),
      };
    },
    delay: (ms) => {
      delayMs = ms;
    },
    sendGeneralWebhook: async (url, reservationIds, send) => {
      const body = {
        EnterpriseId: store.enterpriseId,
        IntegrationId: INTEGRATION_ID,
        Events: reservationIds.map((Id) => ({
          Discriminator: 'ServiceOrderUpdated',
          Value: { Id },
        })),
      };
      if (send) return send(url, body);
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      return res.status;
    },
    revokeAccessToken: (value) => {
      revoked = value;
    },
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve, reject) =>
        server.close((e) => (e ? reject(e) : resolve())),
      );
    },
  };
}
