// The first view (docs/decisions/046): a project's welcome page rendered on
// the server by the web app's own components, built for Node into
// apps/web/dist-ssr/ beside the app's dist/. The page then shows the hotel
// before any script has run, and the app hydrates this markup. Without the
// renderer (not built, or it fails) the start screen stands in, as before.
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

interface RendererModule {
  renderFirstView(input: {
    projectId: string;
    lang: string;
    model: unknown;
  }): Promise<string | null>;
  /** The brand colours for `<html style>` and the project's own style sheets. */
  firstViewBranding?(model: unknown): { htmlStyle: string; head: string[] };
  FIRST_VIEW_MODULES: readonly string[];
}

type Manifest = Record<string, { file: string; css?: string[]; imports?: string[] }>;

/**
 * Marks a page opened at another route than the start ('#/topic/x'): its
 * CSS then shows the start screen instead of the welcome view until the app
 * has rendered that page (apps/web/src/styles/base.css). Inline, so that it
 * runs before the first paint; allowed by its hash in the CSP.
 */
export const DEEP_LINK_SCRIPT =
  "(function(p){p=location.hash.replace(/^#/,'').split(/[?#]/)[0];if(p&&p!=='/')document.documentElement.classList.add('deep-link')})()";
export const DEEP_LINK_SCRIPT_HASH = `'sha256-${createHash('sha256').update(DEEP_LINK_SCRIPT).digest('base64')}'`;

/** A rendered first view: its markup and what the page's head needs for it. */
export interface FirstView {
  /** The app's markup, for `<div id="root">`. */
  html: string;
  /** Tags for the head: the style sheets the view needs, React's preloads (the welcome image). */
  head: string[];
  /** Sheets that `head` carries inline: index.html's own links to them go. */
  inlinedSheets?: string[];
  /** The brand colours as CSS custom properties, for `<html style>` (as the app sets them). */
  htmlStyle?: string;
  /**
   * The version of the model it shows: the app hydrates only with that very
   * model (a page from the service worker's cache may be older than the model).
   */
  modelVersion?: number;
}

/**
 * The style sheets of manifest entries and everything they import
 * statically, a module's imports before itself: the order the app's
 * loader applies them in, so that the cascade is the same.
 */
export function stylesheetsOf(manifest: Manifest, keys: readonly string[]): string[] {
  const seen = new Set<string>();
  const css: string[] = [];
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const entry = manifest[key];
    if (!entry) return;
    for (const imported of entry.imports ?? []) visit(imported);
    for (const sheet of entry.css ?? []) if (!css.includes(sheet)) css.push(sheet);
  };
  for (const key of keys) visit(key);
  return css;
}

/** A style sheet of the view: its address in dist/ and, when it could be read, its text. */
export interface Sheet {
  href: string;
  css?: string;
}

/**
 * The head tags of the view's style sheets. Inline where their text is at
 * hand: the first paint waits for no request after the page's own (on a
 * slow line a round trip and more). Beside each, a disabled link with its
 * address, which the browser never fetches: the app's chunk loader looks
 * for a sheet's link before adding one and would otherwise add it again —
 * later in the cascade than sheets that must win over it.
 */
export function sheetTags(sheets: readonly Sheet[]): string[] {
  return sheets.flatMap(({ href, css }) =>
    css === undefined
      ? [`<link rel="stylesheet" href="./${href}" />`]
      : [
          `<style data-sheet="${href}">${css.replace(/<\/style/gi, '<\\/style')}</style>`,
          `<link rel="stylesheet" href="./${href}" disabled />`,
        ],
  );
}

// React writes the resources it wants early (a preload of the welcome image) before the markup.
const LEADING_LINKS = /^(?:\s*<link\b[^>]*>)+/;

/** Splits React's leading resource links off the markup: they belong in the head. */
export function splitHeadLinks(html: string): { head: string[]; body: string } {
  const links = LEADING_LINKS.exec(html)?.[0] ?? '';
  return {
    head: links.match(/<link\b[^>]*>/g) ?? [],
    body: html.slice(links.length),
  };
}

function versionOf(model: unknown): { modelVersion?: number } {
  const version = (model as { _meta?: { version?: unknown } } | null)?._meta?.version;
  return typeof version === 'number' ? { modelVersion: version } : {};
}

/** The renderer of one build, and the style sheets its view needs (read once per build). */
interface LoadedBuild {
  mtimeMs: number;
  module: Promise<RendererModule | null>;
  sheets?: Promise<Sheet[]>;
}

export class FirstViewRenderer {
  private loaded: LoadedBuild | undefined;
  private failed = false;

  constructor(
    /** apps/web/dist: its manifest names the style sheets. */
    private readonly distDir: string,
    private readonly onError: (message: string, error: unknown) => void,
  ) {}

  private get entry(): string {
    return path.join(this.distDir, '..', 'dist-ssr', 'first-view.js');
  }

  /** The renderer of the current build (a rebuild is imported anew), or null when there is none. */
  private async build(): Promise<LoadedBuild | null> {
    let mtimeMs: number;
    try {
      ({ mtimeMs } = await stat(this.entry));
    } catch {
      return null; // not built: the start screen stands in
    }
    if (this.loaded?.mtimeMs !== mtimeMs) {
      // React renders with its production build unless the process says otherwise.
      process.env.NODE_ENV ??= 'production';
      const url = `${pathToFileURL(this.entry).href}?build=${mtimeMs}`;
      this.loaded = {
        mtimeMs,
        module: (import(url) as Promise<RendererModule>).catch((error: unknown) => {
          this.onError('The first view renderer could not be loaded', error);
          return null;
        }),
      };
    }
    return this.loaded;
  }

  /** The view's sheets, the entry's (index.html links it) first, with their text. */
  private async stylesheets(modules: readonly string[]): Promise<Sheet[]> {
    let hrefs: string[];
    let own: Set<string>;
    try {
      const manifest = JSON.parse(
        await readFile(path.join(this.distDir, '.vite', 'manifest.json'), 'utf8'),
      ) as Manifest;
      own = new Set(manifest['index.html']?.css ?? []);
      hrefs = stylesheetsOf(manifest, ['index.html', ...modules]);
    } catch {
      return [];
    }
    const sheets = await Promise.all(
      hrefs.map(async (href): Promise<Sheet> => {
        try {
          return { href, css: await readFile(path.join(this.distDir, href), 'utf8') };
        } catch {
          return { href };
        }
      }),
    );
    // An entry's sheet that cannot be read stays linked where index.html links it.
    return sheets.filter((sheet) => sheet.css !== undefined || !own.has(sheet.href));
  }

  /**
   * The first view of a project in one language, or null: no renderer, a
   * project whose start page is the login, or a render that failed (said
   * once in the log; the start screen stands in).
   */
  async render(projectId: string, lang: string, model: unknown): Promise<FirstView | null> {
    const build = await this.build();
    const module = await build?.module;
    if (!build || !module) return null;
    try {
      const html = await module.renderFirstView({ projectId, lang, model });
      if (html === null) return null;
      const { head, body } = splitHeadLinks(html);
      build.sheets ??= this.stylesheets(module.FIRST_VIEW_MODULES);
      const sheets = await build.sheets;
      const branding = module.firstViewBranding?.(model);
      return {
        html: body,
        inlinedSheets: sheets.filter((sheet) => sheet.css !== undefined).map(({ href }) => href),
        head: [
          ...sheetTags(sheets),
          // The project's own CSS after the app's, as the app adds it.
          ...(branding?.head ?? []),
          ...head,
        ],
        ...(branding ? { htmlStyle: branding.htmlStyle } : {}),
        ...versionOf(model),
      };
    } catch (error) {
      if (!this.failed) this.onError(`The first view of ${projectId} (${lang}) failed`, error);
      this.failed = true;
      return null;
    }
  }
}
