// The requests of the fuzz run (`npm run fuzz`): hostile values, bodies
// derived from the OpenAPI schemas and then broken, requests to every API
// operation and to the routes outside the API, and signed but malformed
// Stripe webhooks.
import { createHmac } from 'node:crypto';
import { random, int, pick, chance } from './fuzz-random.ts';

export const NASTY_STRINGS = [
  '',
  ' ',
  'a'.repeat(10_000),
  'ü'.repeat(3000),
  '\u0000',
  'x\u0000y',
  '../../../etc/passwd',
  '%2e%2e%2f%2e%2e%2f',
  '%252e%252e%252f',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '${7*7}',
  '__proto__',
  'constructor',
  '😀🏨🛎️',
  '\uD800',
  '\u202Eevil',
  'NaN',
  '-1',
  '1e309',
  'null',
  'true',
  'R-1001',
  'guest_app_1',
  '2026-02-30',
  'de',
];
const NASTY_NUMBERS = [0, -1, 1.5, Infinity, -Infinity, Number.MAX_SAFE_INTEGER + 2, 2 ** 31, NaN];
const PROJECTS = ['alpenrose', 'seenland', 'bergblick', 'talhof', 'nowhere', 'API', '..', '%00'];

function nastyValue(depth = 0): unknown {
  switch (int(9)) {
    case 0:
      return pick(NASTY_STRINGS);
    case 1:
      return pick(NASTY_NUMBERS);
    case 2:
      return pick([true, false, null]);
    case 3:
      return depth > 3 ? [] : Array.from({ length: int(4) }, () => nastyValue(depth + 1));
    case 4:
      return depth > 3 ? {} : nastyObject(depth + 1);
    case 5:
      return deepNesting(50 + int(3000));
    case 6:
      return Array.from({ length: 5000 }, (_, i) => i);
    case 7:
      return JSON.parse(
        '{"__proto__": {"polluted": true}, "constructor": {"prototype": {"x": 1}}}',
      );
    default:
      return pick(NASTY_STRINGS) + String(int(1000));
  }
}

function nastyObject(depth: number): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (let i = 0; i < int(5); i++) out[pick(NASTY_STRINGS).slice(0, 40) || 'k'] = nastyValue(depth);
  return out;
}

function deepNesting(levels: number): unknown {
  let value: unknown = 'deep';
  for (let i = 0; i < levels; i++) value = chance(0.5) ? [value] : { a: value };
  return value;
}

// --- values from the OpenAPI schemas, then broken ---------------------------
type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  additionalProperties?: Schema | boolean;
  format?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  $ref?: string;
};

function plausible(schema: Schema | undefined, depth = 0): unknown {
  if (!schema || depth > 6) return nastyValue(depth);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return pick(schema.enum);
  const options = schema.anyOf ?? schema.oneOf;
  if (options) return plausible(pick(options), depth + 1);
  if (schema.allOf) return Object.assign({}, ...schema.allOf.map((s) => plausible(s, depth + 1)));
  const type = Array.isArray(schema.type) ? pick(schema.type) : schema.type;
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [key, sub] of Object.entries(schema.properties ?? {})) {
        if (schema.required?.includes(key) || chance(0.6)) out[key] = plausible(sub, depth + 1);
      }
      return out;
    }
    case 'array':
      return Array.from({ length: int(3) }, () => plausible(schema.items, depth + 1));
    case 'integer':
      return int(schema.maximum ?? 100);
    case 'number':
      return random() * 100;
    case 'boolean':
      return chance(0.5);
    case 'null':
      return null;
    case 'string':
      if (schema.format === 'date') return '2026-11-24';
      if (schema.format === 'date-time') return '2026-11-24T10:00:00Z';
      return pick(['R-1002', 'Gast', 'de', 'hello', 'alpenrose', '2026-11-24', 'x']);
    default:
      return nastyValue(depth);
  }
}

/** A plausible value with one or more parts replaced by something hostile. */
function broken(schema: Schema | undefined): unknown {
  const value = plausible(schema);
  if (chance(0.25) || value === null || typeof value !== 'object') {
    return chance(0.5) ? nastyValue() : value;
  }
  const target = value as Record<string, unknown>;
  const keys = Object.keys(target);
  for (let i = 0; i < 1 + int(3); i++) {
    const key =
      keys.length > 0 && chance(0.7) ? pick(keys) : pick(['__proto__', 'x', 'data', 'input']);
    if (chance(0.2)) delete target[key];
    else target[key] = nastyValue();
  }
  return target;
}

// --- requests -----------------------------------------------------------------
export interface FuzzRequest {
  family: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'application/x-www-form-urlencoded',
  'text/plain',
  'multipart/form-data; boundary=xyz',
  'application/xml',
  'application/octet-stream',
  'application/json; charset=latin1',
  '',
  'nonsense',
];
const METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD'];

/** Any value as text (a fuzzed object may have lost its prototype and its toString). */
function text(value: unknown): string {
  if (value !== null && typeof value === 'object') return JSON.stringify(value) ?? '';
  return String(value);
}

function encodeSegment(value: unknown): string {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? 'undefined');
  if (chance(0.2)) return text.replace(/[/?#]/g, '').slice(0, 200); // raw, may be odd
  try {
    return encodeURIComponent(text.slice(0, 2000));
  } catch {
    return '%ED%A0%80'; // a lone surrogate as UTF-8: not valid UTF-8 at all
  }
}

function bodyOf(schema: Schema | undefined): { payload: string | Buffer; type: string } {
  // Mostly JSON, so that requests get past the parser to validation and handlers.
  const type = chance(0.6) ? 'application/json' : pick(CONTENT_TYPES);
  if (chance(0.1)) return { payload: '{"unterminated": ', type };
  if (chance(0.05)) return { payload: Buffer.from([0xff, 0xfe, 0x00, 0x80, 0xc3]), type };
  if (chance(0.05)) return { payload: 'x'.repeat(2 * 1024 * 1024 + int(1000)), type };
  const value = broken(schema);
  if (type.startsWith('application/x-www-form-urlencoded')) {
    const form = new URLSearchParams();
    const entries =
      value && typeof value === 'object' ? Object.entries(value) : [['value', String(value)]];
    for (const [k, v] of entries)
      form.append(k, typeof v === 'string' ? v : (JSON.stringify(v) ?? ''));
    return { payload: form.toString(), type };
  }
  return { payload: JSON.stringify(value) ?? 'null', type };
}

interface Operation {
  path: string;
  method: string;
  params: { name: string; in: string; schema?: Schema }[];
  body?: Schema;
}

export function operationsOf(doc: { paths: Record<string, Record<string, unknown>> }): Operation[] {
  const ops: Operation[] = [];
  for (const [p, methods] of Object.entries(doc.paths)) {
    for (const [method, raw] of Object.entries(methods)) {
      const op = raw as {
        parameters?: Operation['params'];
        requestBody?: { content?: Record<string, { schema?: Schema }> };
      };
      const content = op.requestBody?.content;
      ops.push({
        path: p,
        method: method.toUpperCase(),
        params: op.parameters ?? [],
        body: content ? Object.values(content)[0]?.schema : undefined,
      });
    }
  }
  return ops;
}

export function apiRequest(op: Operation, userId: string): FuzzRequest {
  let url = op.path.replace(/\{([^}]+)\}/g, (_m, name: string) => {
    // Mostly the project whose sessions the fuzzer holds, to get past the session check.
    if (name === 'project') {
      if (chance(0.7)) return 'alpenrose';
      return chance(0.7) ? pick(PROJECTS.slice(0, 4)) : encodeSegment(pick(PROJECTS));
    }
    if (name === 'userId' && chance(0.8)) return userId;
    if (name === 'lang' && chance(0.6)) return pick(['de', 'en', 'ru', 'xx']);
    if (name === 'provider' && chance(0.6)) return pick(['stripe', 'demo']);
    const schema = op.params.find((p) => p.name === name)?.schema;
    return encodeSegment(chance(0.5) ? plausible(schema) : nastyValue());
  });
  const query = new URLSearchParams();
  for (const p of op.params.filter((x) => x.in === 'query')) {
    if (chance(0.7)) query.append(p.name, text(chance(0.5) ? plausible(p.schema) : nastyValue()));
  }
  if (chance(0.2))
    query.append(pick(['__proto__', 'constructor[prototype][x]', 'a[]']), pick(NASTY_STRINGS));
  if ([...query].length > 0) url += `?${query.toString()}`;
  const method = chance(0.9) ? op.method : pick(METHODS);
  const request: FuzzRequest = { family: `${op.method} ${op.path}`, method, url, headers: {} };
  if (method !== 'GET' && method !== 'HEAD' && (op.body || chance(0.3))) {
    const { payload, type } = bodyOf(op.body);
    request.payload = payload;
    if (type) request.headers['content-type'] = type;
  }
  return request;
}

/** The routes outside the OpenAPI document. */
export function pageRequest(): FuzzRequest {
  const project = pick(PROJECTS.slice(0, 4));
  const nasty = () => encodeSegment(nastyValue());
  const candidates: (() => FuzzRequest)[] = [
    () => {
      const { payload, type } = bodyOf({
        type: 'object',
        properties: {
          token: { type: 'string' },
          action: { enum: ['approve', 'decline', 'cancel'] },
        },
      });
      return {
        family: 'POST /pay/{ref}',
        method: 'POST',
        url: `/pay/${chance(0.5) ? `demo_${'a'.repeat(24)}` : nasty()}`,
        headers: type ? { 'content-type': type } : {},
        payload,
      };
    },
    () => ({ family: 'GET /pay/{ref}', method: 'GET', url: `/pay/${nasty()}`, headers: {} }),
    () => {
      const { payload } = bodyOf({
        type: 'object',
        properties: { id: { type: 'string' }, type: { enum: ['checkout.session.completed'] } },
      });
      return {
        family: 'POST /api/payments/webhooks/*',
        method: 'POST',
        url: `/api/payments/webhooks/${pick(['stripe', 'demo', 'x'])}`,
        headers: {
          'content-type': pick(['application/json', 'text/plain', '']),
          'stripe-signature': pick(['', 't=1,v1=abc', nasty()]),
        },
        payload,
      };
    },
    () => ({
      family: 'GET /media/*',
      method: pick(['GET', 'HEAD']),
      url: `/media/${project}/${pick(['welcome.svg', nasty(), '..%2f..%2fpackage.json', 'a/../../x'])}`,
      headers: {},
    }),
    () => ({
      family: 'GET /api/img',
      method: 'GET',
      url: `/api/img?url=${nasty()}&w=${pick(['800', '-1', '99999', 'x', ''])}&sig=${nasty()}`,
      headers: {},
    }),
    () => ({
      family: 'GET /{project}/*',
      method: pick(['GET', 'HEAD', 'POST']),
      url: `/${project}/${pick(['', 'index.html', 'sw.js', 'manifest.webmanifest', 'icon.svg', 'assets/x.js', nasty()])}`,
      headers: {
        'accept-language': pick(['de', 'en-GB,en;q=0.9', nasty().slice(0, 200), '*;q=x']),
        'accept-encoding': pick(['br', 'gzip', 'br;q=abc', '*', nasty().slice(0, 100)]),
        ...(chance(0.3) ? { 'if-none-match': pick(['*', '"x"', nasty().slice(0, 100)]) } : {}),
      },
    }),
    () => ({ family: 'GET /{project}', method: 'GET', url: `/${nasty()}`, headers: {} }),
    () => ({
      family: 'GET /',
      method: pick(METHODS),
      url: '/',
      headers: { host: pick(['localhost', 'a.b', nasty().slice(0, 100)]) },
    }),
    () => ({
      family: 'GET /api/docs',
      method: 'GET',
      url: `/api/docs/${pick(['', 'json', 'static/index.html', nasty()])}`,
      headers: {},
    }),
  ];
  return pick(candidates)();
}

// --- Stripe webhooks, correctly signed but malformed ------------------------------
export const STRIPE_WEBHOOK_SECRET = 'whsec_fuzz_0123456789';

export function stripeWebhook(): FuzzRequest {
  const event = chance(0.5)
    ? broken({
        type: 'object',
        required: ['id', 'type', 'data'],
        properties: {
          id: { type: 'string' },
          object: { const: 'event' },
          type: {
            enum: [
              'checkout.session.completed',
              'checkout.session.async_payment_succeeded',
              'checkout.session.async_payment_failed',
              'checkout.session.expired',
              'payment_intent.created',
            ],
          },
          data: {
            type: 'object',
            properties: {
              object: {
                type: 'object',
                properties: {
                  id: { type: 'string' },
                  payment_status: { enum: ['paid', 'unpaid'] },
                  amount_total: { type: 'integer' },
                  currency: { type: 'string' },
                },
              },
            },
          },
        },
      })
    : nastyValue();
  const payload = JSON.stringify(event) ?? 'null';
  const t = Math.floor(Date.now() / 1000);
  const v1 = createHmac('sha256', STRIPE_WEBHOOK_SECRET).update(`${t}.${payload}`).digest('hex');
  return {
    family: 'POST /api/payments/webhooks/stripe (signed)',
    method: 'POST',
    url: '/api/payments/webhooks/stripe',
    headers: { 'content-type': 'application/json', 'stripe-signature': `t=${t},v1=${v1}` },
    payload,
  };
}
