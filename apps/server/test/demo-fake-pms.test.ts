// The demo's fake Mews and apaleo (HOSPES_DEMO_FAKE_PMS, off by default): the
// demo start page offers to connect a project to either, a plain form post
// from the page itself does, and a guest then logs in with a reservation of
// that fake.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/config.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

const PROJECTS_DIR = path.join(REPO_ROOT, 'projects');

describe('the demo with a fake Mews and a fake apaleo', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('sqlite', { projectsDir: PROJECTS_DIR, demoFakePms: true });
  });
  afterAll(async () => {
    await t?.close();
  });

  const switchTo = (kind: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/_hospes/demo/pms',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      payload: `project=talhof&kind=${kind}`,
    });

  it('the start page offers it, with the reservations to log in with', async () => {
    const page = await t.app.inject({ url: '/' });
    expect(page.body).toContain('<h2 id="fake-pms">A hotel on Mews or apaleo</h2>');
    expect(page.body).toContain(
      '<code>M-1001</code> / <code>Muster</code> — arrives today, check-in ready',
    );
    expect(page.body).toContain(
      '<code>MUSTERMA-1</code> / <code>Muster</code> — arrives today, check-in ready',
    );
    expect(page.body).toContain('Connect Gasthof Talhof to the fake Mews');
    expect(page.body).toContain('Connect Gasthof Talhof to the fake apaleo');
    // Projects without a guest login have nothing to connect.
    expect(page.body).not.toContain('Connect Seenland');
  });

  it('a form post from the page connects talhof; its guest logs in with the Mews reservation', async () => {
    const res = await switchTo('mews', { 'sec-fetch-site': 'same-origin' });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/');
    const page = await t.app.inject({ url: '/' });
    expect(page.body).toContain('Gasthof Talhof: <strong>the fake Mews</strong>');
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/integrations/talhof/login',
      payload: { data: { reservation_id: 'm-1001', last_name: 'muster' } },
      headers: { 'x-forwarded-for': '198.51.100.210' },
    });
    expect(login.statusCode, login.body).toBe(200);
    expect(t.app.demoFakePms.find((f) => f.kind === 'mews')?.calls()).toBeGreaterThan(0);
    expect((await switchTo('builtin')).statusCode).toBe(303);
    expect((await t.app.inject({ url: '/' })).body).toContain(
      'Gasthof Talhof: <strong>the built-in PMS</strong>',
    );
    // The same with the fake apaleo.
    expect((await switchTo('apaleo', { 'sec-fetch-site': 'same-origin' })).statusCode).toBe(303);
    expect((await t.app.inject({ url: '/' })).body).toContain(
      'Gasthof Talhof: <strong>the fake apaleo</strong>',
    );
    const onApaleo = await t.app.inject({
      method: 'POST',
      url: '/api/integrations/talhof/login',
      payload: { data: { reservation_id: 'musterma-1', last_name: 'MUSTER' } },
      headers: { 'x-forwarded-for': '198.51.100.211' },
    });
    expect(onApaleo.statusCode, onApaleo.body).toBe(200);
    expect(t.app.demoFakePms.find((f) => f.kind === 'apaleo')?.calls()).toBeGreaterThan(0);
    expect((await switchTo('builtin')).statusCode).toBe(303);
    expect((await t.app.inject({ url: '/' })).body).toContain(
      'Gasthof Talhof: <strong>the built-in PMS</strong>',
    );
  });

  it('another site cannot switch it', async () => {
    expect((await switchTo('mews', { 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
    expect((await switchTo('mews', { origin: 'https://evil.example' })).statusCode).toBe(403);
  });

  it('is off by default', async () => {
    const plain = await startTestApp('sqlite', { projectsDir: PROJECTS_DIR });
    try {
      expect((await plain.app.inject({ url: '/' })).body).not.toContain('A hotel on Mews');
      expect(plain.app.demoFakePms).toEqual([]);
    } finally {
      await plain.close();
    }
  });
});
