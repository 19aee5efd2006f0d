// `/`: the demo project list in demo mode, a project's own domain
// (HOSPES_DOMAINS), or nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from './support/databases.ts';
import { createFakeDist } from './support/fake-dist.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

describe.each(DIALECTS)('start page and custom domains on %s', (dialect) => {
  const dist = createFakeDist({ pngIcons: false });
  let demo: TestApp;
  let production: TestApp;
  beforeAll(async () => {
    const domains = new Map([['app.alpha.test', 'alpha']]);
    demo = await startTestApp(dialect, { webDistDir: dist.dir, domains });
    production = await startTestApp(dialect, { webDistDir: dist.dir, domains, demo: false });
  });
  afterAll(async () => {
    await demo?.close();
    await production?.close();
    dist.remove();
  });

  it('lists the projects with name, variant and a link to each app in demo mode', async () => {
    const res = await demo.app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = res.body;
    expect(html).toContain('<title>Hospes — demo projects</title>');
    expect(html).toContain('<h1>Hospes — demo projects</h1>');
    expect(html).toContain('<a href="/alpha/">');
    expect(html).toContain('<span class="name">Hotel Alpha</span>');
    expect(html).toContain('App · de · en');
    expect(html).toContain('<a href="/beta/">');
    expect(html).toContain('Gasthof &quot;Beta&quot; &lt;Tal&gt; &amp; Söhne');
    expect(html).toContain('Discover · de');
    // No inline <style>: the strict CSP gets a stylesheet.
    expect(html).not.toContain('<style');
    expect(html).toContain('<link rel="stylesheet" href="/_hospes/pages.css" />');
  });

  it('serves the stylesheet and icon of its pages', async () => {
    const res = await demo.app.inject({ method: 'GET', url: '/_hospes/pages.css' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(res.body).toContain('.projects');
    const icon = await demo.app.inject({ method: 'GET', url: '/_hospes/icon.svg' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
  });

  it('answers 404 at / when demo mode is off', async () => {
    const res = await production.app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('The requested content was not found.');
    expect(res.body).not.toContain('href="/"');
  });

  it.each(['app.alpha.test', 'APP.alpha.test:8443'])(
    'serves the mapped project at / for host %s',
    async (host) => {
      for (const t of [demo, production]) {
        const res = await t.app.inject({ method: 'GET', url: '/', headers: { host } });
        expect(res.statusCode).toBe(200);
        expect(res.body).toContain('<title>Hotel Alpha</title>');
        expect(res.body).toContain('<meta name="hospes-project" content="alpha" />');
        expect(res.body).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
      }
    },
  );

  it('serves the mapped project files from the root of its domain', async () => {
    const headers = { host: 'app.alpha.test' };
    const inject = (url: string) => production.app.inject({ method: 'GET', url, headers });
    expect((await inject('/sw.js')).statusCode).toBe(200);
    expect((await inject('/assets/index-Ab12Cd.js')).statusCode).toBe(200);
    expect((await inject('/index.html')).body).toContain('<title>Hotel Alpha</title>');
    expect((await inject('/manifest.webmanifest')).json()).toMatchObject({
      name: 'Hotel Alpha',
      start_url: './',
      scope: './',
    });
    expect((await inject('/icon.svg')).body).toContain('fill="#aa3300"');
    // The API and media stay where they are.
    expect((await inject('/api/projects/alpha/model/en')).json()._meta.lang).toBe('en');
    expect((await inject('/media/alpha/welcome.svg')).statusCode).toBe(200);
    expect((await inject('/api/nope')).json().error).toBe('Not Found');
    expect((await inject('/missing.js')).statusCode).toBe(404);
  });

  it('keeps other hosts on the demo list', async () => {
    const res = await demo.app.inject({ method: 'GET', url: '/', headers: { host: 'other.test' } });
    expect(res.body).toContain('Hospes — demo projects');
  });
});
