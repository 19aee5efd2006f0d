// Answers a request for a file of one project's web app. The same build serves
// every project; index.html, the manifest and the icon are written per project.
import { GUEST_APP_PERMISSIONS, OCR_WORKER_CSP } from './security-policy.ts';
import type { FastifyReply } from 'fastify';
import type { ProjectSummary } from '../projects/project.service.ts';
import { injectProjectHead, modelPreloadLanguage } from './index-html.ts';
import { buildManifest } from './manifest.ts';
import { initialOf, projectIconSvg } from './project-icon.ts';
import type { FirstViewRenderer } from './first-view.ts';
import { injectFirstView, injectStartScreen } from './start-screen.ts';
import { encodeBody, sendEncoded, type EncodedBody } from '../http/encoded-body.ts';
import { containedFile } from './contained-file.ts';
import type { WebDist } from './web-dist.ts';
import { AppError } from '../http/app-error.ts';

export const NOT_BUILT_MESSAGE = 'The web app is not built. Run npm run build.';

const REVALIDATE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * A relative file path of plain segments: no empty, `.`/`..` or hidden
 * segments and no backslashes, so it can never leave the folder it is read from.
 */
export function isSafeRelativePath(file: string): boolean {
  if (!file || file.length > 512) return false;
  return file.split('/').every((segment) => /^[A-Za-z0-9_~@+-][A-Za-z0-9._~@+-]*$/.test(segment));
}

interface CachedShell {
  project: ProjectSummary;
  build: number;
  /** The day it was rendered (UTC): the first view shows today's events and offers. */
  day: string;
  body: EncodedBody;
}

/** What the first view of a project needs: the renderer and the stored models. */
export interface FirstViews {
  renderer: FirstViewRenderer;
  /** The stored model of a project in a language (its JSON text). */
  modelOf(projectId: string, lang: string): string | undefined;
}

export class ProjectAppResponder {
  private readonly shells = new Map<string, CachedShell>();

  constructor(
    private readonly dist: WebDist,
    /** HOSPES_PUBLIC_URL: where guests reach this server (share links, QR codes). */
    private readonly publicUrl?: string,
    /** The welcome view rendered into the page (docs/decisions/046); without it, the start screen. */
    private readonly firstViews?: FirstViews,
  ) {}

  /**
   * `basePath` is where the app lives (`/alpenrose/`, or `/` on the project's
   * own domain); `file` the path below it ('' for the app itself).
   */
  async send(reply: FastifyReply, project: ProjectSummary, basePath: string, file: string) {
    switch (file) {
      case '':
      case 'index.html':
        return this.sendIndex(reply, project, basePath);
      case 'manifest.webmanifest':
        return reply
          .header('cache-control', REVALIDATE)
          .type('application/manifest+json; charset=utf-8')
          .send(JSON.stringify(buildManifest(project, await this.dist.pngIconSizes())));
      case 'icon.svg':
        return reply
          .header('cache-control', REVALIDATE)
          .type('image/svg+xml; charset=utf-8')
          .send(projectIconSvg(initialOf(project.name), project.themeColor));
      default:
        return this.sendBuildFile(reply, file);
    }
  }

  private async sendBuildFile(reply: FastifyReply, file: string) {
    if (!isSafeRelativePath(file)) return reply.callNotFound();
    // Hashed build assets never change; everything else (sw.js above all)
    // must be revalidated so that a new build reaches the guests.
    const cacheControl = file.startsWith('assets/') ? IMMUTABLE : REVALIDATE;
    // The document scan's OCR worker compiles WebAssembly under its own policy.
    if (file.startsWith('ocr/')) reply.header('content-security-policy', OCR_WORKER_CSP);
    const cached = await this.dist.file(file);
    if (cached) {
      return sendEncoded(reply.request, reply, cached.body, {
        contentType: cached.contentType,
        cacheControl,
      });
    }
    // Missing, outside the folder, or too large to keep in memory.
    const found = await containedFile(this.dist.dir, file);
    if (!found) return reply.callNotFound();
    reply.header('cache-control', cacheControl);
    return reply.sendFile(found.relative, found.root, { cacheControl: false, dotfiles: 'deny' });
  }

  private async sendIndex(reply: FastifyReply, project: ProjectSummary, basePath: string) {
    const index = await this.dist.currentIndex();
    if (!index) throw new AppError('unavailable', NOT_BUILT_MESSAGE);
    const { html, mtimeMs: build } = index;
    const acceptLanguage = reply.request.headers['accept-language'];
    // The language the app will start in (spec §4), with the model's fallback to the default;
    // without Accept-Language (no browser) the project's default.
    const preloadLang = modelPreloadLanguage(acceptLanguage);
    const preloaded = acceptLanguage ? preloadLang : project.defaultLang;
    // One page per project, base path, language and build; a new model
    // version gives the project a new summary object, hence a new page.
    const key = `${project.id}\u0000${basePath}\u0000${preloaded}\u0000${preloadLang}`;
    let page = this.shells.get(key);
    const day = new Date().toISOString().slice(0, 10);
    if (page?.project !== project || page.build !== build || page.day !== day) {
      const lang = project.startScreens[preloaded] ? preloaded : project.defaultLang;
      // The head first: it drops the build's comments, and React's markers in the view must stay.
      const headed = injectProjectHead(html, {
        projectId: project.id,
        title: project.name,
        themeColor: project.themeColor,
        lang,
        basePath,
        favicon: project.favicon,
        preloadLang,
        appUrl: this.publicUrl ? `${this.publicUrl}${basePath}` : undefined,
      });
      const view = await this.firstView(project.id, lang);
      const text = view
        ? injectFirstView(headed, view, lang, project.startScreens[lang], project.themeColor)
        : injectStartScreen(headed, project.startScreens[lang], project.themeColor);
      page = { project, build, day, body: encodeBody(text) };
      this.shells.set(key, page);
    }
    // The guest app may use the camera on its own origin: the check-in's document scan.
    reply.header('permissions-policy', GUEST_APP_PERMISSIONS);
    return sendEncoded(reply.request, reply, page.body, {
      contentType: 'text/html; charset=utf-8',
      cacheControl: REVALIDATE,
    });
  }

  private async firstView(projectId: string, lang: string) {
    const body = this.firstViews?.modelOf(projectId, lang);
    if (!this.firstViews || body === undefined) return null;
    return this.firstViews.renderer.render(projectId, lang, JSON.parse(body) as unknown);
  }
}
