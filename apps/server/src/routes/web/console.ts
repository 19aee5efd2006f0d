// The staff console's build at /console/ (apps/console/dist). Its pages
// need no project: the console asks /api/staff/me who is logged in. Hashed
// assets are immutable; index.html is revalidated so a new build is used
// at once. Nothing here is part of the guest app.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendEncoded } from '../../http/encoded-body.ts';
import { isSafeRelativePath } from '../../web/project-app.ts';
import { WebDist } from '../../web/web-dist.ts';
import { AppError } from '../../http/app-error.ts';

const page = z.string().describe('HTML page or file');
const NOT_BUILT = 'The console is not built. Run npm run build.';

const consoleRoutes: FastifyPluginAsyncZod = async (app) => {
  const dist = new WebDist(app.config.consoleDistDir);

  app.get('/console', { schema: { hide: true, response: { 301: z.null() } } }, async (_r, reply) =>
    reply.redirect('/console/', 301),
  );

  app.get(
    '/console/*',
    {
      schema: {
        hide: true,
        params: z.object({ '*': z.string() }),
        response: { 200: page, 503: page },
      },
    },
    async (request, reply) => {
      const file = request.params['*'] || 'index.html';
      if (!isSafeRelativePath(file)) return reply.callNotFound();
      if (file === 'index.html' && !(await dist.currentIndex())) {
        throw new AppError('unavailable', NOT_BUILT);
      }
      const found = await dist.file(file);
      if (!found) return reply.callNotFound();
      return sendEncoded(request, reply, found.body, {
        contentType: found.contentType,
        cacheControl: file.startsWith('assets/')
          ? 'public, max-age=31536000, immutable'
          : 'no-cache',
        // The console is for staff only: no search engine, no framing.
        headers: { 'x-robots-tag': 'noindex' },
      });
    },
  );
};

export default consoleRoutes;
