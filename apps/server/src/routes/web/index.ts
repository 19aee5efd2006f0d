// Everything outside /api: the demo start page, each project's web app at
// /{projectId}/ (or at / on the project's own domain) and project media.
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DEFAULT_COLOR_SCHEME } from '@hospes/domain';
import { PROJECT_ID_PATTERN } from '../../config.ts';
import { requestHostName } from '../../web/public-url.ts';
import { containedFile } from '../../web/contained-file.ts';
import { FirstViewRenderer } from '../../web/first-view.ts';
import { isSafeRelativePath, ProjectAppResponder } from '../../web/project-app.ts';
import { UPLOADED_FILE } from '../../images/image-loader.ts';
import { createMediaRepository } from '../../media/media.repository.ts';
import { DEMO_STAFF } from '../../staff/demo-staff.ts';
import { demoPage, PAGES_CSS_PATH, PAGES_ICON_PATH } from '../../web/pages.ts';
import demoPms, { demoFakePmsSection } from './demo-pms.ts';
import { PAGES_CSS } from '../../web/pages-css.ts';
import { projectIconSvg } from '../../web/project-icon.ts';
import { WebDist } from '../../web/web-dist.ts';

// Not part of the API: kept out of the OpenAPI document.
const page = z.string().describe('HTML page or file');

const web: FastifyPluginAsyncZod = async (app) => {
  const { config } = app;
  await app.register(demoPms);
  const responder = new ProjectAppResponder(new WebDist(config.webDistDir), config.publicUrl, {
    renderer: new FirstViewRenderer(config.webDistDir, (message, error) =>
      app.log.error({ err: error }, message),
    ),
    modelOf: (projectId, lang) => app.projects.findServedModel(projectId, lang)?.body,
  });
  const media = createMediaRepository(app.database.db);

  /** The project whose own domain this request came to (HOSPES_DOMAINS). */
  const domainProject = (request: FastifyRequest) => {
    const id = config.domains.get(requestHostName(request));
    return id === undefined ? undefined : app.projects.findProject(id);
  };

  app.get('/', { schema: { hide: true, response: { 200: page } } }, async (request, reply) => {
    const project = domainProject(request);
    if (project) return responder.send(reply, project, '/', '');
    if (!config.demo) return reply.callNotFound();
    return reply
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(
        demoPage(
          app.projects.listProjects(),
          DEMO_STAFF.filter((login) => app.projects.findProject(login.projectId)),
          await demoFakePmsSection(app),
        ),
      );
  });

  app.get(PAGES_CSS_PATH, { schema: { hide: true, response: { 200: page } } }, async (_r, reply) =>
    reply
      .header('cache-control', 'public, max-age=3600')
      .type('text/css; charset=utf-8')
      .send(PAGES_CSS),
  );

  const pagesIcon = projectIconSvg('H', DEFAULT_COLOR_SCHEME);
  app.get(PAGES_ICON_PATH, { schema: { hide: true, response: { 200: page } } }, async (_r, reply) =>
    reply
      .header('cache-control', 'public, max-age=3600')
      .type('image/svg+xml; charset=utf-8')
      .send(pagesIcon),
  );

  app.get(
    '/:projectId',
    {
      schema: {
        hide: true,
        params: z.object({ projectId: z.string() }),
        response: { 200: page, 301: z.null() },
      },
    },
    async (request, reply) => {
      const { projectId } = request.params;
      const onDomain = domainProject(request);
      if (onDomain) return responder.send(reply, onDomain, '/', projectId);
      if (!app.projects.findProject(projectId)) return reply.callNotFound();
      // The app's relative URLs and its service-worker scope need the slash.
      const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
      return reply.redirect(`/${projectId}/${query}`, 301);
    },
  );

  app.get(
    '/:projectId/*',
    {
      schema: {
        hide: true,
        params: z.object({ projectId: z.string(), '*': z.string() }),
        response: { 200: page, 503: page },
      },
    },
    async (request, reply) => {
      const { projectId, '*': file } = request.params;
      const onDomain = domainProject(request);
      if (onDomain) return responder.send(reply, onDomain, '/', `${projectId}/${file}`);
      const project = app.projects.findProject(projectId);
      if (!project) return reply.callNotFound();
      return responder.send(reply, project, `/${project.id}/`, file);
    },
  );

  app.get(
    '/media/:projectId/*',
    {
      schema: {
        hide: true,
        params: z.object({ projectId: z.string(), '*': z.string() }),
        // A file from the projects folder, or an uploaded one's bytes.
        response: { 200: z.union([page, z.instanceof(Buffer)]) },
      },
    },
    async (request, reply) => {
      const { projectId, '*': file } = request.params;
      if (!PROJECT_ID_PATTERN.test(projectId) || !isSafeRelativePath(file)) {
        return reply.callNotFound();
      }
      const upload = UPLOADED_FILE.exec(file);
      if (upload) {
        const stored = await media.find(projectId, upload[1]!);
        if (!stored) return reply.callNotFound();
        // Named by their hash: never changes. An SVG runs nothing even if opened directly.
        reply.header('cache-control', 'public, max-age=31536000, immutable');
        if (stored.contentType === 'image/svg+xml') {
          reply.header(
            'content-security-policy',
            "default-src 'none'; style-src 'unsafe-inline'; sandbox",
          );
        }
        return reply.type(stored.contentType).send(stored.body);
      }
      const found = await containedFile(path.join(config.projectsDir, projectId, 'media'), file);
      if (!found) return reply.callNotFound();
      // Media file names are not hashed, so long but not immutable.
      reply.header('cache-control', 'public, max-age=2592000');
      return reply.sendFile(found.relative, found.root, { cacheControl: false, dotfiles: 'deny' });
    },
  );
};

export default web;
