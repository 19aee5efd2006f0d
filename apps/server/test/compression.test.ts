// Responses are compressed by Accept-Encoding (docs/performance.md: the
// largest single step for a guest on a slow connection); small ones are not.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPRESSION_THRESHOLD_BYTES } from '../src/plugins/external/compression.ts';
import { DIALECTS } from './support/databases.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

const MODEL = '/api/projects/alpha/model/de';
/** A large JSON answer (the fixture models are small). */
const LARGE = '/api/docs/json';

describe.each(DIALECTS)('response compression on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('sends JSON brotli-compressed when the client accepts br, and it decodes to the same JSON', async () => {
    const plain = await t.app.inject({ method: 'GET', url: LARGE });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);

    const res = await t.app.inject({
      method: 'GET',
      url: LARGE,
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(brotliDecompressSync(res.rawPayload).toString())).toEqual(plain.json());
  });

  it('falls back to gzip for clients without brotli', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: LARGE,
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(res.rawPayload).toString())).toHaveProperty('openapi');
  });

  it('leaves small answers uncompressed', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toMatchObject({ status: 'ok' });
  });

  it('keeps the ETag revalidation of the model (304 without a body)', async () => {
    const first = await t.app.inject({
      method: 'GET',
      url: MODEL,
      headers: { 'accept-encoding': 'br' },
    });
    const again = await t.app.inject({
      method: 'GET',
      url: MODEL,
      headers: { 'accept-encoding': 'br', 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });
});
