// Answers a request for a file of one project's web app. The same build serves
// every project; index.html, the manifest and the icon are written per project.
import type { FastifyReply } from 'fastify';
import type { ProjectSummary } from '../projects/project.service.ts';
import { injectProjectHead, modelPreloadLanguage } from './index-html.ts';
import { buildManifest } from './manifest.ts';
import { initialOf, projectIconSvg } from './project-icon.ts';
import { injectStartScreen } from './start-screen.ts';
import { containedFile } from './contained-file.ts';
import type { WebDist } from './web-dist.ts';

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

export class ProjectAppResponder {
  constructor(private readonly dist: WebDist) {}

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
    const found = await containedFile(this.dist.dir, file);
    if (!found) return reply.callNotFound();
    // Hashed build assets never change; everything else (sw.js above all)
    // must be revalidated so that a new build reaches the guests.
    reply.header('cache-control', file.startsWith('assets/') ? IMMUTABLE : REVALIDATE);
    return reply.sendFile(found.relative, found.root, { cacheControl: false, dotfiles: 'deny' });
  }

  private async sendIndex(reply: FastifyReply, project: ProjectSummary, basePath: string) {
    const html = await this.dist.indexHtml();
    if (html === undefined) {
      return reply.code(503).type('text/plain; charset=utf-8').send(NOT_BUILT_MESSAGE);
    }
    const acceptLanguage = reply.request.headers['accept-language'];
    // The language the app will start in (spec §4), with the model's fallback to the default;
    // without Accept-Language (no browser) the project's default.
    const preloaded = acceptLanguage ? modelPreloadLanguage(acceptLanguage) : project.defaultLang;
    const lang = project.startScreens[preloaded] ? preloaded : project.defaultLang;
    const page = injectProjectHead(
      injectStartScreen(html, project.startScreens[lang], project.themeColor),
      {
        projectId: project.id,
        title: project.name,
        themeColor: project.themeColor,
        lang,
        basePath,
        favicon: project.favicon,
        acceptLanguage,
      },
    );
    return reply.header('cache-control', REVALIDATE).type('text/html; charset=utf-8').send(page);
  }
}
