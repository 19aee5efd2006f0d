// The model is answered from memory, compressed once per version (brotli 11,
// gzip 9) and stored with it; a 304 carries no body and no length; a second
// instance on the same database picks up a version the first one stored.
import { request as httpRequest } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseCoding, compressBest, compressBestAsync } from '../src/http/encoded-body.ts';
import { DIALECTS } from './support/databases.ts';
import { ADMIN_TOKEN, readFixtureModel, startTestApp, type TestApp } from './support/test-app.ts';

const MODEL = '/api/projects/alpha/model/de';

describe('content coding', () => {
  it.each([
    [undefined, 'identity'],
    ['', 'identity'],
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0.5, gzip;q=0.8', 'gzip'],
    ['br;q=0, gzip;q=0', 'identity'],
    ['*', 'br'],
    ['*;q=0.1, br;q=0', 'gzip'],
    ['deflate', 'identity'],
    ['identity', 'identity'],
    ['BR', 'br'],
  ])('Accept-Encoding %j gets %s', (header, coding) => {
    expect(chooseCoding(header)).toBe(coding);
  });
});

/** A raw GET: status, headers and the body bytes exactly as they came. */
function rawGet(port: number, path: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>(
    (resolve, reject) => {
      const req = httpRequest({ host: '127.0.0.1', port, path, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
          }),
        );
      });
      req.on('error', reject);
      req.end();
    },
  );
}

describe.each(DIALECTS)('model serving on %s', (dialect) => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    // The production compression (brotli 11, gzip 9), which tests otherwise skip for speed.
    a = await startTestApp(dialect, {}, undefined, { compressModel: compressBestAsync });
    // A second instance on the same database.
    b = await startTestApp(dialect, {}, { ...a.database, drop: async () => undefined });
    await a.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('answers br, gzip or identity by Accept-Encoding, each the same model, with its length', async () => {
    const plain = await a.app.inject({ url: MODEL, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const json = plain.rawPayload;
    expect(Number(plain.headers['content-length'])).toBe(json.length);
    expect(plain.headers.vary).toMatch(/accept-encoding/i);

    const br = await a.app.inject({ url: MODEL, headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    expect(brotliDecompressSync(br.rawPayload).equals(json)).toBe(true);
    expect(br.rawPayload.length).toBeLessThan(json.length);
    expect(br.rawPayload.equals(compressBest(json).br)).toBe(true);

    const gzip = await a.app.inject({ url: MODEL, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).equals(json)).toBe(true);

    for (const res of [plain, br, gzip]) {
      expect(res.headers.etag).toBe(plain.headers.etag);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(res.headers['content-language']).toBe('de');
    }
  });

  it('answers a matching If-None-Match with a 304 that has no body and no length', async () => {
    const port = (a.app.server.address() as { port: number }).port;
    const first = await rawGet(port, MODEL, { 'accept-encoding': 'br' });
    const etag = String(first.headers.etag);
    const res = await rawGet(port, MODEL, { 'accept-encoding': 'br', 'if-none-match': etag });
    expect(res.status).toBe(304);
    expect(res.body.length).toBe(0);
    expect(res.headers['content-length']).toBeUndefined();
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.etag).toBe(etag);
  });

  it('stores the compressed forms with the version, so a restart does not compress again', async () => {
    const rows = await a.app.database.db
      .selectFrom('project_model_encodings')
      .innerJoin('project_models', (j) =>
        j
          .onRef('project_models.project_id', '=', 'project_model_encodings.project_id')
          .onRef('project_models.lang', '=', 'project_model_encodings.lang'),
      )
      .select(['project_model_encodings.etag as encoded', 'project_models.etag as model'])
      .execute();
    const models = await a.app.database.db.selectFrom('project_models').select('etag').execute();
    expect(rows).toHaveLength(models.length);
    for (const row of rows) expect(row.encoded).toBe(row.model);
  });

  it('a version published on one instance is served by the other after its refresh', async () => {
    const model = readFixtureModel('alpha/model.de.json');
    model._meta.version = 50;
    model.welcome.top.greeting = 'Von Instanz A';
    const put = await a.app.inject({
      method: 'PUT',
      url: '/api/admin/projects/alpha/models/de',
      payload: model,
      headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
    });
    expect(put.statusCode).toBe(200);
    await a.app.projects.idle();
    expect((await a.app.inject({ url: MODEL })).json()._meta.version).toBe(50);
    // B still answers from memory until it looks again.
    expect((await b.app.inject({ url: MODEL })).json()._meta.version).not.toBe(50);
    expect(await b.app.projects.refreshIfChanged()).toBe(true);
    await b.app.projects.idle();
    const fromB = await b.app.inject({ url: MODEL, headers: { 'accept-encoding': 'br' } });
    expect(JSON.parse(brotliDecompressSync(fromB.rawPayload).toString()).welcome.top.greeting).toBe(
      'Von Instanz A',
    );
    expect(fromB.headers.etag).toBe(put.json().etag);
    expect(await b.app.projects.refreshIfChanged()).toBe(false);
  });
});
