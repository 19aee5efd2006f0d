// GET /media/{projectId}/{file}: files of projects/<id>/media, nothing else.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from './support/databases.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

describe.each(DIALECTS)('project media on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('serves a media file with a long cache', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/media/alpha/welcome.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.headers['cache-control']).toBe('public, max-age=2592000');
    expect(res.body).toContain('<svg');
  });

  it.each([
    '/media/alpha/..%2fmodel.de.json',
    '/media/alpha/%2e%2e/model.de.json',
    '/media/alpha/%2e%2e%2f%2e%2e%2fbeta/model.de.json',
    '/media/alpha/..%5cmodel.de.json',
    '/media/..%2falpha/model.de.json',
    '/media/alpha/missing.png',
    '/media/nope/welcome.svg',
  ])('blocks path traversal and missing files: %s', async (url) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('_meta');
  });
});
