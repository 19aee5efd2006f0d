// Login limits under parallel requests, on both databases and across two
// instances on one PostgreSQL: an attempt is counted before the data are
// compared or the password verified, so 150 wrong attempts at once get at
// most the limit of number of answers and 429 for the rest — for guests'
// reservation logins (100 per reservation and hour), staff logins (10 per
// account in 15 minutes) and staff password changes (the same account
// limit: a stolen session cannot guess the password either).
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/config.ts';
import { LOGIN_LIMITS } from '../src/auth/login-rate-limit.ts';
import { STAFF_LOGIN_LIMITS } from '../src/staff/staff-session-policy.ts';
import { DIALECTS } from './support/databases.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

const PROJECTS_DIR = path.join(REPO_ROOT, 'projects');
const PASSWORD = 'alpenrose-demo';

let address = 0;
const nextIp = () => {
  address += 1;
  return `100.64.${(address >> 8) & 255}.${address & 255}`;
};

const tally = (codes: number[]) => {
  const counts = new Map<number, number>();
  for (const c of codes) counts.set(c, (counts.get(c) ?? 0) + 1);
  return Object.fromEntries(counts);
};

/**
 * Sends wrong attempts one after the other until one gets 429; answers how
 * many were answered `wrong` before (after a burst that took the whole
 * limit: none).
 */
async function guessesLeft(attempt: (i: number) => Promise<number>, wrong: number) {
  for (let i = 0; ; i += 1) {
    const code = await attempt(i);
    if (code === 429) return i;
    expect(code).toBe(wrong);
  }
}

const guestLogin = (t: TestApp, last_name: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/integrations/alpenrose/login',
    payload: { data: { reservation_id: 'R-1001', last_name } },
    headers: { 'x-forwarded-for': nextIp() },
  });

const staffLogin = (t: TestApp, email: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/staff/login',
    payload: { email, password },
    headers: { 'x-forwarded-for': nextIp() },
  });

async function staffCookie(t: TestApp, email: string): Promise<string> {
  const res = await staffLogin(t, email, PASSWORD);
  expect(res.statusCode, res.body).toBe(200);
  const c = res.cookies.find((k) => k.name === 'hospes.staff' && k.path === '/api/staff')!;
  return `${c.name}=${c.value}`;
}

describe.each(DIALECTS)('login limits under parallel requests on %s', (dialect) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp(dialect, { projectsDir: PROJECTS_DIR });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('150 parallel wrong guest logins for one reservation: 100 (the limit) answered 401, the rest 429', async () => {
    const codes = (
      await Promise.all(Array.from({ length: 150 }, (_, i) => guestLogin(t, `Wrong${i}`)))
    ).map((r) => r.statusCode);
    const counts = tally(codes);
    expect(
      codes.every((c) => c === 401 || c === 429),
      JSON.stringify(counts),
    ).toBe(true);
    expect(counts[401] ?? 0, JSON.stringify(counts)).toBe(LOGIN_LIMITS.reservation.max);
    const left = await guessesLeft(async (i) => (await guestLogin(t, `Later${i}`)).statusCode, 401);
    expect((counts[401] ?? 0) + left).toBe(LOGIN_LIMITS.reservation.max);
    // The right name is refused too now: the reservation is locked for the hour.
    expect((await guestLogin(t, 'Muster')).statusCode).toBe(429);
  });

  it('150 parallel wrong staff passwords: 10 (the limit) answered 401, the rest 429', async () => {
    const email = 'staff@alpenrose.example';
    const codes = (
      await Promise.all(Array.from({ length: 150 }, (_, i) => staffLogin(t, email, `wrong-${i}`)))
    ).map((r) => r.statusCode);
    const counts = tally(codes);
    expect(
      codes.every((c) => c === 401 || c === 429),
      JSON.stringify(counts),
    ).toBe(true);
    expect(counts[401] ?? 0, JSON.stringify(counts)).toBe(STAFF_LOGIN_LIMITS.reservation.max);
    const left = await guessesLeft(
      async (i) => (await staffLogin(t, email, `later-${i}`)).statusCode,
      401,
    );
    expect((counts[401] ?? 0) + left).toBe(STAFF_LOGIN_LIMITS.reservation.max);
    expect((await staffLogin(t, email, PASSWORD)).statusCode).toBe(429);
  });

  it('successful logins do not count: 15 logins of the front desk, then still 10 guesses', async () => {
    const email = 'frontdesk@alpenrose.example';
    for (let i = 0; i < 15; i += 1) await staffCookie(t, email);
    const codes = [];
    for (let i = 0; i < 11; i += 1) codes.push((await staffLogin(t, email, `no-${i}`)).statusCode);
    expect(codes).toEqual([...Array<number>(10).fill(401), 429]);
  });
});

describe.each(DIALECTS)('staff password changes under parallel requests on %s', (dialect) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp(dialect, { projectsDir: PROJECTS_DIR });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('150 parallel wrong current passwords: 10 (the limit) answered 400, the rest 429, and the login locks too', async () => {
    const email = 'frontdesk@alpenrose.example';
    const cookie = await staffCookie(t, email);
    const change = (currentPassword: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/staff/password',
        payload: { currentPassword, newPassword: 'a-new-password-123' },
        headers: { cookie, 'x-forwarded-for': nextIp() },
      });
    const results = await Promise.all(Array.from({ length: 150 }, (_, i) => change(`guess-${i}`)));
    const counts = tally(results.map((r) => r.statusCode));
    expect(
      results.every((r) => r.statusCode === 400 || r.statusCode === 429),
      JSON.stringify(counts),
    ).toBe(true);
    expect(counts[400] ?? 0, JSON.stringify(counts)).toBe(10);
    const limited = results.find((r) => r.statusCode === 429)!;
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    const left = await guessesLeft(async (i) => (await change(`later-${i}`)).statusCode, 400);
    expect((counts[400] ?? 0) + left).toBe(10);
    // Even the right password waits now, and so does a login.
    expect((await change(PASSWORD)).statusCode).toBe(429);
    expect((await staffLogin(t, email, PASSWORD)).statusCode).toBe(429);
  });
});

describe.runIf(DIALECTS.includes('postgres'))(
  'login limits through two instances on one PostgreSQL',
  () => {
    let a: TestApp;
    let b: TestApp;

    beforeAll(async () => {
      a = await startTestApp('postgres', { projectsDir: PROJECTS_DIR });
      b = await startTestApp('postgres', { projectsDir: PROJECTS_DIR }, a.database);
    });
    afterAll(async () => {
      await b?.close({ keepDatabase: true });
      await a?.close();
    });

    it('150 parallel wrong staff passwords spread over both instances: 10 (the limit) answered 401', async () => {
      const email = 'staff@alpenrose.example';
      const codes = (
        await Promise.all(
          Array.from({ length: 150 }, (_, i) => staffLogin(i % 2 ? a : b, email, `wrong-${i}`)),
        )
      ).map((r) => r.statusCode);
      const counts = tally(codes);
      expect(
        codes.every((c) => c === 401 || c === 429),
        JSON.stringify(counts),
      ).toBe(true);
      expect(counts[401] ?? 0, JSON.stringify(counts)).toBe(10);
    });
  },
);
