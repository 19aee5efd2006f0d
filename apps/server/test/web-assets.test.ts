// The built app is answered from memory: hashed assets immutable, in the
// build's own brotli/gzip files when it has them (compressed once here when
// not), images as they are; the per-project index.html compressed once per
// project, language and build, revalidated by ETag; a rebuild is seen at once.
import { utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFakeDist } from './support/fake-dist.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

const APP_JS = 'console.log("app");\n';

describe('web app files from memory', () => {
  const dist = createFakeDist({ pngIcons: true });
  let t: TestApp;
  beforeAll(async () => {
    // The build's precompressed forms of the script (a marker proves they are used).
    const marked = `${APP_JS}//precompressed\n`;
    writeFileSync(path.join(dist.dir, 'assets', 'index-Ab12Cd.js.br'), brotliCompressSync(marked));
    writeFileSync(path.join(dist.dir, 'assets', 'index-Ab12Cd.js.gz'), gzipSync(marked));
    t = await startTestApp('sqlite', { webDistDir: dist.dir });
  });
  afterAll(async () => {
    await t?.close();
    dist.remove();
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  it("answers a hashed asset immutable, in the build's brotli file", async () => {
    const res = await get('/alpha/assets/index-Ab12Cd.js', { 'accept-encoding': 'gzip, br' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(brotliDecompressSync(res.rawPayload).toString()).toContain('//precompressed');
    const plain = await get('/alpha/assets/index-Ab12Cd.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(APP_JS);
  });

  it('compresses a file once when the build has no compressed forms of it', async () => {
    const res = await get('/alpha/assets/index-Ef34Gh.css', { 'accept-encoding': 'br' });
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe('body{margin:0}\n');
  });

  it('sends images as they are', async () => {
    const res = await get('/alpha/icons/icon-192.png', { 'accept-encoding': 'br, gzip' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['content-type']).toBe('image/png');
  });

  it('answers index.html compressed, with an ETag that revalidates to a 304', async () => {
    const first = await get('/alpha/', { 'accept-encoding': 'br', 'accept-language': 'de' });
    expect(first.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(first.rawPayload).toString()).toContain(
      '<title>Hotel Alpha</title>',
    );
    const again = await get('/alpha/', {
      'accept-encoding': 'br',
      'accept-language': 'de',
      'if-none-match': String(first.headers.etag),
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    // Another language is another page.
    const english = await get('/alpha/', { 'accept-language': 'en' });
    expect(english.headers.etag).not.toBe(first.headers.etag);
  });

  it('sees a new build at once: sw.js and index.html change with it', async () => {
    const before = await get('/alpha/sw.js');
    expect(before.headers['cache-control']).toBe('no-cache');
    writeFileSync(path.join(dist.dir, 'sw.js'), 'self.addEventListener("fetch", () => {});\n');
    const html = path.join(dist.dir, 'index.html');
    writeFileSync(html, '<!doctype html><html><head><title>x</title></head><body>v2</body></html>');
    const later = new Date(Date.now() + 5_000);
    utimesSync(html, later, later);
    const after = await get('/alpha/sw.js');
    expect(after.body).toContain('"fetch"');
    expect((await get('/alpha/')).body).toContain('v2');
  });
});
