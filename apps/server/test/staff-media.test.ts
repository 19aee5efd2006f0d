// Image uploads of the staff console, on both databases: a JPEG with EXIF
// data comes back as WebP, turned upright, at most 2,000 px wide and with
// no metadata; an SVG is written from its allowlisted parts (a script
// dropped, a DTD refused) and served sandboxed; non-images,
// oversized files and other types get clear errors; the front desk may not
// upload. Uploaded files are served from the database by every instance.
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/config.ts';
import { DIALECTS } from './support/databases.ts';
import { ADMIN_TOKEN, startTestApp, type TestApp } from './support/test-app.ts';

const PROJECTS_DIR = path.join(REPO_ROOT, 'projects');
const STAFF = { authorization: `Bearer ${ADMIN_TOKEN}` };
const CLEAN_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10" fill="#8c1c3a"/></svg>';

describe.each(DIALECTS)('staff media uploads on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect, { projectsDir: PROJECTS_DIR });
  });
  afterAll(async () => {
    await t?.close();
  });

  const upload = (body: Buffer | string, type: string, headers: Record<string, string> = STAFF) =>
    t.app.inject({
      method: 'POST',
      url: '/api/staff/alpenrose/media',
      headers: { ...headers, 'content-type': type },
      payload: body,
    });

  it('re-encodes a photo: upright, at most 2,000 px wide, WebP, without its EXIF data', async () => {
    const photo = await sharp({
      create: { width: 3000, height: 1200, channels: 3, background: '#3a7' },
    })
      .jpeg()
      .withMetadata({ orientation: 6, exif: { IFD0: { Copyright: 'Secret camera owner' } } })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const res = await upload(photo, 'image/jpeg');
    expect(res.statusCode, res.body).toBe(201);
    const answer = res.json<{ url: string; contentType: string; width: number; height: number }>();
    expect(answer.url).toMatch(/^\/media\/alpenrose\/uploads\/[0-9a-f]{20}\.webp$/);
    // Orientation 6: the 3000×1200 picture stands upright as 1200×3000 (narrower than 2,000).
    expect([answer.width, answer.height]).toEqual([1200, 3000]);
    const served = await t.app.inject({ url: answer.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toContain('immutable');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();

    const wide = await sharp({
      create: { width: 4000, height: 1000, channels: 3, background: '#fff' },
    })
      .png()
      .toBuffer();
    expect((await upload(wide, 'image/png')).json<{ width: number }>().width).toBe(2000);
  });

  it('keeps a plain SVG, stores a hostile one without its script, and serves both sandboxed', async () => {
    const ok = await upload(CLEAN_SVG, 'image/svg+xml');
    expect(ok.statusCode).toBe(201);
    const served = await t.app.inject({ url: ok.json<{ url: string }>().url });
    expect(served.body).toBe(CLEAN_SVG.replace('/>', '></rect>'));
    expect(served.headers['content-security-policy']).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    );
    const hostile = await upload(
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script><rect width="1" height="1"/></svg>',
      'image/svg+xml',
    );
    expect(hostile.statusCode).toBe(201);
    const stored = await t.app.inject({ url: hostile.json<{ url: string }>().url });
    expect(stored.body).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg"><rect width="1" height="1"></rect></svg>',
    );
    const dtd = await upload(
      '<!DOCTYPE svg SYSTEM "https://attacker.invalid/x.dtd"><svg xmlns="http://www.w3.org/2000/svg"/>',
      'image/svg+xml',
    );
    expect(dtd.statusCode).toBe(400);
    expect(dtd.json()).toEqual({
      error: 'Bad Request',
      code: 'invalid_request',
      message: 'SVGs with a DOCTYPE or entities are not accepted.',
    });
  });

  it("reaches the guests through the image proxy: an uploaded photo is served resized at the app's widths", async () => {
    const photo = await sharp({
      create: { width: 1600, height: 900, channels: 3, background: '#8c1c3a' },
    })
      .jpeg()
      .toBuffer();
    const { url } = (await upload(photo, 'image/jpeg')).json<{ url: string }>();
    const proxied = (width: string, sig = t.app.images.signImage(url)) =>
      t.app.inject({
        url: `/api/img?${new URLSearchParams({ url, sig, w: width })}`,
        headers: { accept: 'image/webp' },
      });
    const small = await proxied('480');
    expect(small.statusCode, small.body).toBe(200);
    expect(small.headers['content-type']).toBe('image/webp');
    expect((await sharp(small.rawPayload).metadata()).width).toBe(480);
    // Another project's name for the same file finds nothing; an unsigned URL is refused.
    const elsewhere = url.replace('/alpenrose/', '/seenland/');
    const missing = await t.app.inject({
      url: `/api/img?${new URLSearchParams({ url: elsewhere, sig: t.app.images.signImage(elsewhere), w: '480' })}`,
    });
    expect(missing.statusCode).toBe(404);
    expect((await proxied('480', 'forged')).statusCode).toBe(403);
  });

  it('answers clear errors for a non-image, an empty file, an oversized file and another type', async () => {
    const text = await upload(Buffer.from('this is not a picture'), 'image/png');
    expect(text.statusCode).toBe(400);
    expect(text.json<{ message: string }>().message).toMatch(/not an image/);
    expect((await upload(Buffer.alloc(0), 'image/png')).statusCode).toBe(400);
    const huge = await upload(Buffer.alloc(10 * 1024 * 1024 + 1), 'image/jpeg');
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toHaveProperty('message');
    const other = await upload('hello', 'text/plain');
    expect(other.statusCode).toBe(415);
    expect(other.json()).toHaveProperty('message');
    expect(
      (await t.app.inject({ url: '/media/alpenrose/uploads/0123456789abcdef0123.webp' }))
        .statusCode,
    ).toBe(404);
  });

  it('is for admins: the front desk gets 403', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/staff/login',
      payload: { email: 'frontdesk@alpenrose.example', password: 'alpenrose-demo' },
    });
    const c = login.cookies.find((k) => k.name === 'hospes.staff')!;
    const res = await upload(CLEAN_SVG, 'image/svg+xml', { cookie: `${c.name}=${c.value}` });
    expect(res.statusCode).toBe(403);
  });
});
