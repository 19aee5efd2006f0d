// The built web app served per project (ARCHITECTURE.md "URLs"): index.html
// with the project's head tags, the project's manifest and icon, build files
// with the right caching, and 404/503 pages.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from './support/databases.ts';
import { createFakeDist } from './support/fake-dist.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

describe.each(DIALECTS)('web app serving on %s', (dialect) => {
  const dist = createFakeDist({ pngIcons: true });
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect, { webDistDir: dist.dir });
  });
  afterAll(async () => {
    await t?.close();
    dist.remove();
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  it.each(['/alpha/', '/alpha/index.html'])(
    'writes the project into index.html at %s',
    async (url) => {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-cache');
      const html = res.body;
      expect(html.match(/<title>/g)).toHaveLength(1);
      expect(html).toContain('<title>Hotel Alpha</title>');
      expect(html.match(/name="theme-color"/g)).toHaveLength(1);
      expect(html).toContain('<meta name="theme-color" content="#aa3300" />');
      expect(html).toContain('<meta name="hospes-project" content="alpha" />');
      expect(html).toContain('<link rel="manifest" href="/alpha/manifest.webmanifest" />');
      // The model's favicon replaces the build's one; other links stay.
      expect(html).toContain(
        '<link rel="icon" type="image/svg+xml" href="/media/alpha/welcome.svg" />',
      );
      expect(html).not.toContain('./favicon.svg');
      expect(html).toContain('<link rel="apple-touch-icon" href="./icons/icon-192.png" />');
      expect(html).toContain('<script type="module" crossorigin src="./assets/index-Ab12Cd.js">');
      expect(html).toMatch(/<html lang="de">/);
    },
  );

  it('escapes everything it writes into index.html, with default colour and icon', async () => {
    const html = (await get('/beta/')).body;
    expect(html).toContain('<title>Gasthof &quot;Beta&quot; &lt;Tal&gt; &amp; Söhne</title>');
    expect(html).not.toContain('<Tal>');
    expect(html).toContain('<meta name="theme-color" content="#1f2d41" />');
    expect(html).toContain('<link rel="icon" type="image/svg+xml" href="./icon.svg" />');
  });

  it('writes the start screen of the language the app will start in: welcome image and greeting', async () => {
    const english = (await get('/alpha/', { 'accept-language': 'en-GB,en;q=0.9,de;q=0.5' })).body;
    expect(english).toMatch(/<html lang="en">/);
    expect(english).toContain(
      '<div class="start-screen start-screen--welcome" style="--color-main: #aa3300">',
    );
    expect(english).toContain(
      '<img class="start-screen__image" src="/media/alpha/welcome.svg" alt="" fetchpriority="high" />',
    );
    expect(english).toContain('<p class="start-screen__title">Welcome to Hotel Alpha</p>');
    expect(english).not.toContain('data-start-screen');
    // Without Accept-Language (no browser): the project's default language.
    expect((await get('/alpha/')).body).toContain(
      '<p class="start-screen__title">Willkommen im Hotel Alpha</p>',
    );
    // A language the project lacks: its default language, as the model falls back.
    const french = (await get('/alpha/', { 'accept-language': 'fr' })).body;
    expect(french).toMatch(/<html lang="de">/);
    expect(french).toContain('Willkommen im Hotel Alpha</p>');
  });

  it('without a welcome image the start screen shows the project icon and its name, escaped', async () => {
    const html = (await get('/beta/')).body;
    expect(html).toContain('<img class="start-screen__icon" src="./icon.svg"');
    expect(html).toContain(
      '<p class="start-screen__title">Gasthof &quot;Beta&quot; &lt;Tal&gt; &amp; Söhne</p>',
    );
    expect(html).not.toContain('start-screen--welcome');
  });

  it('redirects /{projectId} to /{projectId}/, keeping the query', async () => {
    const res = await get('/alpha');
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/alpha/');
    expect((await get('/alpha?utm=qr')).headers.location).toBe('/alpha/?utm=qr');
  });

  it('serves build files below the project, so sw.js gets the project scope', async () => {
    const sw = await get('/alpha/sw.js');
    expect(sw.statusCode).toBe(200);
    expect(sw.headers['content-type']).toMatch(/javascript/);
    expect(sw.headers['cache-control']).toBe('no-cache');
    expect(sw.body).toContain('install');

    const asset = await get('/beta/assets/index-Ab12Cd.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const icon = await get('/alpha/icons/icon-192.png');
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toBe('image/png');
  });

  it.each([
    '/alpha/missing.js',
    '/alpha/.env',
    '/alpha/assets/..%2f.env',
    '/alpha/%2e%2e/%2e%2e/package.json',
    '/alpha/assets%5c..%5c.env',
  ])('answers 404 for %s without leaking files', async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('SECRET');
    expect(res.headers['content-type']).toMatch(/text\/html/);
  });

  it('answers 404 HTML for an unknown project', async () => {
    for (const url of ['/nope/', '/nope', '/nope/sw.js']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.body).toContain('The requested content was not found.');
    }
  });

  it('serves a per-project web app manifest', async () => {
    const res = await get('/alpha/manifest.webmanifest');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
    expect(res.json()).toEqual({
      id: './',
      name: 'Hotel Alpha',
      short_name: 'Hotel Alpha',
      description: 'Willkommen im Hotel Alpha',
      lang: 'de',
      start_url: './',
      scope: './',
      display: 'standalone',
      theme_color: '#aa3300',
      background_color: '#fff8f0',
      icons: [
        { src: './icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
        { src: './icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: './icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      ],
    });
    const beta = (await get('/beta/manifest.webmanifest')).json();
    expect(beta).toMatchObject({ theme_color: '#1f2d41', background_color: '#eff3f9' });
  });

  it('draws the project icon: its initial on its brand colour', async () => {
    const res = await get('/alpha/icon.svg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(res.body).toContain('fill="#aa3300"');
    expect(res.body).toMatch(/>A<\/text>/);
  });
});

describe.each(DIALECTS)('web app serving without a build on %s', (dialect) => {
  const noIcons = createFakeDist({ pngIcons: false });
  let t: TestApp;
  let withoutIcons: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect);
    withoutIcons = await startTestApp(dialect, { webDistDir: noIcons.dir });
  });
  afterAll(async () => {
    await t?.close();
    await withoutIcons?.close();
    noIcons.remove();
  });

  it('answers 503 with how to build it', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/alpha/' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toContain('The web app is not built. Run npm run build.');
  });

  it('lists only the generated icon when the build ships no PNG icons', async () => {
    const res = await withoutIcons.app.inject({
      method: 'GET',
      url: '/alpha/manifest.webmanifest',
    });
    expect(res.json().icons).toEqual([
      { src: './icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
    ]);
  });
});

describe('the app address for share links and QR codes', () => {
  const dist = createFakeDist({ pngIcons: false });
  afterAll(() => dist.remove());

  it('index.html names HOSPES_PUBLIC_URL and the project path when it is set, and nothing else', async () => {
    const named = await startTestApp('sqlite', {
      webDistDir: dist.dir,
      publicUrl: 'https://guest.example.com',
    });
    const plain = await startTestApp('sqlite', { webDistDir: dist.dir });
    try {
      const html = (await named.app.inject({ method: 'GET', url: '/alpha/' })).body;
      expect(html.match(/name="hospes-app-url"/g)).toHaveLength(1);
      expect(html).toContain(
        '<meta name="hospes-app-url" content="https://guest.example.com/alpha/" />',
      );
      const without = (await plain.app.inject({ method: 'GET', url: '/alpha/' })).body;
      expect(without).not.toContain('hospes-app-url');
    } finally {
      await named.close();
      await plain.close();
    }
  });
});
