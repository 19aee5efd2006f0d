// POST /api/stats/{project}: cookieless statistics hits (spec §7 analytics),
// form-encoded as the app sends them with navigator.sendBeacon.
import { ApiErrorSchema } from '@hospes/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createStatsRepository } from '../../../stats/stats.repository.ts';

const text = (max: number) => z.string().trim().min(1).max(max);
const size = z.string().regex(/^\d{1,5}x\d{1,5}$/, 'Expected WIDTHxHEIGHT, e.g. 390x844');

/** spec §7: the fields of a hit; anything else the client sends is dropped. */
export const StatsHitSchema = z
  .object({
    business_id: text(100).optional(),
    hittype: z.enum(['event', 'pageview']),
    gen_id: text(100).optional(),
    userlang: z
      .string()
      .regex(/^[A-Za-z]{2,3}(?:[-_][A-Za-z0-9]{1,8})*$/, 'Expected a language tag, e.g. de-AT')
      .max(35)
      .optional(),
    z: z.string().max(64).optional().describe('Random cache buster; not stored'),
    event_category: z.literal('engagement').optional(),
    event_action: text(200).optional(),
    event_label: text(500).optional(),
    documentpath: text(2048).optional(),
    documenttitle: text(500).optional(),
    screen: size.optional(),
    viewport: size.optional(),
    cn: text(200).optional().describe('Campaign name'),
    cs: text(200).optional().describe('Campaign source'),
    cm: text(200).optional().describe('Campaign medium'),
  })
  .refine((hit) => hit.hittype !== 'event' || hit.event_action !== undefined, {
    path: ['event_action'],
    message: 'An event needs event_action',
  });

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
        params: z.object({ project: z.string().min(1).max(63) }),
        body: StatsHitSchema,
        response: { 204: z.null(), 400: ApiErrorSchema, 404: ApiErrorSchema, 429: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const { project } = request.params;
      if (!app.projects.findProject(project)) {
        return reply
          .code(404)
          .send({ error: 'Not Found', message: `There is no project "${project}".` });
      }
      const { z: _cacheBuster, ...hit } = request.body;
      await repository.insertHit(project, hit, new Date());
      return reply.code(204).header('cache-control', 'no-store').send(null);
    },
  );
};

export default stats;
