// PUT /api/admin/projects/{project}/models/{lang}: publishing a model version
// with the admin token (used by the end-to-end tests and staff tools).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from './support/databases.ts';
import { ADMIN_TOKEN, readFixtureModel, startTestApp, type TestApp } from './support/test-app.ts';

const URL_DE = '/api/admin/projects/alpha/models/de';

function withVersion(version: number, greeting = `Version ${version}`) {
  const model = readFixtureModel('alpha/model.de.json');
  model._meta.version = version;
  model.welcome.top.greeting = greeting;
  return model;
}

describe.each(DIALECTS)('admin model upload on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect);
  });
  afterAll(async () => {
    await t?.close();
  });

  // null: no Authorization header at all.
  const put = (url: string, payload: unknown, token: string | null = ADMIN_TOKEN) =>
    t.app.inject({
      method: 'PUT',
      url,
      payload: payload as object,
      headers: token === null ? {} : { authorization: `Bearer ${token}` },
    });

  it('answers 401 without a token or with a wrong one, and stores nothing', async () => {
    for (const token of [null, 'wrong-token-0123456789', '']) {
      const res = await put(URL_DE, withVersion(10), token);
      expect(res.statusCode).toBe(401);
      expect(res.headers['www-authenticate']).toBe('Bearer');
      expect(res.json()).toEqual({
        error: 'Unauthorized',
        code: 'unauthorized',
        message: 'A valid admin token is required.',
      });
    }
    const model = await t.app.inject({ method: 'GET', url: '/api/projects/alpha/model/de' });
    expect(model.json()._meta.version).toBe(2);
  });

  it('answers 401 before validating the body', async () => {
    const res = await put(URL_DE, { name: 42 }, null);
    expect(res.statusCode).toBe(401);
  });

  it('refuses a wrong token before reading the body: an invalid or large body is still a 401', async () => {
    const attempts = [
      { payload: '{ not json', type: 'application/json' },
      { payload: 'x'.repeat(1_900_000), type: 'application/json' },
      { payload: 'a=b', type: 'application/x-www-form-urlencoded' },
    ];
    for (const [i, { payload, type }] of attempts.entries()) {
      const res = await t.app.inject({
        method: 'PUT',
        url: URL_DE,
        payload,
        remoteAddress: `198.51.100.${i + 1}`,
        headers: { 'content-type': type, authorization: 'Bearer wrong-token-0123456789' },
      });
      expect(res.statusCode, type).toBe(401);
    }
  });

  it('limits wrong tokens per client (the 21st within a minute gets 429) and never logs a token', async () => {
    const guess = (remoteAddress: string, token: string) =>
      t.app.inject({
        method: 'PUT',
        url: URL_DE,
        payload: withVersion(10),
        remoteAddress,
        headers: { authorization: `Bearer ${token}` },
      });
    const guesser = '203.0.113.66';
    for (let i = 0; i < 20; i++) {
      expect((await guess(guesser, `guess-${i}-0123456789`)).statusCode).toBe(401);
    }
    const refused = await guess(guesser, 'guess-20-0123456789');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Even the right token waits: the address is refused, not the guess.
    expect((await guess(guesser, ADMIN_TOKEN)).statusCode).toBe(429);
    // Another client is not affected.
    expect((await guess('203.0.113.67', 'guess-x-0123456789')).statusCode).toBe(401);
    const logged = JSON.stringify(t.logs);
    expect(logged).toContain('Admin token refused');
    expect(logged).not.toMatch(/guess-\d+-0123456789|wrong-token|Bearer /);
  });

  it('answers 413 for a model larger than 2 MB with the right token', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: URL_DE,
      payload: JSON.stringify({ ...withVersion(10), padding: 'x'.repeat(2 * 1024 * 1024) }),
      headers: { 'content-type': 'application/json', authorization: `Bearer ${ADMIN_TOKEN}` },
    });
    expect(res.statusCode).toBe(413);
  });

  it('answers 400 naming the bad field of an invalid model', async () => {
    const model = withVersion(10);
    model.discover.topics[0]!.items[0]!.geo.latitude = 'north';
    const res = await put(URL_DE, model);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Bad Request');
    expect(res.json().message).toContain('discover/topics/0/items/0/geo/latitude');
  });

  it('answers 400 when _meta.lang differs from the language in the path', async () => {
    const res = await put('/api/admin/projects/alpha/models/en', withVersion(10));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^body\/_meta\/lang: /);
  });

  it('answers 409 for a version that is not higher than the stored one', async () => {
    for (const version of [2, 1]) {
      const res = await put(URL_DE, withVersion(version));
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        error: 'Conflict',
        code: 'conflict',
        message: `Version ${version} is not higher than the stored version 2.`,
      });
    }
  });

  it('stores a higher version, which the model endpoint then serves with a new ETag', async () => {
    const before = await t.app.inject({ method: 'GET', url: '/api/projects/alpha/model/de' });
    const res = await put(URL_DE, withVersion(3, 'Neue Begrüßung'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      project: 'alpha',
      lang: 'de',
      version: 3,
      status: 'updated',
    });

    const after = await t.app.inject({
      method: 'GET',
      url: '/api/projects/alpha/model/de',
      headers: { 'if-none-match': before.headers.etag as string },
    });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).toBe(res.json().etag);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.json()._meta.version).toBe(3);
    expect(after.json().welcome.top.greeting).toBe('Neue Begrüßung');
  });

  it('creates a new project and language, and the catalog knows it at once', async () => {
    const model = readFixtureModel('alpha/model.en.json');
    model.name = 'Hotel Gamma';
    model._meta.version = 1;
    const res = await put('/api/admin/projects/gamma/models/en', model);
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('created');
    const list = await t.app.inject({ method: 'GET', url: '/api/projects' });
    expect(list.json().projects.map((p: { id: string }) => p.id)).toContain('gamma');
    // gamma has no German model: every language falls back to what it has.
    const de = await t.app.inject({ method: 'GET', url: '/api/projects/gamma/model/de' });
    expect(de.json().name).toBe('Hotel Gamma');
  });

  it('rejects project ids that are not plain or are reserved paths', async () => {
    for (const id of ['Bad_Id', 'api', 'media']) {
      const res = await put(`/api/admin/projects/${id}/models/de`, withVersion(1));
      expect(res.statusCode, id).toBe(400);
    }
  });
});

describe.each(DIALECTS)('admin model upload without a configured token on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect, { adminToken: undefined });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers 404 JSON, as if the route did not exist', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: URL_DE,
      payload: withVersion(10),
      headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe('Not Found');
  });
});
