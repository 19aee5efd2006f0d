// Staff sessions end for good, on both databases: disabling an account ends
// its sessions, so enabling it again revives none of them (it did); and an
// Authorization header that is not the admin token — Basic from a proxy in
// front of the console, a proxy's own Bearer beside the cookie — does not
// override the staff cookie (the console broke behind basic auth).
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/config.ts';
import { DIALECTS } from './support/databases.ts';
import { ADMIN_TOKEN, startTestApp, type TestApp } from './support/test-app.ts';

const PROJECTS_DIR = path.join(REPO_ROOT, 'projects');
const ORIGIN = 'http://localhost:80';
const BASIC = `Basic ${Buffer.from('hotel:proxy-password').toString('base64')}`;

describe.each(DIALECTS)('staff sessions on %s', (dialect) => {
  let t: TestApp;
  let admin: string;

  async function cookieOf(email: string): Promise<string> {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/staff/login',
      payload: { email, password: 'alpenrose-demo' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const c = res.cookies.find((k) => k.name === 'hospes.staff' && k.path === '/api/staff')!;
    return `${c.name}=${c.value}`;
  }
  const requests = (headers: Record<string, string>) =>
    t.app.inject({ url: '/api/staff/alpenrose/requests', headers });
  const frontdeskId = async () =>
    (await t.app.inject({ url: '/api/staff/alpenrose/accounts', headers: { cookie: admin } }))
      .json<{ accounts: { id: string; email: string }[] }>()
      .accounts.find((a) => a.email === 'frontdesk@alpenrose.example')!.id;
  const setDisabled = async (action: 'disable' | 'enable') =>
    t.app.inject({
      method: 'POST',
      url: `/api/staff/alpenrose/accounts/${await frontdeskId()}/${action}`,
      headers: { cookie: admin, origin: ORIGIN },
    });

  beforeAll(async () => {
    t = await startTestApp(dialect, { projectsDir: PROJECTS_DIR });
    admin = await cookieOf('staff@alpenrose.example');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('re-enabling a disabled account does not revive its old sessions', async () => {
    const before = await cookieOf('frontdesk@alpenrose.example');
    const another = await cookieOf('frontdesk@alpenrose.example');
    expect((await requests({ cookie: before })).statusCode).toBe(200);
    expect((await setDisabled('disable')).statusCode).toBe(204);
    expect((await requests({ cookie: before })).statusCode).toBe(401);
    expect((await setDisabled('enable')).statusCode).toBe(204);
    for (const old of [before, another]) {
      expect((await requests({ cookie: old })).statusCode).toBe(401);
      expect(
        (await t.app.inject({ url: '/api/staff/me', headers: { cookie: old } })).statusCode,
      ).toBe(401);
    }
    const fresh = await cookieOf('frontdesk@alpenrose.example');
    expect((await requests({ cookie: fresh })).statusCode).toBe(200);
  });

  it('a Basic header from a proxy (or a proxy’s Bearer) beside the cookie leaves the cookie in charge', async () => {
    expect((await requests({ cookie: admin, authorization: BASIC })).statusCode).toBe(200);
    expect(
      (await requests({ cookie: admin, authorization: 'Bearer a-proxy-jwt.abc.def' })).statusCode,
    ).toBe(200);
    const write = await t.app.inject({
      method: 'POST',
      url: '/api/staff/alpenrose/notifications',
      headers: { cookie: admin, authorization: BASIC, origin: ORIGIN },
      payload: { audience: 'all', title: 'Sauna', content: 'The sauna opens at 15:00 today.' },
    });
    expect(write.statusCode, write.body).toBe(200);
    // Without a cookie a Basic header is nobody; the admin token still works alone.
    expect((await requests({ authorization: BASIC })).statusCode).toBe(401);
    expect((await requests({ authorization: `Bearer ${ADMIN_TOKEN}` })).statusCode).toBe(200);
    expect((await requests({ authorization: 'Bearer wrong-token-123456' })).statusCode).toBe(401);
  });
});
