// Deep or unknown JSON in a model is a 400 with the path, never a 500, on
// every route that takes a model (the admin PUT, the console's publish and
// its preview): JSON nested deeper than 64 levels is refused before it is
// parsed (an extra key 5,000 arrays deep overflowed the stack), and
// unknown top-level keys are refused instead of being published as they are.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/config.ts';
import { DIALECTS } from './support/databases.ts';
import { ADMIN_TOKEN, startTestApp, type TestApp } from './support/test-app.ts';

const PROJECTS_DIR = path.join(REPO_ROOT, 'projects');
const ORIGIN = 'http://localhost:80';
const model = JSON.parse(
  readFileSync(path.join(PROJECTS_DIR, 'seenland', 'model.en.json'), 'utf8'),
) as { _meta: { version: number } };

/** The model's JSON text with one more top-level key whose value is `value` (raw JSON). */
const withExtra = (value: string, base: object = model) =>
  JSON.stringify(base).replace(/}$/, `,"extra":${value}}`);
const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

describe.each(DIALECTS)('models with deep or unknown JSON on %s', (dialect) => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await startTestApp(dialect, { projectsDir: PROJECTS_DIR });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/staff/login',
      payload: { email: 'staff@alpenrose.example', password: 'alpenrose-demo' },
    });
    const c = res.cookies.find((k) => k.name === 'hospes.staff' && k.path === '/api/staff')!;
    admin = `${c.name}=${c.value}`;
  });
  afterAll(async () => {
    await t?.close();
  });

  const adminPut = (body: string) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/admin/projects/seenland/models/en',
      headers: { authorization: `Bearer ${ADMIN_TOKEN}`, 'content-type': 'application/json' },
      payload: body,
    });
  const staff = (method: 'PUT' | 'POST', url: string, body: string) =>
    t.app.inject({
      method,
      url,
      headers: { cookie: admin, origin: ORIGIN, 'content-type': 'application/json' },
      payload: body,
    });

  it('an extra key 5,000 arrays deep is a 400 with its path on all three routes', async () => {
    const alpenrose = (
      await t.app.inject({ url: '/api/staff/alpenrose/content/en', headers: { cookie: admin } })
    ).json<{
      version: number;
      model: object;
    }>();
    const deep = nested(5000);
    const answers = [
      await adminPut(withExtra(deep)),
      await staff(
        'PUT',
        '/api/staff/alpenrose/content/en',
        `{"baseVersion":${alpenrose.version},"model":${withExtra(deep, alpenrose.model)}}`,
      ),
      await staff(
        'POST',
        '/api/staff/alpenrose/content/en/previews',
        `{"model":${withExtra(deep, alpenrose.model)}}`,
      ),
    ];
    expect(answers.map((r) => r.statusCode)).toEqual([400, 400, 400]);
    expect(answers.map((r) => r.json<{ message: string }>().message)).toEqual([
      'body/extra/0/0/0/0/0/…: JSON nests deeper than 64 levels.',
      'body/model/extra/0/0/0/0/…: JSON nests deeper than 64 levels.',
      'body/model/extra/0/0/0/0/…: JSON nests deeper than 64 levels.',
    ]);
    expect(t.logs.filter((l) => l.level >= 50)).toEqual([]);
  });

  it('every JSON route refuses a body nested too deep with 400, not only models', async () => {
    const guest = await t.app.inject({ method: 'POST', url: '/api/guestdata/alpenrose/guests' });
    const { userId } = guest.json<{ userId: string }>();
    const cookie = guest.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/messages/send/alpenrose/${userId}`,
      headers: { cookie, 'content-type': 'application/json' },
      payload: `{"content":${nested(2000)}}`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'Bad Request',
      code: 'invalid_request',
      message: 'body/content/0/0/0/0/0/…: JSON nests deeper than 64 levels.',
      issues: [{ path: 'body/content/0/0/0/0/0/…', message: 'JSON nests deeper than 64 levels.' }],
    });
  });

  it('a model nested within the limit is still checked by its schema (an extra top-level key: 400)', async () => {
    const next = { ...model, _meta: { ...model._meta, version: model._meta.version + 1 } };
    const unknown = await adminPut(withExtra('{"note":"stray paste"}', next));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({
      error: 'Bad Request',
      code: 'invalid_request',
      message: 'body/extra: Unrecognized key: "extra"',
      issues: [{ path: 'body/extra', message: 'Unrecognized key: "extra"' }],
    });
    // The model itself, without the stray key, publishes.
    expect((await adminPut(JSON.stringify(next))).statusCode).toBe(200);
  });

  it('a served model (with the server’s image signatures) sent back publishes: `_images` is a key of the model', async () => {
    const served = (await t.app.inject({ url: '/api/projects/seenland/model/en' })).json<{
      _meta: { version: number };
      _images?: unknown;
    }>();
    expect(served._images).toBeDefined();
    served._meta.version += 10;
    const res = await adminPut(JSON.stringify(served));
    expect(res.statusCode, res.body).toBe(200);
  });

  it('an unknown top-level key is refused by the console with its path; nested unknown keys are kept', async () => {
    const current = (
      await t.app.inject({ url: '/api/staff/alpenrose/content/en', headers: { cookie: admin } })
    ).json<{
      version: number;
      model: Record<string, unknown> & { welcome: Record<string, unknown> };
    }>();
    const stray = await staff(
      'PUT',
      '/api/staff/alpenrose/content/en',
      JSON.stringify({ baseVersion: current.version, model: { ...current.model, welcom: {} } }),
    );
    expect(stray.statusCode).toBe(400);
    expect(stray.json<{ message: string }>().message).toBe(
      'welcom: A project model has no "welcom" here (unknown keys: welcom).',
    );
    const kept = await staff(
      'PUT',
      '/api/staff/alpenrose/content/en',
      JSON.stringify({
        baseVersion: current.version,
        model: { ...current.model, welcome: { ...current.model.welcome, x_note: 'kept' } },
      }),
    );
    expect(kept.statusCode, kept.body).toBe(200);
  });
});
