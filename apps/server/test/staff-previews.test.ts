// A draft previewed in the guest app, on both databases: the server checks
// it like a publication, answers a link for an hour, and serves the draft
// only with a staff session of the project (never cached); guests keep
// getting the published model, other languages come as published, and an
// expired or foreign link shows nothing.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/config.ts';
import { PREVIEW_TTL_MS } from '../src/projects/model-preview.repository.ts';
import { DIALECTS } from './support/databases.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

const PROJECTS_DIR = path.join(REPO_ROOT, 'projects');
const ORIGIN = 'http://localhost:80';

interface Model {
  _meta: { version: number; lang: string };
  welcome: { top: { greeting?: string } };
  _images?: unknown;
}

describe.each(DIALECTS)('draft previews on %s', (dialect) => {
  let t: TestApp;
  let clock = Date.parse('2026-11-27T08:00:00Z');
  const cookies: Record<string, string> = {};

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
  const get = (url: string, cookie?: string) =>
    t.app.inject({ url, headers: cookie ? { cookie } : {} });
  const preview = (lang: string, model: object, cookie = cookies.admin!) =>
    t.app.inject({
      method: 'POST',
      url: `/api/staff/alpenrose/content/${lang}/previews`,
      headers: { cookie, origin: ORIGIN },
      payload: { model },
    });

  beforeAll(async () => {
    t = await startTestApp(dialect, { projectsDir: PROJECTS_DIR }, undefined, {
      now: () => clock,
    });
    cookies.admin = await cookieOf('staff@alpenrose.example');
    cookies.frontdesk = await cookieOf('frontdesk@alpenrose.example');
  });
  afterAll(async () => {
    await t?.close();
  });

  async function draftLink(greeting: string) {
    const current = (await get('/api/staff/alpenrose/content/en', cookies.admin)).json<{
      version: number;
      model: Model;
    }>();
    const draft = structuredClone(current.model);
    draft.welcome.top.greeting = greeting;
    const res = await preview('en', draft);
    expect(res.statusCode, res.body).toBe(201);
    const { url, expiresAt } = res.json<{ url: string; expiresAt: string }>();
    expect(Date.parse(expiresAt)).toBe(clock + PREVIEW_TTL_MS);
    const token = /^\/alpenrose\/\?preview=([A-Za-z0-9_-]{43})&lang=en#\/$/.exec(url)?.[1];
    expect(token, url).toBeDefined();
    return { token: token!, version: current.version };
  }

  it('serves the draft to the staff only, while guests keep the published model', async () => {
    const { token, version } = await draftLink('Welcome to the draft');
    const model = await get(`/api/staff/alpenrose/previews/${token}/model/en`, cookies.admin);
    expect(model.statusCode, model.body).toBe(200);
    expect(model.headers['cache-control']).toBe('no-store');
    const body = model.json<Model>();
    expect(body.welcome.top.greeting).toBe('Welcome to the draft');
    expect(body._meta).toMatchObject({ version, lang: 'en' });

    const published = (await get('/api/projects/alpenrose/model/en')).json<Model>();
    expect(published.welcome.top.greeting).not.toBe('Welcome to the draft');
    expect(published._meta.version).toBe(version);

    // Another language comes as published.
    const de = await get(`/api/staff/alpenrose/previews/${token}/model/de`, cookies.admin);
    expect(de.json<Model>()._meta.lang).toBe('de');
    expect(de.json<Model>().welcome.top.greeting).toBe(
      (await get('/api/projects/alpenrose/model/de')).json<Model>().welcome.top.greeting,
    );

    // Without a staff session, or as front desk: nothing.
    expect((await get(`/api/staff/alpenrose/previews/${token}/model/en`)).statusCode).toBe(401);
    expect(
      (await get(`/api/staff/alpenrose/previews/${token}/model/en`, cookies.frontdesk)).statusCode,
    ).toBe(403);
    // Another project's address with this token: not found.
    const other = await t.app.inject({
      url: `/api/staff/bergblick/previews/${token}/model/en`,
      headers: { authorization: 'Bearer test-admin-token-0123456789' },
    });
    expect(other.statusCode).toBe(404);
  });

  it('refuses an invalid draft with the path of the problem and a front desk with 403', async () => {
    const current = (await get('/api/staff/alpenrose/content/en', cookies.admin)).json<{
      model: Record<string, unknown>;
    }>();
    const invalid = { ...current.model };
    delete invalid.welcome;
    const refused = await preview('en', invalid);
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ message: string }>().message).toMatch(/^welcome/);
    expect((await preview('en', current.model, cookies.frontdesk)).statusCode).toBe(403);
  });

  it('a link stops working after an hour, and an unknown one never works', async () => {
    const { token } = await draftLink('Welcome for an hour');
    const url = `/api/staff/alpenrose/previews/${token}/model/en`;
    clock += PREVIEW_TTL_MS - 1_000;
    expect((await get(url, cookies.admin)).statusCode).toBe(200);
    clock += 2_000;
    const expired = await get(url, cookies.admin);
    expect(expired.statusCode).toBe(404);
    expect(expired.json()).toMatchObject({
      message: 'This preview has expired. Open a new one from the console.',
    });
    const unknown = await get(
      `/api/staff/alpenrose/previews/${'x'.repeat(43)}/model/en`,
      cookies.admin,
    );
    expect(unknown.statusCode).toBe(404);
  });
});
