// Statistics (admins): page views per day, top pages by their titles,
// languages, devices, installs, the online check-in rate, sales of shop and
// bookings, and requests with the staff's response times in a date range.
import {
  DEFAULT_TIMEZONE,
  MAX_STATS_DAYS,
  ProjectModelSchema,
  StatsQuerySchema,
  StatsReportSchema,
  daysBetween,
} from '@hospes/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { invalidField } from '../../../http/app-error.ts';
import { createBusinessRepository } from '../../../stats/business.repository.ts';
import { titlesOf } from '../../../stats/page-names.ts';
import { createStatsReportRepository } from '../../../stats/stats-report.repository.ts';
import { statsReport } from '../../../stats/stats-report.ts';
import { ProjectParams, STAFF_ERRORS, STAFF_NOTE, STAFF_SECURITY } from './staff-route-docs.ts';

const staffStatistics: FastifyPluginAsyncZod = async (app) => {
  const repositories = {
    hits: createStatsReportRepository(app.database.db),
    business: createBusinessRepository(app.database.db),
  };
  /** Topic and item titles of the project's default-language model: the pages' names. */
  const titles = (projectId: string, lang: string) => {
    const served = app.projects.findServedModel(projectId, lang);
    if (!served) return new Map<string, string>();
    const model = ProjectModelSchema.pick({ discover: true }).safeParse(JSON.parse(served.body));
    return titlesOf(model.success ? model.data : undefined);
  };

  app.get(
    '/staff/:project/statistics',
    {
      config: { staffPermission: 'statistics' },
      schema: {
        tags: ['staff'],
        summary: 'Statistics of a date range',
        description: `\`?from=YYYY-MM-DD&to=YYYY-MM-DD\` (days of the project's time zone, at most ${MAX_STATS_DAYS}). From the cookieless hits and the PMS. Admins only. ${STAFF_NOTE}`,
        security: STAFF_SECURITY,
        params: ProjectParams,
        querystring: StatsQuerySchema,
        response: { 200: StatsReportSchema, ...STAFF_ERRORS },
      },
    },
    async (request, reply) => {
      const { from, to } = request.query;
      const span = daysBetween(from, to);
      if (span < 0)
        throw invalidField('querystring/to', 'The end date must not be before the start date.');
      if (span >= MAX_STATS_DAYS) {
        throw invalidField(
          'querystring/to',
          `At most ${MAX_STATS_DAYS} days can be shown at once.`,
        );
      }
      const { project } = request.params;
      const found = app.projects.findProject(project);
      const timeZone = found?.place.timezone ?? DEFAULT_TIMEZONE;
      const report = await statsReport(
        repositories,
        app.pms,
        project,
        { from, to, timeZone },
        titles(project, found?.defaultLang ?? 'de'),
        found?.name ?? '',
      );
      return reply.header('cache-control', 'no-store').send(report);
    },
  );
};

export default staffStatistics;
