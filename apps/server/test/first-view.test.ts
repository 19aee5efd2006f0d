// The first view in the page the server sends (docs/decisions/046): the
// renderer's markup in the root, its style sheets and preloads in the head,
// the deep-link script allowed by the CSP; the start screen where there is
// no view.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFakeDist, FAKE_FIRST_VIEW } from './support/fake-dist.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

describe('the first view in the start page', () => {
  const dist = createFakeDist({ pngIcons: false, firstView: FAKE_FIRST_VIEW });
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('sqlite', { webDistDir: dist.dir });
  });
  afterAll(async () => {
    await t?.close();
    dist.remove();
  });

  const get = (url: string, lang: string) =>
    t.app.inject({ method: 'GET', url, headers: { 'accept-language': lang } });

  it('is rendered in the language the app will start in, with its markers and head', async () => {
    const res = await get('/alpha/', 'en-GB,en;q=0.9');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(
      '<div id="root" data-first-view="en" data-model-version="2"><main><h1>Hotel Alpha (en)</h1><!--$--><p>weather</p><!--/$--></main></div>',
    );
    const head = res.body.slice(0, res.body.indexOf('</head>'));
    // The view's sheets inline, in the cascade's order (the entry's first), no request before the
    // first paint; their disabled links tell the app's chunk loader that they are there.
    const styles = [...head.matchAll(/<style data-sheet="([^"]+)">([^<]*)<\/style>/g)];
    expect(styles.map(([, href, css]) => [href, css])).toEqual([
      ['assets/index-Ef34Gh.css', 'body{margin:0}\n'],
      ['assets/start-1.css', '.start{display:block}\n'],
      ['assets/welcome-2.css', '.welcome{color:#123}\n'],
    ]);
    expect(head).not.toMatch(/<link rel="stylesheet"(?![^>]*\bdisabled\b)/);
    expect(head).toContain('<link rel="stylesheet" href="./assets/start-1.css" disabled />');
    expect(head).toContain('<link rel="preload" as="image" href="/media/alpha/welcome.svg"/>');
    // The deep-link script runs only because the CSP names its hash.
    const script = /<script>([^<]+)<\/script>/.exec(head)?.[1] ?? '';
    const hash = createHash('sha256').update(script).digest('base64');
    expect(res.headers['content-security-policy']).toContain(`'sha256-${hash}'`);

    const german = await get('/alpha/', 'de');
    expect(german.body).toContain('<h1>Hotel Alpha (de)</h1>');
  });

  it('a project in a language it lacks gets its default language', async () => {
    const res = await get('/beta/', 'en');
    expect(res.body).toMatch(
      /<div id="root" data-first-view="de" data-model-version="\d+"><main><h1>Gasthof/,
    );
  });
});
