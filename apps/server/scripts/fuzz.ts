// `npm run fuzz`: throws malformed requests at the real app and fails on any
// 5xx. It walks every operation of the OpenAPI document and the routes
// outside it (the demo payment page, webhooks, media, the image proxy,
// project pages, the SPA shell, the API docs) with wrong types, oversized
// and unicode values, null bytes, `__proto__` keys, deep nesting, wrong
// content types and methods, and missing, forged or real session cookies —
// guests' and, on the staff routes, an admin's and a front desk's console
// sessions with their own Origin (or the admin token), so that most staff
// requests get past authentication to validation and handlers (at least
// 80 %, or the run fails).
// Most requests go through app.inject (fast); a share goes over a real
// socket, where Node's HTTP parser and the URL parsing see them first.
//
//   npm run fuzz [-- --requests=12000 --seed=7]      the full run
//   npm run fuzz -- --short                          ≤ 60 s (the test command)
//
// Reproducible: the same seed sends the same requests.
import { createHmac } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp, type App } from '../src/app.ts';
import { loadConfig, REPO_ROOT } from '../src/config.ts';
import { hashSessionToken, newSessionToken } from '../src/sessions/session-token.ts';
import { errorBodyProblem } from './error-body-check.ts';

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const SHORT = process.argv.includes('--short');
const REQUESTS = Number(arg('requests') ?? (SHORT ? 2500 : 12000));
const SEED = Number(arg('seed') ?? 20261124);
/** One request in this many goes over a real socket. */
const SOCKET_SHARE = 8;

// --- a seeded random source (mulberry32) ------------------------------------
let state = SEED >>> 0;
function random(): number {
  state = (state + 0x6d2b79f5) >>> 0;
  let t = state;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}
const int = (max: number) => Math.floor(random() * max);
const pick = <T>(items: readonly T[]): T => items[int(items.length)]!;
const chance = (p: number) => random() < p;

const NASTY_STRINGS = [
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
interface FuzzRequest {
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

function operationsOf(doc: { paths: Record<string, Record<string, unknown>> }): Operation[] {
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

function apiRequest(op: Operation, userId: string): FuzzRequest {
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
function pageRequest(): FuzzRequest {
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
const STRIPE_WEBHOOK_SECRET = 'whsec_fuzz_0123456789';

function stripeWebhook(): FuzzRequest {
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

// --- sessions -------------------------------------------------------------------
async function sessions(app: App) {
  const anon = await app.inject({ method: 'POST', url: '/api/guestdata/alpenrose/guests' });
  const login = await app.inject({
    method: 'POST',
    url: '/api/integrations/alpenrose/login',
    payload: { data: { reservation_id: 'R-1002', last_name: 'Gast' } },
  });
  const cookieOf = (res: typeof anon) =>
    res.cookies.map((c) => `${c.name}=${c.value}`).find((c) => c.startsWith('hospes_')) ?? '';
  return {
    cookies: [cookieOf(anon), cookieOf(login)],
    userIds: [anon.json<{ userId: string }>().userId, login.json<{ user_id: string }>().user_id],
  };
}

const ADMIN_TOKEN = 'fuzz-admin-token-0123456789';
/** Written into a staff request's Origin by the sender: the origin it reaches the server at. */
const OWN_ORIGIN = '\u0000own-origin';

/**
 * Console sessions of the demo admin and front desk, made directly (a login
 * would count against the account's limit, which fuzzed password changes
 * soon reach); fresh ones now and then, as fuzzed logouts end them.
 */
async function staffSessions(app: App): Promise<string[]> {
  const cookies: string[] = [];
  for (const email of ['staff@alpenrose.example', 'frontdesk@alpenrose.example']) {
    const account = await app.staff.accounts.findByEmail(email);
    if (!account) throw new Error(`no demo account ${email}`);
    const token = newSessionToken();
    const now = new Date();
    await app.staff.accounts.createSession({
      tokenHash: hashSessionToken(token),
      accountId: account.id,
      now: now.toISOString(),
      expiresAt: new Date(now.getTime() + 60 * 60_000).toISOString(),
    });
    cookies.push(`hospes.staff=${token}`);
  }
  return cookies;
}

const isStaffRoute = (url: string) =>
  /^\/api\/(staff\/(?!login|logout|me|password)|admin\/)/.test(url);

/** A staff route's credentials: mostly a real session with its Origin, sometimes the token, none or a forged one. */
function withStaffCredentials(request: FuzzRequest, staff: string[]): FuzzRequest {
  const roll = random();
  const headers = { ...request.headers };
  if (roll < 0.45) Object.assign(headers, { cookie: staff[0]!, origin: OWN_ORIGIN });
  else if (roll < 0.75) Object.assign(headers, { cookie: staff[1]!, origin: OWN_ORIGIN });
  else if (roll < 0.92) headers.authorization = `Bearer ${ADMIN_TOKEN}`;
  else if (roll < 0.96) headers.cookie = `hospes.staff=${pick(NASTY_STRINGS).slice(0, 100)}`;
  return { ...request, headers };
}

/** Mostly the session that owns the request's user id, sometimes none or a forged one. */
function withCookie(request: FuzzRequest, session: string): FuzzRequest {
  const roll = random();
  if (roll < 0.2) return request;
  const forged = `hospes_alpenrose=${pick(NASTY_STRINGS).slice(0, 300)}`;
  const cookie = roll < 0.3 ? forged : roll < 0.35 ? 'hospes_alpenrose=; a=%zz; ===' : session;
  return { ...request, headers: { ...request.headers, cookie } };
}

/** The request with its own-origin placeholder replaced by the origin it is sent to. */
function withOrigin(r: FuzzRequest, origin: string): FuzzRequest {
  if (r.headers.origin !== OWN_ORIGIN) return r;
  return { ...r, headers: { ...r.headers, origin } };
}

// --- sending -------------------------------------------------------------------
function overSocket(port: number, r: FuzzRequest): Promise<number> {
  return new Promise((resolve) => {
    // Node's client refuses some targets and headers: nothing reached us then.
    try {
      sendOverSocket(port, r, resolve);
    } catch {
      resolve(-1);
    }
  });
}

function sendOverSocket(port: number, r: FuzzRequest, resolve: (status: number) => void) {
  {
    const req = httpRequest(
      { host: '127.0.0.1', port, method: r.method, path: r.url, headers: r.headers },
      (res) => {
        // A realtime stream never ends: its status is the answer.
        if (String(res.headers['content-type']).startsWith('text/event-stream')) {
          resolve(res.statusCode ?? 0);
          req.destroy();
          return;
        }
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', () => resolve(-1));
    req.end(r.payload);
  }
}

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hospes-fuzz-'));
  // A minimal build when there is none: the shell routes must be reachable.
  const builtDist = path.join(REPO_ROOT, 'apps/web/dist');
  let webDist = builtDist;
  if (!existsSync(path.join(builtDist, 'index.html'))) {
    webDist = path.join(dataDir, 'dist');
    mkdirSync(path.join(webDist, 'assets'), { recursive: true });
    writeFileSync(
      path.join(webDist, 'index.html'),
      '<!doctype html><html><head></head><body></body></html>',
    );
  }
  const errors: { req: FuzzRequest; status: number }[] = [];
  const serverErrors: string[] = [];
  const contractBreaks: string[] = [];
  const config = {
    ...loadConfig({
      HOSPES_DATA_DIR: dataDir,
      HOSPES_ADMIN_TOKEN: ADMIN_TOKEN,
      HOSPES_WEB_DIST: webDist,
      LOG_LEVEL: 'error',
    }),
  };
  const app = await buildApp(config, {
    logger: {
      level: 'error',
      stream: { write: (line: string) => void serverErrors.push(line) },
    },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.server.address() as { port: number }).port;
  // A second app with Stripe as the provider, for its webhook (nothing is sent to Stripe).
  const stripeDataDir = mkdtempSync(path.join(tmpdir(), 'hospes-fuzz-stripe-'));
  const stripeApp = await buildApp(
    {
      ...config,
      databaseUrl: `sqlite:${path.join(stripeDataDir, 'hospes.sqlite')}`,
      dataDir: stripeDataDir,
      payments: {
        provider: 'stripe',
        stripe: {
          secretKey: 'sk_test_fuzz',
          webhookSecret: STRIPE_WEBHOOK_SECRET,
          apiBase: 'http://127.0.0.1:9',
        },
      },
    },
    {
      logger: { level: 'error', stream: { write: (line: string) => void serverErrors.push(line) } },
    },
  );
  const started = Date.now();
  try {
    let { cookies, userIds } = await sessions(app);
    let staff = await staffSessions(app);
    let staffRequests = 0;
    let staffAuthenticated = 0;
    const ops = operationsOf(app.swagger() as never);
    const counts = new Map<string, Map<number, number>>();
    const totals = new Map<number, number>();
    for (let i = 0; i < REQUESTS; i++) {
      // Fuzzed logouts end sessions: fresh ones now and then.
      if (i > 0 && i % 250 === 0) {
        ({ cookies, userIds } = await sessions(app));
        staff = await staffSessions(app);
      }
      const toStripe = chance(0.04);
      const who = int(cookies.length);
      const base = toStripe
        ? stripeWebhook()
        : chance(0.7)
          ? apiRequest(pick(ops), userIds[who]!)
          : pageRequest();
      const forStaff = !toStripe && isStaffRoute(base.url);
      const r = forStaff ? withStaffCredentials(base, staff) : withCookie(base, cookies[who]!);
      // Each request from its own address: rate limits answer 429 early otherwise.
      const remoteAddress = `10.${int(256)}.${int(256)}.${1 + int(254)}`;
      let status: number;
      if (toStripe) {
        const res = await stripeApp.inject({
          method: 'POST',
          url: r.url,
          headers: r.headers,
          payload: r.payload,
          remoteAddress,
        });
        status = res.statusCode;
      } else if (
        i % SOCKET_SHARE === 0 ||
        r.url.startsWith('/api/events/') ||
        /^\/api\/staff\/[^/]+\/events/.test(r.url)
      ) {
        // The realtime stream stays open: only a socket can let go of it.
        status = await overSocket(port, withOrigin(r, `http://127.0.0.1:${port}`));
      } else {
        const res = await app.inject({
          method: r.method as 'GET',
          url: r.url,
          headers: withOrigin(r, 'http://localhost:80').headers,
          payload: r.payload,
          remoteAddress,
        });
        status = res.statusCode;
        const problem = errorBodyProblem(r.method, r.url, status, res.body);
        if (problem)
          contractBreaks.push(`${status} ${r.method} ${r.url.slice(0, 120)}: ${problem}`);
      }
      const family = counts.get(r.family) ?? new Map<number, number>();
      family.set(status, (family.get(status) ?? 0) + 1);
      counts.set(r.family, family);
      totals.set(status, (totals.get(status) ?? 0) + 1);
      if (status >= 500) errors.push({ req: r, status });
      if (forStaff) {
        staffRequests += 1;
        // Past authentication: anything but "log in first" (401; a 403 is the role's or CSRF's).
        if (status !== 401 && status !== -1) staffAuthenticated += 1;
      }
    }
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    const fmt = (m: Map<number, number>) =>
      [...m]
        .sort((a, b) => a[0] - b[0])
        .map(([s, n]) => `${s === -1 ? 'refused' : s}×${n}`)
        .join(' ');
    console.log(
      `fuzz: ${REQUESTS} requests in ${seconds} s, seed ${SEED}, ${ops.length} API operations`,
    );
    for (const [family, m] of [...counts].sort()) console.log(`  ${family.padEnd(58)} ${fmt(m)}`);
    console.log(`  ${'all'.padEnd(58)} ${fmt(totals)}`);
    const share = staffRequests > 0 ? staffAuthenticated / staffRequests : 0;
    console.log(
      `fuzz: ${staffRequests} staff requests, ${(share * 100).toFixed(1)} % past authentication ` +
        '(admin and front-desk sessions with their Origin, or the admin token)',
    );
    if (share < 0.8) {
      console.error('fuzz: fewer than 80 % of the staff requests got past authentication');
      process.exitCode = 1;
    }
    if (contractBreaks.length > 0) {
      console.error(`\n${contractBreaks.length} error answers broke the error body contract:`);
      for (const line of contractBreaks.slice(0, 10)) console.error(`  ${line}`);
      process.exitCode = 1;
    } else {
      console.log('fuzz: every /api error answer is the error body with its code');
    }
    if (errors.length > 0) {
      console.error(`\n${errors.length} answers were 5xx. The first ones:`);
      for (const { req, status } of errors.slice(0, 10)) {
        const payload =
          typeof req.payload === 'string'
            ? req.payload.slice(0, 300)
            : req.payload
              ? '<bytes>'
              : '';
        console.error(
          `  ${status} ${req.method} ${req.url.slice(0, 200)} ${JSON.stringify(req.headers).slice(0, 200)} ${payload}`,
        );
      }
      for (const line of serverErrors.slice(0, 5)) console.error(`  log: ${line.slice(0, 600)}`);
      process.exitCode = 1;
    } else {
      console.log('fuzz: 0 × 5xx');
    }
  } finally {
    await app.close();
    await stripeApp.close();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(stripeDataDir, { recursive: true, force: true });
  }
}

await main();
