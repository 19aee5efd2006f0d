import { describe, expect, it } from 'vitest';
import { injectProjectHead, modelPreloadLanguage, type ProjectHead } from './index-html.ts';

const head: ProjectHead = {
  projectId: 'alpenrose',
  title: 'Hotel Alpenrose',
  themeColor: '#1f2d41',
  lang: 'de',
  basePath: '/alpenrose/',
  favicon: undefined,
  preloadLang: 'de',
};

describe('injectProjectHead', () => {
  it('replaces the build title, theme colour, icon and manifest, keeping other tags', () => {
    const html = injectProjectHead(
      `<html lang="en"><head><TITLE>Hospes</TITLE>
<meta name="theme-color" content="#000">
<link rel="manifest" href="./manifest.webmanifest">
<link rel="icon" href="./favicon.ico"><link rel="shortcut icon" href="./x.ico">
<link rel="apple-touch-icon" href="./icons/icon-192.png">
<meta name="viewport" content="width=device-width">
</head><body></body></html>`,
      head,
    );
    expect(html).not.toMatch(/Hospes<|#000|\.\/manifest\.webmanifest|favicon\.ico|x\.ico/);
    expect(html).toContain('<link rel="apple-touch-icon" href="./icons/icon-192.png">');
    expect(html).toContain('<meta name="viewport" content="width=device-width">');
    expect(html).toContain('<title>Hotel Alpenrose</title>');
    expect(html).toContain('<link rel="manifest" href="/alpenrose/manifest.webmanifest" />');
    expect(html).toContain('<link rel="icon" type="image/svg+xml" href="./icon.svg" />');
    expect(html).toMatch(/^<html lang="de"><head>/);
  });

  it('escapes injected values so that a name cannot open a tag or leave an attribute', () => {
    const html = injectProjectHead('<html><head></head></html>', {
      ...head,
      title: '</title><script>alert(1)</script>',
      projectId: 'x" onload="y',
      favicon: '/media/a.png?"><script>',
    });
    expect(html).not.toContain('<script>');
    expect(html).toContain('<title>&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;</title>');
    expect(html).toContain('content="x&quot; onload=&quot;y"');
    expect(html).toContain('<link rel="icon" href="/media/a.png?&quot;&gt;&lt;script&gt;" />');
  });

  it('adds the tags even to a page without a head', () => {
    const html = injectProjectHead('<p>app</p>', head);
    expect(html).toMatch(/^<title>Hotel Alpenrose<\/title>/);
    expect(html).toContain('<p>app</p>');
  });
});

describe('injectProjectHead with comments', () => {
  it('drops comments, so a tag named in one is neither matched nor kept', () => {
    const html = injectProjectHead(
      '<html><head>\n<!-- the server writes <meta name="hospes-project"> here -->\n</head></html>',
      head,
    );
    expect(html).not.toContain('<!--');
    expect(html.match(/hospes-project/g)).toHaveLength(1);
  });
});

describe('the model preload (docs/performance.md)', () => {
  it('spec §4/§1: preloads the model of the language the app will start in, by Accept-Language', () => {
    expect(modelPreloadLanguage('de-AT,de;q=0.9,en;q=0.8')).toBe('de');
    expect(modelPreloadLanguage('ja;q=0.9,it;q=0.95')).toBe('it');
    expect(modelPreloadLanguage('pl, fr-CH;q=0.5')).toBe('fr');
    // spec §1: nothing maps (or no header) → English, as in the browser.
    expect(modelPreloadLanguage('ja')).toBe('en');
    expect(modelPreloadLanguage(undefined)).toBe('en');
    expect(modelPreloadLanguage('de;q=0, *')).toBe('en');
  });

  it('writes the preload with the URL, mode and credentials of the app’s own request', () => {
    const html = injectProjectHead('<html><head></head></html>', {
      ...head,
      preloadLang: modelPreloadLanguage('en-GB,en;q=0.9'),
    });
    expect(html).toContain(
      '<link rel="preload" as="fetch" crossorigin href="/api/projects/alpenrose/model/en" />',
    );
  });
});
