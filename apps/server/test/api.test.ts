// The API of ARCHITECTURE.md against real databases: health, project list,
// model of a language with fallback, ETag revalidation, and error answers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from './support/databases.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

describe.each(DIALECTS)('API on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('runs against the dialect it is named after', () => {
    expect(t.app.database.dialect).toBe(dialect);
  });

  it('reports health with a database check', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('lists the imported projects with name, product and languages', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/projects' });
    expect(res.statusCode).toBe(200);
    expect(res.json().projects).toEqual([
      {
        id: 'alpha',
        name: 'Hotel Alpha',
        product: 'app',
        defaultLang: 'de',
        languages: ['de', 'en'],
      },
      {
        id: 'beta',
        name: 'Gasthof "Beta" <Tal> & Söhne',
        product: 'discover',
        defaultLang: 'de',
        languages: ['de'],
      },
    ]);
  });

  it('serves the model of the requested language with _meta.version', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/projects/alpha/model/en' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const model = res.json();
    expect(model._meta).toMatchObject({ version: 2, lang: 'en' });
    expect(model.welcome.top.greeting).toBe('Welcome to Hotel Alpha');
  });

  it('falls back to the default language for an unknown language', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/projects/alpha/model/xx' });
    expect(res.statusCode).toBe(200);
    expect(res.json()._meta.lang).toBe('de');
    expect(res.headers['content-language']).toBe('de');
  });

  it('falls back to the default language for a language the project lacks', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/projects/beta/model/fr' });
    expect(res.statusCode).toBe(200);
    expect(res.json()._meta.lang).toBe('de');
  });

  it('ignores the cache-busting query of the model refresh', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/projects/alpha/model/de?t=123' });
    expect(res.statusCode).toBe(200);
    expect(res.json()._meta.lang).toBe('de');
  });

  it('answers 404 JSON for an unknown project', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/projects/nope/model/en' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      error: 'Not Found',
      code: 'not_found',
      message: 'There is no project "nope".',
    });
  });

  it('sends a strong ETag with no-cache and answers 304 when it still matches', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/projects/alpha/model/de' });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{43}"$/);
    expect(first.headers['cache-control']).toBe('no-cache');

    const again = await t.app.inject({
      method: 'GET',
      url: '/api/projects/alpha/model/de',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);

    const other = await t.app.inject({
      method: 'GET',
      url: '/api/projects/alpha/model/en',
      headers: { 'if-none-match': etag },
    });
    expect(other.statusCode).toBe(200);
    expect(other.headers.etag).not.toBe(etag);
  });

  it('answers a zod validation failure with 400 JSON naming the field', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/projects/alpha/model/${'x'.repeat(40)}`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'Bad Request',
      code: 'invalid_request',
      message: expect.stringMatching(/^params\/lang: /),
      issues: [{ path: 'params/lang', message: expect.any(String) }],
    });
  });

  it.each(['/', '/alpha/', '/does/not/exist'])(
    'answers a malformed JSON body with a 400 HTML page outside the API: %s',
    async (url) => {
      const res = await t.app.inject({
        method: 'POST',
        url,
        payload: '{',
        headers: { 'content-type': 'application/json' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.body).toContain('<h1>Bad Request</h1>');
      expect(res.body).toContain('The request body is not valid JSON.');
    },
  );

  it.each([
    '/api/health',
    '/api/projects',
    '/api/nope',
    '/api/guestdata/alpha/profile/guest_app_x',
  ])('answers a malformed JSON body with 400 JSON on %s', async (url) => {
    for (const method of ['POST', 'PUT'] as const) {
      const res = await t.app.inject({
        method,
        url,
        payload: '{',
        headers: { 'content-type': 'application/json' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        error: 'Bad Request',
        code: 'invalid_request',
        message: 'The request body is not valid JSON.',
      });
    }
  });

  it('answers an unsupported media type with 415 JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/guestdata/alpha/guests',
      payload: '<guest/>',
      headers: { 'content-type': 'application/xml' },
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ error: 'Unsupported Media Type' });
  });

  it('answers the admin route without a token with 401 before looking at the body', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/projects/alpha/models/de',
      payload: '<model/>',
      headers: { 'content-type': 'application/xml' },
    });
    expect(res.statusCode).toBe(401);
  });

  it('answers an oversized body with 413 JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/projects',
      payload: JSON.stringify({ big: 'x'.repeat(1024 * 1024 + 10) }),
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ error: 'Payload Too Large' });
  });

  it('answers an unknown API path with 404 JSON', async () => {
    for (const url of ['/api/nope', '/api/projects/alpha/other', '/api']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({
        error: 'Not Found',
        code: 'not_found',
        message: expect.any(String),
      });
    }
  });

  it('serves the OpenAPI document and its UI under /api/docs', async () => {
    const json = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(json.statusCode).toBe(200);
    expect(Object.keys(json.json().paths)).toEqual(
      expect.arrayContaining([
        '/api/health',
        '/api/projects/{project}/model/{lang}',
        '/api/admin/projects/{project}/models/{lang}',
      ]),
    );
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toMatch(/text\/html/);
  });
});

describe.each(DIALECTS)('health without a database on %s', (dialect) => {
  it('answers 503 when the database does not answer', async () => {
    const t = await startTestApp(dialect);
    try {
      await t.app.database.db.destroy();
      const res = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        error: 'Service Unavailable',
        code: 'unavailable',
        message: 'The database does not answer.',
        status: 'error',
        database: 'error',
      });
    } finally {
      await t.close();
    }
  });
});
