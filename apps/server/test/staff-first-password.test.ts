// Staff accounts through their life, on both databases: a new account's
// password (an administrator's choice) opens only the password change
// until its owner chooses their own; an administrator sets a forgotten
// password anew (the same rule, every session ends); a disabled account is
// told so — but only to whoever knows its password.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/config.ts';
import { DIALECTS } from './support/databases.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

const PROJECTS_DIR = path.join(REPO_ROOT, 'projects');
const ORIGIN = 'http://localhost:80';

describe.each(DIALECTS)('staff passwords and disabled accounts on %s', (dialect) => {
  let t: TestApp;
  let admin: string;

  const login = (email: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/staff/login', payload: { email, password } });
  async function cookieOf(email: string, password: string): Promise<string> {
    const res = await login(email, password);
    expect(res.statusCode, res.body).toBe(200);
    const c = res.cookies.find((k) => k.name === 'hospes.staff' && k.path === '/api/staff')!;
    return `${c.name}=${c.value}`;
  }
  const as = (cookie: string) => ({ cookie, origin: ORIGIN });

  beforeAll(async () => {
    t = await startTestApp(dialect, { projectsDir: PROJECTS_DIR });
    admin = await cookieOf('staff@alpenrose.example', 'alpenrose-demo');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('a new account must choose its own password before anything else', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/staff/alpenrose/accounts',
      headers: as(admin),
      payload: {
        email: 'lea@alpenrose.example',
        name: 'Lea Moser',
        role: 'frontdesk',
        password: 'first-password-1',
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ mustChangePassword: true, disabled: false });
    // The demo's accounts keep their published passwords.
    const res = await login('staff@alpenrose.example', 'alpenrose-demo');
    expect(res.json()).toMatchObject({ mustChangePassword: false });

    const lea = await cookieOf('lea@alpenrose.example', 'first-password-1');
    const me = await t.app.inject({ url: '/api/staff/me', headers: as(lea) });
    expect(me.json()).toMatchObject({ mustChangePassword: true });
    const requests = await t.app.inject({ url: '/api/staff/alpenrose/requests', headers: as(lea) });
    expect(requests.statusCode).toBe(403);
    expect(requests.json()).toMatchObject({ code: 'password_change_required' });

    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/staff/password',
      headers: as(lea),
      payload: { currentPassword: 'first-password-1', newPassword: 'my-own-password-2' },
    });
    expect(changed.statusCode, changed.body).toBe(204);
    expect((await t.app.inject({ url: '/api/staff/me', headers: as(lea) })).json()).toMatchObject({
      mustChangePassword: false,
    });
    const after = await t.app.inject({ url: '/api/staff/alpenrose/requests', headers: as(lea) });
    expect(after.statusCode).toBe(200);
  });

  it('an administrator sets a forgotten password anew: sessions end, it must be changed', async () => {
    const accounts = await t.app.inject({
      url: '/api/staff/alpenrose/accounts',
      headers: as(admin),
    });
    const lea = accounts
      .json<{ accounts: { id: string; email: string }[] }>()
      .accounts.find((a) => a.email === 'lea@alpenrose.example')!;
    const old = await cookieOf('lea@alpenrose.example', 'my-own-password-2');
    const reset = await t.app.inject({
      method: 'POST',
      url: `/api/staff/alpenrose/accounts/${lea.id}/password`,
      headers: as(admin),
      payload: { password: 'temporary-pass-3' },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(reset.json()).toMatchObject({
      email: 'lea@alpenrose.example',
      mustChangePassword: true,
    });
    expect((await t.app.inject({ url: '/api/staff/me', headers: as(old) })).statusCode).toBe(401);
    expect((await login('lea@alpenrose.example', 'my-own-password-2')).statusCode).toBe(401);
    const fresh = await cookieOf('lea@alpenrose.example', 'temporary-pass-3');
    expect(
      (await t.app.inject({ url: '/api/staff/alpenrose/requests', headers: as(fresh) })).json(),
    ).toMatchObject({ code: 'password_change_required' });
    // Too short, the own account, another project's account id: refused, nothing changed.
    const short = await t.app.inject({
      method: 'POST',
      url: `/api/staff/alpenrose/accounts/${lea.id}/password`,
      headers: as(admin),
      payload: { password: 'short' },
    });
    expect(short.statusCode).toBe(400);
    const me = (await t.app.inject({ url: '/api/staff/me', headers: as(admin) })).json<{
      account: { id: string };
    }>();
    const own = await t.app.inject({
      method: 'POST',
      url: `/api/staff/alpenrose/accounts/${me.account.id}/password`,
      headers: as(admin),
      payload: { password: 'another-pass-4' },
    });
    expect(own.statusCode).toBe(400);
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/staff/alpenrose/accounts/no-such-account/password',
      headers: as(admin),
      payload: { password: 'another-pass-4' },
    });
    expect(unknown.statusCode).toBe(404);
    // A front desk account may not set passwords.
    const frontdesk = await cookieOf('frontdesk@alpenrose.example', 'alpenrose-demo');
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/staff/alpenrose/accounts/${lea.id}/password`,
      headers: as(frontdesk),
      payload: { password: 'another-pass-4' },
    });
    expect(refused.statusCode).toBe(403);
    const audit = await t.app.inject({ url: '/api/staff/alpenrose/audit', headers: as(admin) });
    expect(
      audit
        .json<{ entries: { action: string; target: string }[] }>()
        .entries.find((e) => e.action === 'account.password.reset'),
    ).toMatchObject({ target: 'lea@alpenrose.example' });
  });

  it('a disabled account is told so with the right password, and only then', async () => {
    const accounts = await t.app.inject({
      url: '/api/staff/alpenrose/accounts',
      headers: as(admin),
    });
    const lea = accounts
      .json<{ accounts: { id: string; email: string }[] }>()
      .accounts.find((a) => a.email === 'lea@alpenrose.example')!;
    const disabled = await t.app.inject({
      method: 'POST',
      url: `/api/staff/alpenrose/accounts/${lea.id}/disable`,
      headers: as(admin),
    });
    expect(disabled.statusCode).toBe(204);
    const right = await login('lea@alpenrose.example', 'temporary-pass-3');
    expect(right.statusCode).toBe(403);
    expect(right.json()).toMatchObject({
      code: 'account_disabled',
      message: 'This account is disabled. An administrator of your hotel can enable it again.',
    });
    expect(right.cookies).toEqual([]);
    const wrong = await login('lea@alpenrose.example', 'not-the-password');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ code: 'login_failed' });
  });
});
