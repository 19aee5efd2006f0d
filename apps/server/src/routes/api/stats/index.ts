// POST /api/stats/{project}: cookieless statistics hits (spec §7 analytics),
// form-encoded as the app sends them with navigator.sendBeacon.
import { ApiErrorSchema, StatsHitSchema } from '@hospes/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createStatsRepository } from '../../../stats/stats.repository.ts';
import { unknownProject } from '../../../http/app-error.ts';
import { ProjectParamsSchema } from '../route-params.ts';

/**
 * Hits per minute and IP address. Generous: the guests of one hotel often
 * share the public address of its Wi-Fi.
 */
export const STATS_RATE_LIMIT_PER_MINUTE = 600;

/** Hits are tiny; a larger body is not a hit. */
const STATS_BODY_LIMIT = 16 * 1024;

const stats: FastifyPluginAsyncZod = async (app) => {
  const repository = createStatsRepository(app.database.db);

  // Form bodies only in this plugin's scope. Empty fields count as absent.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: STATS_BODY_LIMIT },
    (_request, body, done) => {
      const fields: Record<string, string> = {};
      for (const [key, value] of new URLSearchParams(body as string)) {
        if (value !== '') fields[key] = value;
      }
      done(null, fields);
    },
  );

  app.post(
    '/stats/:project',
    {
      bodyLimit: STATS_BODY_LIMIT,
      config: { rateLimit: { max: STATS_RATE_LIMIT_PER_MINUTE, timeWindow: 60_000 } },
      schema: {
        tags: ['statistics'],
        summary: 'Record a statistics hit (pageview or engagement event)',
        description:
          'Body `application/x-www-form-urlencoded` with the fields of spec §7. Cookieless: ' +
          'no cookie is read or set, and no IP address or user agent is stored. ' +
          `Rate-limited per IP (${STATS_RATE_LIMIT_PER_MINUTE} per minute).`,
        consumes: ['application/x-www-form-urlencoded'],
        params: ProjectParamsSchema,
        body: StatsHitSchema,
        response: { 204: z.null(), 400: ApiErrorSchema, 404: ApiErrorSchema, 429: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const { project } = request.params;
      if (!app.projects.findProject(project)) throw unknownProject(project);
      const { z: _cacheBuster, ...hit } = request.body;
      await repository.insertHit(project, hit, new Date());
      return reply.code(204).header('cache-control', 'no-store').send(null);
    },
  );
};

export default stats;
