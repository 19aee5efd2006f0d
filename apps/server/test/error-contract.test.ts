// One error contract (ARCHITECTURE.md API contract): every refusal of the API
// has the body `{ error, code, message, issues? }` of the domain, its code
// means one status, and the OpenAPI document declares the body once
// (components.schemas.ApiError) and refers to it from every error response.
// The table sends one failing request per kind of refusal, across every
// family of routes, and checks each answer against the schema and the route's
// OpenAPI entry.
import { STATUS_CODES } from 'node:http';
import path from 'node:path';
import { ApiErrorSchema, StepRefusalSchema } from '@hospes/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/config.ts';
import { codeOfStatus, STATUS_OF_CODE } from '../src/http/app-error.ts';
import { ADMIN_TOKEN, startTestApp, type TestApp } from './support/test-app.ts';

const PROJECTS_DIR = path.join(REPO_ROOT, 'projects');
const TOKEN = { authorization: `Bearer ${ADMIN_TOKEN}` };

interface OpenApiOperation {
  responses?: Record<string, { content?: Record<string, { schema?: JsonSchema }> }>;
}
interface JsonSchema {
  $ref?: string;
  required?: string[];
  properties?: Record<string, unknown>;
}
type OpenApiDocument = {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: { schemas: Record<string, JsonSchema> };
};

interface Case {
  name: string;
  /** The route as the OpenAPI document names it; null for a path that is no route. */
  route: string | null;
  method: 'GET' | 'POST' | 'PUT';
  url: (g: Guests) => string;
  payload?: unknown;
  headers?: (g: Guests) => Record<string, string>;
  status: number;
  code: string;
}

interface Guests {
  anonymous: { userId: string; cookie: string };
  max: { userId: string; cookie: string };
}

const CASES: Case[] = [
  {
    name: 'an unknown API path',
    route: null,
    method: 'GET',
    url: () => '/api/nope',
    status: 404,
    code: 'not_found',
  },
  {
    name: 'a path parameter over 100 characters (refused by the router)',
    route: null,
    method: 'POST',
    url: () => `/api/requests/alpenrose/${'x'.repeat(150)}`,
    payload: {},
    status: 400,
    code: 'invalid_request',
  },
  {
    name: 'an unknown project',
    route: 'GET /api/projects/{project}/model/{lang}',
    method: 'GET',
    url: () => '/api/projects/nope/model/en',
    status: 404,
    code: 'not_found',
  },
  {
    name: 'a path parameter out of its schema',
    route: 'GET /api/projects/{project}/model/{lang}',
    method: 'GET',
    url: () => `/api/projects/alpenrose/model/${'x'.repeat(40)}`,
    status: 400,
    code: 'invalid_request',
  },
  {
    name: 'login data with an empty field',
    route: 'POST /api/integrations/{project}/login',
    method: 'POST',
    url: () => '/api/integrations/alpenrose/login',
    payload: { data: { reservation_id: 'R-1001', last_name: ' ' } },
    status: 400,
    code: 'invalid_request',
  },
  {
    name: 'login data that match no reservation',
    route: 'POST /api/integrations/{project}/login',
    method: 'POST',
    url: () => '/api/integrations/alpenrose/login',
    payload: { data: { reservation_id: 'R-1001', last_name: 'Nobody' } },
    status: 401,
    code: 'login_failed',
  },
  {
    name: "another guest's data",
    route: 'GET /api/guestdata/{project}/profile/{userId}',
    method: 'GET',
    url: (g) => `/api/guestdata/alpenrose/profile/${g.max.userId}`,
    headers: (g) => ({ cookie: g.anonymous.cookie }),
    status: 404,
    code: 'not_found',
  },
  {
    name: 'a stay that ends before it starts',
    route: 'PUT /api/guestdata/{project}/stay/{userId}',
    method: 'PUT',
    url: (g) => `/api/guestdata/alpenrose/stay/${g.anonymous.userId}`,
    headers: (g) => ({ cookie: g.anonymous.cookie }),
    payload: { stay: { doa: '2026-03-12T14:00', dod: '2026-03-11T10:00' } },
    status: 400,
    code: 'invalid_request',
  },
  {
    name: 'an empty message',
    route: 'POST /api/messages/send/{project}/{userId}',
    method: 'POST',
    url: (g) => `/api/messages/send/alpenrose/${g.anonymous.userId}`,
    headers: (g) => ({ cookie: g.anonymous.cookie }),
    payload: { content: ' ' },
    status: 400,
    code: 'invalid_request',
  },
  {
    name: 'a body over the limit',
    route: 'POST /api/messages/send/{project}/{userId}',
    method: 'POST',
    url: (g) => `/api/messages/send/alpenrose/${g.anonymous.userId}`,
    headers: (g) => ({ cookie: g.anonymous.cookie }),
    payload: { content: 'x'.repeat(2 * 1024 * 1024) },
    status: 413,
    code: 'payload_too_large',
  },
  {
    name: 'a body that is not JSON',
    route: 'POST /api/requests/{project}/{userId}',
    method: 'POST',
    url: (g) => `/api/requests/alpenrose/${g.anonymous.userId}`,
    headers: (g) => ({ cookie: g.anonymous.cookie, 'content-type': 'application/json' }),
    payload: '{',
    status: 400,
    code: 'invalid_request',
  },
  {
    name: 'a content type the API does not read',
    route: 'POST /api/requests/{project}/{userId}',
    method: 'POST',
    url: (g) => `/api/requests/alpenrose/${g.anonymous.userId}`,
    headers: (g) => ({ cookie: g.anonymous.cookie, 'content-type': 'text/xml' }),
    payload: '<request/>',
    status: 415,
    code: 'unsupported_media_type',
  },
  {
    name: 'cancelling an unknown request',
    route: 'POST /api/requests/{project}/{userId}/{requestId}/cancel',
    method: 'POST',
    url: (g) => `/api/requests/alpenrose/${g.anonymous.userId}/nope/cancel`,
    headers: (g) => ({ cookie: g.anonymous.cookie }),
    payload: {},
    status: 404,
    code: 'not_found',
  },
  {
    name: 'booking an entry that does not exist',
    route: 'POST /api/bookings/{project}/{userId}',
    method: 'POST',
    url: (g) => `/api/bookings/alpenrose/${g.max.userId}`,
    headers: (g) => ({ cookie: g.max.cookie }),
    payload: {
      activityId: 'nope',
      slotId: '2026-03-10T09:00',
      persons: [{ priceOptionId: 'adult', count: 1 }],
      idempotencyKey: 'contract-booking-0001',
    },
    status: 400,
    code: 'invalid_request',
  },
  {
    name: 'an empty cart',
    route: 'POST /api/orders/{project}/{userId}',
    method: 'POST',
    url: (g) => `/api/orders/alpenrose/${g.max.userId}`,
    headers: (g) => ({ cookie: g.max.cookie }),
    payload: { items: [], payment: 'room', idempotencyKey: 'contract-order-00001' },
    status: 400,
    code: 'invalid_request',
  },
  {
    name: 'check-out before check-in',
    route: 'POST /api/integrations/{project}/checkout',
    method: 'POST',
    url: () => '/api/integrations/alpenrose/checkout',
    headers: (g) => ({ cookie: g.max.cookie }),
    payload: {
      checkoutInput: {
        reservation_id: 'R-1001',
        room_stay_id: 'R-1001-1',
        idempotency_key: 'contract-checkout-0001',
      },
    },
    status: 409,
    code: 'step_refused',
  },
  {
    name: 'a check-in without a session',
    route: 'POST /api/integrations/{project}/checkin',
    method: 'POST',
    url: () => '/api/integrations/alpenrose/checkin',
    payload: { checkinInput: {} },
    status: 404,
    code: 'not_found',
  },
  {
    name: 'the staff API without a session',
    route: 'GET /api/staff/{project}/requests',
    method: 'GET',
    url: () => '/api/staff/alpenrose/requests',
    status: 401,
    code: 'unauthorized',
  },
  {
    name: 'a staff login with a wrong password',
    route: 'POST /api/staff/login',
    method: 'POST',
    url: () => '/api/staff/login',
    payload: { email: 'staff@alpenrose.example', password: 'wrong-password' },
    status: 401,
    code: 'login_failed',
  },
  {
    name: 'a second account for an address',
    route: 'POST /api/staff/{project}/accounts',
    method: 'POST',
    url: () => '/api/staff/alpenrose/accounts',
    headers: () => TOKEN,
    payload: {
      email: 'staff@alpenrose.example',
      name: 'Twin',
      role: 'frontdesk',
      password: 'a-long-password-1',
    },
    status: 409,
    code: 'conflict',
  },
  {
    name: 'a CSV import sent as JSON',
    route: 'POST /api/staff/{project}/reservations/import',
    method: 'POST',
    url: () => '/api/staff/alpenrose/reservations/import',
    headers: () => ({ ...TOKEN, 'content-type': 'application/json' }),
    payload: {},
    status: 415,
    code: 'unsupported_media_type',
  },
  {
    name: 'an admin call with a wrong token',
    route: 'PUT /api/admin/projects/{project}/models/{lang}',
    method: 'PUT',
    url: () => '/api/admin/projects/alpenrose/models/de',
    headers: () => ({ authorization: 'Bearer wrong-token-0123456789' }),
    payload: {},
    status: 401,
    code: 'unauthorized',
  },
  {
    name: 'an unsigned image',
    route: 'GET /api/img',
    method: 'GET',
    url: () => '/api/img?url=https%3A%2F%2Fexample.com%2Fa.jpg&w=320',
    status: 403,
    code: 'forbidden',
  },
  {
    name: 'the weather of an unknown project',
    route: 'GET /api/weather/{project}',
    method: 'GET',
    url: () => '/api/weather/nope',
    status: 404,
    code: 'not_found',
  },
  {
    name: 'a contact request to a destination without the form',
    route: 'POST /api/contact/{project}',
    method: 'POST',
    url: () => '/api/contact/seenland',
    payload: {
      name: 'Erika',
      email: 'erika@example.com',
      message: 'Hello',
      privacyAccepted: true,
      lang: 'en',
    },
    status: 404,
    code: 'not_found',
  },
  {
    name: 'a payment return that is not ours',
    route: 'GET /api/payments/return/{paymentId}',
    method: 'GET',
    url: () => '/api/payments/return/nope',
    status: 404,
    code: 'not_found',
  },
];

describe('the error contract', () => {
  let t: TestApp;
  let doc: OpenApiDocument;
  let guests: Guests;

  const guest = async (): Promise<Guests['anonymous']> => {
    const res = await t.app.inject({ method: 'POST', url: '/api/guestdata/alpenrose/guests' });
    const cookie = res.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    return { userId: res.json<{ userId: string }>().userId, cookie };
  };

  beforeAll(async () => {
    t = await startTestApp('sqlite', { projectsDir: PROJECTS_DIR });
    doc = (await t.app.inject({ url: '/api/docs/json' })).json<OpenApiDocument>();
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/integrations/alpenrose/login',
      payload: { data: { reservation_id: 'R-1001', last_name: 'Muster' } },
    });
    expect(login.statusCode, login.body).toBe(200);
    guests = {
      anonymous: await guest(),
      max: {
        userId: login.json<{ user_id: string }>().user_id,
        cookie: login.cookies.map((c) => `${c.name}=${c.value}`).join('; '),
      },
    };
  });
  afterAll(() => t.close());

  it('the OpenAPI document declares the error body once, and every error response refers to it', () => {
    const body = doc.components.schemas.ApiError;
    expect(body?.required?.sort()).toEqual(['code', 'error', 'message']);
    const refusal = doc.components.schemas.StepRefusal;
    expect(refusal?.required).toEqual(expect.arrayContaining(['code', 'error', 'message']));
    const strays: string[] = [];
    let count = 0;
    for (const [route, operations] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        for (const [status, response] of Object.entries(operation.responses ?? {})) {
          if (Number(status) < 400) continue;
          count += 1;
          const schema = response.content?.['application/json']?.schema;
          const ok =
            schema?.$ref === '#/components/schemas/ApiError' ||
            schema?.$ref === '#/components/schemas/StepRefusal' ||
            // An extension of the body (health's fields for monitors) repeats its fields.
            ['error', 'code', 'message'].every((key) => schema?.required?.includes(key));
          if (!ok) strays.push(`${method.toUpperCase()} ${route} ${status}`);
        }
      }
    }
    expect(strays).toEqual([]);
    expect(count).toBeGreaterThan(200);
  });

  it.each(CASES)('$name: $status $code in the one body', async (c) => {
    const res = await t.app.inject({
      method: c.method,
      url: c.url(guests),
      headers: c.headers?.(guests) ?? {},
      ...(c.payload === undefined ? {} : { payload: c.payload as string }),
    });
    expect(res.statusCode, res.body).toBe(c.status);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const schema = c.code === 'step_refused' ? StepRefusalSchema : ApiErrorSchema;
    const body = schema.strict().parse(res.json());
    expect(body.code).toBe(c.code);
    expect(STATUS_OF_CODE[body.code]).toBe(c.status);
    expect(body.error).toBe(STATUS_CODES[c.status]);
    expect(body.message.length).toBeGreaterThan(0);
    if (body.code === 'invalid_request' && body.issues) {
      expect(body.message).toBe(`${body.issues[0]!.path}: ${body.issues[0]!.message}`);
    }
    if (c.route) {
      const [method, route] = c.route.split(' ') as [string, string];
      const operation = doc.paths[route]?.[method.toLowerCase()];
      expect(operation, c.route).toBeDefined();
      expect(Object.keys(operation!.responses ?? {}), `${c.route} declares ${c.status}`).toContain(
        String(c.status),
      );
    }
  });

  it('the general code of a status (errors of Fastify and its plugins) maps back to that status', () => {
    for (const status of [400, 401, 403, 404, 409, 413, 415, 422, 429, 502, 503, 504]) {
      expect(STATUS_OF_CODE[codeOfStatus(status)], String(status)).toBe(status);
    }
    expect(codeOfStatus(431)).toBe('invalid_request');
    expect(codeOfStatus(501)).toBe('internal_error');
  });
});
