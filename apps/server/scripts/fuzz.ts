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
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp, type App } from '../src/app.ts';
import { loadConfig, REPO_ROOT } from '../src/config.ts';
import { hashSessionToken, newSessionToken } from '../src/sessions/session-token.ts';
import { errorBodyProblem } from './error-body-check.ts';
import { chance, int, pick, random, seedRandom } from './fuzz-random.ts';
import type { FuzzRequest } from './fuzz-requests.ts';
import {
  NASTY_STRINGS,
  STRIPE_WEBHOOK_SECRET,
  apiRequest,
  operationsOf,
  pageRequest,
  stripeWebhook,
} from './fuzz-requests.ts';

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const SHORT = process.argv.includes('--short');
const REQUESTS = Number(arg('requests') ?? (SHORT ? 2500 : 12000));
const SEED = Number(arg('seed') ?? 20261124);
/** One request in this many goes over a real socket. */
const SOCKET_SHARE = 8;
seedRandom(SEED);

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
