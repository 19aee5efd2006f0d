import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runInNewContext } from 'node:vm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  DEEP_LINK_SCRIPT,
  DEEP_LINK_SCRIPT_HASH,
  FirstViewRenderer,
  splitHeadLinks,
  stylesheetsOf,
} from './first-view.ts';
import { FAKE_INDEX_HTML } from '../../test/support/fake-dist.ts';
import { injectFirstView } from './start-screen.ts';

describe('the style sheets a first view needs', () => {
  it('takes every static import, imports before the module, each sheet once', () => {
    const manifest = {
      'index.html': { file: 'a.js', css: ['index.css'] },
      _start: { file: 's.js', css: ['start.css'] },
      _ui: { file: 'u.js', imports: ['_start'], css: ['ui.css'] },
      'welcome.tsx': { file: 'w.js', imports: ['_start', '_ui'], css: ['welcome.css'] },
      'weather.tsx': { file: 'x.js', imports: ['_start'], css: ['weather.css', 'ui.css'] },
    };
    expect(stylesheetsOf(manifest, ['index.html', 'welcome.tsx', 'weather.tsx', 'gone'])).toEqual([
      'index.css',
      'start.css',
      'ui.css',
      'welcome.css',
      'weather.css',
    ]);
  });
});

describe("React's leading resource links", () => {
  it('go to the head; the markup keeps everything else, comments included', () => {
    const html =
      '<link rel="preload" as="image" href="/a.svg"/><link rel="preload" as="image" href="/b.svg" fetchPriority="high"/><div><!--$--><p>x</p><!--/$--><link rel="x"/></div>';
    expect(splitHeadLinks(html)).toEqual({
      head: [
        '<link rel="preload" as="image" href="/a.svg"/>',
        '<link rel="preload" as="image" href="/b.svg" fetchPriority="high"/>',
      ],
      body: '<div><!--$--><p>x</p><!--/$--><link rel="x"/></div>',
    });
  });
});

describe('the deep-link mark', () => {
  const run = (hash: string) => {
    const classes: string[] = [];
    runInNewContext(DEEP_LINK_SCRIPT, {
      location: { hash },
      document: { documentElement: { classList: { add: (c: string) => classes.push(c) } } },
    });
    return classes;
  };

  it.each(['', '#', '#/', '#/?ctx.source=room-qr', '#/?x=1#y'])(
    'leaves the start page %j unmarked',
    (hash) => expect(run(hash)).toEqual([]),
  );

  it.each(['#/topic/hiking', '#/impressum', '#/activity/a?b=1', '#topic'])(
    'marks %j, which opens another page',
    (hash) => expect(run(hash)).toEqual(['deep-link']),
  );

  it('is allowed by its hash in the CSP, and only that script', () => {
    const digest = createHash('sha256').update(DEEP_LINK_SCRIPT).digest('base64');
    expect(DEEP_LINK_SCRIPT_HASH).toBe(`'sha256-${digest}'`);
  });
});

describe('index.html with a first view', () => {
  const INDEX = FAKE_INDEX_HTML;

  it('puts the view in the root, marked with its language, and the start screen aside for deep links', () => {
    const page = injectFirstView(
      INDEX,
      {
        html: '<main><!--$--><h1>Hi &amp; welcome</h1><!--/$--></main>',
        head: ['<link rel="stylesheet" href="./w.css" />'],
        htmlStyle: '--color-main: #8c1c3a',
        modelVersion: 32,
      },
      'en',
      { title: 'Welcome', image: undefined },
      '#8c1c3a',
    );
    expect(page).toContain(
      '<div id="root" data-first-view="en" data-model-version="32"><main><!--$--><h1>Hi &amp; welcome</h1><!--/$--></main></div>',
    );
    expect(page).not.toContain('data-start-screen');
    expect(page).toMatch(/<div class="start-screen" data-deep-link style="--color-main: #8c1c3a">/);
    expect(page.indexOf('data-deep-link')).toBeLessThan(page.indexOf('id="root"'));
    const head = page.slice(0, page.indexOf('</head>'));
    expect(head).toContain(`<script>${DEEP_LINK_SCRIPT}</script>`);
    expect(head).toContain('<link rel="stylesheet" href="./w.css" />');
    expect(page).toMatch(/^<!doctype html>\s*<html style="--color-main: #8c1c3a" lang="de">/);
  });

  it('leaves a page without the placeholder as it is', () => {
    const other = '<html><head></head><body><div id="root"></div></body></html>';
    expect(injectFirstView(other, { html: '<p>x</p>', head: [] }, 'de', undefined, '#000')).toBe(
      other,
    );
  });
});

describe('FirstViewRenderer', () => {
  let root: string;
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  function build(source: string | null) {
    root = mkdtempSync(path.join(tmpdir(), 'hospes-first-view-'));
    const dist = path.join(root, 'dist');
    mkdirSync(path.join(dist, '.vite'), { recursive: true });
    writeFileSync(
      path.join(dist, '.vite', 'manifest.json'),
      JSON.stringify({
        'index.html': { file: 'i.js', css: ['assets/index.css'] },
        'w.tsx': { file: 'w.js', css: ['assets/w.css', 'assets/gone.css'] },
      }),
    );
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'assets', 'index.css'), 'body{margin:0}');
    writeFileSync(path.join(dist, 'assets', 'w.css'), 'h1{color:red}');
    if (source !== null) {
      mkdirSync(path.join(root, 'dist-ssr'));
      writeFileSync(path.join(root, 'dist-ssr', 'first-view.js'), source);
    }
    const onError = vi.fn();
    return { renderer: new FirstViewRenderer(dist, onError), onError };
  }

  it("renders with the build's renderer and carries the view's style sheets inline", async () => {
    const { renderer } = build(
      `export const FIRST_VIEW_MODULES = ['index.html', 'w.tsx'];
       export async function renderFirstView({ projectId, lang, model }) {
         return '<link rel="preload" as="image" href="/i.svg"/><h1>' + projectId + lang + model.name + '</h1>';
       }`,
    );
    expect(await renderer.render('alpha', 'en', { name: 'A', _meta: { version: 7 } })).toEqual({
      html: '<h1>alphaenA</h1>',
      // The entry's sheet first (index.html's link to it goes); one that cannot be read stays a link.
      inlinedSheets: ['assets/index.css', 'assets/w.css'],
      head: [
        '<style data-sheet="assets/index.css">body{margin:0}</style>',
        '<link rel="stylesheet" href="./assets/index.css" disabled />',
        '<style data-sheet="assets/w.css">h1{color:red}</style>',
        '<link rel="stylesheet" href="./assets/w.css" disabled />',
        '<link rel="stylesheet" href="./assets/gone.css" />',
        '<link rel="preload" as="image" href="/i.svg"/>',
      ],
      modelVersion: 7,
    });
  });

  it('gives none when the renderer is not built, or has no view (login first)', async () => {
    expect(await build(null).renderer.render('alpha', 'de', {})).toBeNull();
    const { renderer } = build(
      `export const FIRST_VIEW_MODULES = [];
       export async function renderFirstView() { return null; }`,
    );
    expect(await renderer.render('alpha', 'de', {})).toBeNull();
  });

  it('gives none when a render fails, and says so once', async () => {
    const { renderer, onError } = build(
      `export const FIRST_VIEW_MODULES = [];
       export async function renderFirstView() { throw new Error('boom'); }`,
    );
    expect(await renderer.render('alpha', 'de', {})).toBeNull();
    expect(await renderer.render('alpha', 'en', {})).toBeNull();
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError.mock.calls[0]?.[0]).toBe('The first view of alpha (de) failed');
  });
});
