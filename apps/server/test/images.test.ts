// GET /api/img and the `_images` signatures of stored models, over both
// databases: signatures required, traversal blocked, width whitelist,
// Accept → format, pixel limit, host allow-list (a local fake image host).
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DIALECTS } from './support/databases.ts';
import { startFakeServer, type FakeServer } from './support/fake-http.ts';
import { guideProjectsWithMedia, rasterImage } from './support/guide-media.ts';
import { ADMIN_TOKEN, startTestApp, testConfig, type TestApp } from './support/test-app.ts';

const WEBP = 'image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
const AVIF = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';

describe.each(DIALECTS)('image proxy on %s', (dialect) => {
  let t: TestApp;
  let host: FakeServer;
  let projects: { dir: string; remove(): void };
  let photo: Buffer;

  const img = (url: string, query: Record<string, string> = {}, accept = WEBP) => {
    const params = new URLSearchParams({ url, sig: t.app.images.signImage(url), ...query });
    return t.app.inject({ url: `/api/img?${params}`, headers: { accept } });
  };

  beforeAll(async () => {
    projects = await guideProjectsWithMedia();
    photo = await rasterImage(2000, 1000, 'jpeg');
    host = await startFakeServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'image/jpeg' }).end(photo);
    });
    t = await startTestApp(dialect, {
      projectsDir: projects.dir,
      images: { ...testConfig('').images, hosts: ['images.example.test', host.host] },
    });
  });
  afterAll(async () => {
    await t?.close();
    await host?.close();
    projects?.remove();
  });
  beforeEach(() => {
    host.requests.length = 0;
    host.handle((_req, res) => res.writeHead(200, { 'content-type': 'image/jpeg' }).end(photo));
  });

  describe('signatures in stored models', () => {
    it('signs every raster image of the project and of allowed hosts, nothing else', async () => {
      const res = await t.app.inject({ url: '/api/projects/gamma/model/de' });
      const images = res.json()._images as Record<string, string>;
      expect(Object.keys(images).sort()).toEqual([
        '/media/gamma/room.png',
        '/media/gamma/welcome.jpg',
        'https://images.example.test/hotel/lobby.jpg?v=2',
      ]);
      for (const [url, sig] of Object.entries(images)) {
        expect(sig).toBe(t.app.images.signImage(url));
        expect(sig).toMatch(/^[A-Za-z0-9_-]{43}$/);
      }
    });

    it('signs the models of every language', async () => {
      const en = await t.app.inject({ url: '/api/projects/gamma/model/en' });
      expect(Object.keys(en.json()._images)).toHaveLength(3);
    });

    it('signs the images of a model published through the admin route', async () => {
      const current = (await t.app.inject({ url: '/api/projects/gamma/model/en' })).json();
      const { _images: _old, ...model } = current;
      model._meta = { ...model._meta, version: model._meta.version + 1 };
      model.welcome.top.image = '/media/gamma/new-welcome.webp';
      const put = await t.app.inject({
        method: 'PUT',
        url: '/api/admin/projects/gamma/models/en',
        headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
        payload: model,
      });
      expect(put.statusCode).toBe(200);
      const stored = (await t.app.inject({ url: '/api/projects/gamma/model/en' })).json();
      expect(stored._images['/media/gamma/new-welcome.webp']).toBe(
        t.app.images.signImage('/media/gamma/new-welcome.webp'),
      );
      expect(stored._images['/media/gamma/welcome.jpg']).toBeUndefined();
    });

    it('replaces `_images` sent along with a model by its own', async () => {
      const current = (await t.app.inject({ url: '/api/projects/gamma/model/en' })).json();
      current._meta.version += 1;
      current._images = { 'https://evil.example/x.jpg': 'A'.repeat(43) };
      await t.app.inject({
        method: 'PUT',
        url: '/api/admin/projects/gamma/models/en',
        headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
        payload: current,
      });
      const stored = (await t.app.inject({ url: '/api/projects/gamma/model/en' })).json();
      expect(Object.keys(stored._images)).not.toContain('https://evil.example/x.jpg');
    });

    it('serves an image whose signature came from the model', async () => {
      const model = (await t.app.inject({ url: '/api/projects/gamma/model/de' })).json();
      const sig = model._images['/media/gamma/welcome.jpg'] as string;
      const res = await t.app.inject({
        url: `/api/img?url=${encodeURIComponent('/media/gamma/welcome.jpg')}&w=320&sig=${sig}`,
        headers: { accept: WEBP },
      });
      expect(res.statusCode).toBe(200);
    });
  });

  describe('signature', () => {
    it.each([
      ['missing', ''],
      ['wrong', 'A'.repeat(43)],
      ['malformed', 'not-a-signature'],
    ])('a %s signature is a 403 JSON error', async (_name, sig) => {
      const url = encodeURIComponent('/media/gamma/welcome.jpg');
      const res = await t.app.inject({ url: `/api/img?url=${url}${sig ? `&sig=${sig}` : ''}` });
      expect(res.statusCode).toBe(403);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.json()).toEqual({
        error: 'Forbidden',
        code: 'forbidden',
        message: 'The image URL is not signed by this server.',
      });
    });

    it('a signature of another URL does not fit', async () => {
      const sig = t.app.images.signImage('/media/gamma/room.png');
      const url = encodeURIComponent('/media/gamma/welcome.jpg');
      const res = await t.app.inject({ url: `/api/img?url=${url}&sig=${sig}` });
      expect(res.statusCode).toBe(403);
    });
  });

  describe('resizing', () => {
    it('resizes to the width and answers WebP with Vary: Accept and a long cache', async () => {
      const res = await img('/media/gamma/welcome.jpg', { w: '320' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.headers.vary).toMatch(/accept/i);
      expect(res.headers['cache-control']).toMatch(/public, max-age=2592000/);
      const meta = await sharp(res.rawPayload).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: 320, height: 213 });
    });

    it('answers AVIF when Accept lists it', async () => {
      const res = await img('/media/gamma/welcome.jpg', { w: '160' }, AVIF);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/avif');
      const meta = await sharp(res.rawPayload).metadata();
      expect(meta.format).toBe('heif');
      expect(meta.compression).toBe('av1');
      expect(meta.width).toBe(160);
    });

    it.each([
      ['image/avif;q=0', 'image/webp'],
      ['*/*', 'image/webp'],
      ['', 'image/webp'],
      ['image/webp;q=0.9, image/AVIF', 'image/avif'],
    ])('Accept %j → %s', async (accept, type) => {
      const res = await img('/media/gamma/welcome.jpg', { w: '160' }, accept);
      expect(res.headers['content-type']).toBe(type);
    });

    it('uses 800 px without w', async () => {
      const res = await img('/media/gamma/welcome.jpg');
      expect((await sharp(res.rawPayload).metadata()).width).toBe(800);
    });

    it('never enlarges and keeps transparency', async () => {
      const res = await img('/media/gamma/room.png', { w: '1024' });
      const meta = await sharp(res.rawPayload).metadata();
      expect(meta).toMatchObject({ width: 600, hasAlpha: true });
    });

    it.each(['500', '0', '-320', '2000', 'abc', '320.5'])(
      'refuses the width %s with 400',
      async (w) => {
        const res = await img('/media/gamma/welcome.jpg', { w });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ error: 'Bad Request' });
        expect(res.json().message).toMatch(/^querystring\/w: /);
      },
    );

    it.each([160, 320, 480, 640, 800, 1024, 1280, 1600])('accepts the width %i', async (w) => {
      const res = await img('/media/gamma/welcome.jpg', { w: String(w) });
      expect(res.statusCode).toBe(200);
      expect((await sharp(res.rawPayload).metadata()).width).toBe(Math.min(w, 1200));
    });

    it('refuses an image over 40 megapixels with 422', async () => {
      const res = await img('/media/gamma/huge.png', { w: '320' });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        error: 'Unprocessable Entity',
        code: 'unprocessable',
        message: 'The image has more than 40 megapixels.',
      });
    });

    it('refuses a file that is not an image with 422', async () => {
      const res = await img('/media/gamma/fake.jpg', { w: '320' });
      expect(res.statusCode).toBe(422);
    });

    it('answers 404 for a missing media file', async () => {
      const res = await img('/media/gamma/missing.jpg', { w: '320' });
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toBe('Not Found');
    });

    it('refuses an SVG: SVGs are served as they are', async () => {
      const res = await img('/media/gamma/logo.svg', { w: '320' });
      expect(res.statusCode).toBe(403);
    });
  });

  describe('sources', () => {
    it.each([
      '/media/gamma/../delta/media/view.jpg',
      '/media/gamma/%2e%2e/model.de.json',
      '/media/gamma/%2e%2e%2fmodel.jpg',
      '/media/gamma/..%5c..%5cmodel.jpg',
      '/media/gamma/.hidden.jpg',
      '/media/..%2fgamma/welcome.jpg',
      '/media/gamma//welcome.jpg',
      '/media/API/welcome.jpg',
      '/projects/gamma/media/welcome.jpg',
      'file:///etc/passwd.jpg',
      'data:image/png;base64,AAAA',
    ])('blocks traversal and other sources even when signed: %s', async (url) => {
      const res = await img(url, { w: '320' });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('The proxy does not serve images from this source.');
    });

    it('does not follow a symbolic link out of the media folder', async () => {
      const res = await img('/media/gamma/escape.jpg', { w: '320' });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('_meta');
    });

    it('serves media of any project it signed', async () => {
      const res = await img('/media/delta/view.jpg', { w: '160' });
      expect(res.statusCode).toBe(200);
    });

    it('fetches from an allowed host and caches the result', async () => {
      const url = `${host.origin}/photos/lake.jpg`;
      const first = await img(url, { w: '480' });
      expect(first.statusCode).toBe(200);
      expect((await sharp(first.rawPayload).metadata()).width).toBe(480);
      const second = await img(url, { w: '480' });
      expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
      expect(host.requests).toHaveLength(1);
      expect(host.requests[0]?.url).toBe('/photos/lake.jpg');
    });

    it('refuses a host that is not allowed, even when signed, and asks nobody', async () => {
      const res = await img('http://127.0.0.1:9/photo.jpg', { w: '320' });
      expect(res.statusCode).toBe(403);
      const other = await img('https://elsewhere.example/pool.jpg', { w: '320' });
      expect(other.statusCode).toBe(403);
    });

    it('follows a redirect on the same host', async () => {
      host.handle((req, res) => {
        if (req.url === '/old.jpg') res.writeHead(301, { location: '/new.jpg' }).end();
        else res.writeHead(200, { 'content-type': 'image/jpeg' }).end(photo);
      });
      const res = await img(`${host.origin}/old.jpg`, { w: '160' });
      expect(res.statusCode).toBe(200);
      expect(host.requests.map((r) => r.url)).toEqual(['/old.jpg', '/new.jpg']);
    });

    it('does not follow a redirect to another host', async () => {
      host.handle((_req, res) =>
        res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data.jpg' }).end(),
      );
      const res = await img(`${host.origin}/moved.jpg`, { w: '160' });
      expect(res.statusCode).toBe(502);
      expect(res.json().message).toBe('The image source redirected elsewhere.');
      expect(host.requests).toHaveLength(1);
    });

    it('refuses a source that is not an image', async () => {
      host.handle((_req, res) =>
        res.writeHead(200, { 'content-type': 'text/html' }).end('<h1>hello</h1>'),
      );
      const res = await img(`${host.origin}/page.jpg`, { w: '160' });
      expect(res.statusCode).toBe(502);
      expect(res.json().message).toBe('The image source did not send an image.');
    });

    it('refuses a source over 10 MB', async () => {
      const big = Buffer.alloc(10 * 1024 * 1024 + 1);
      host.handle((_req, res) => res.writeHead(200, { 'content-type': 'image/jpeg' }).end(big));
      const res = await img(`${host.origin}/big.jpg`, { w: '160' });
      expect(res.statusCode).toBe(502);
      expect(res.json().message).toBe('The image source sent more than 10 MB.');
    });

    it('passes a missing remote image on as 404 and other failures as 502', async () => {
      host.handle((_req, res) => res.writeHead(404).end());
      expect((await img(`${host.origin}/gone.jpg`, { w: '160' })).statusCode).toBe(404);
      host.handle((_req, res) => res.writeHead(500).end());
      expect((await img(`${host.origin}/broken.jpg`, { w: '160' })).statusCode).toBe(502);
    });
  });
});

describe.each(DIALECTS)('image signing secret on %s', (dialect) => {
  it('is generated once, stored, and shared by a restarted server', async () => {
    const projects = await guideProjectsWithMedia();
    let t = await startTestApp(dialect, { projectsDir: projects.dir });
    try {
      const sig = t.app.images.signImage('/media/gamma/welcome.jpg');
      t = await t.restart();
      expect(t.app.images.signImage('/media/gamma/welcome.jpg')).toBe(sig);
      const rows = await t.app.database.db.selectFrom('server_secrets').selectAll().execute();
      // One image secret (other features keep their own secrets beside it).
      expect(rows.filter((r) => r.name === 'image-proxy-hmac')).toHaveLength(1);
    } finally {
      await t.close();
      projects.remove();
    }
  });

  it('HOSPES_IMAGE_SECRET wins, and stored models are re-signed with it at start', async () => {
    const projects = await guideProjectsWithMedia();
    let t = await startTestApp(dialect, { projectsDir: projects.dir });
    try {
      const first = await t.app.inject({ url: '/api/projects/gamma/model/de' });
      const before = first.json();
      const secret = 's'.repeat(40);
      t = await t.restart({ images: { secret, hosts: [] } });
      const after = await t.app.inject({ url: '/api/projects/gamma/model/de' });
      const images = after.json()._images as Record<string, string>;
      // The same model version, re-signed: the web's image URLs keep working.
      expect(after.json()._meta.version).toBe(before._meta.version);
      expect(images['/media/gamma/welcome.jpg']).toBe(
        t.app.images.signImage('/media/gamma/welcome.jpg'),
      );
      expect(images['/media/gamma/welcome.jpg']).not.toBe(
        before._images['/media/gamma/welcome.jpg'],
      );
      // The remote host is no longer allowed, so its image is no longer signed.
      expect(Object.keys(images)).toHaveLength(2);
      // A new body is a new ETag, so revalidating clients get the new signatures.
      expect(after.headers.etag).not.toBe(first.headers.etag);
    } finally {
      await t.close();
      projects.remove();
    }
  });
});
