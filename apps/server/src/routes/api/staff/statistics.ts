// Statistics (admins): page views per day, top pages, languages, devices,
// installs and the online check-in rate in a date range.
import {
  DEFAULT_TIMEZONE,
  MAX_STATS_DAYS,
  StatsQuerySchema,
  StatsReportSchema,
  daysBetween,
} from '@hospes/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { invalidField } from '../../../http/app-error.ts';
import { createStatsReportRepository } from '../../../stats/stats-report.repository.ts';
import { statsReport } from '../../../stats/stats-report.ts';
import { ProjectParams, STAFF_ERRORS, STAFF_NOTE, STAFF_SECURITY } from './staff-route-docs.ts';

const staffStatistics: FastifyPluginAsyncZod = async (app) => {
  const repository = createStatsReportRepository(app.database.db);

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
      const timeZone = app.projects.findProject(project)?.place.timezone ?? DEFAULT_TIMEZONE;
      const report = await statsReport(repository, app.pms, project, { from, to, timeZone });
      return reply.header('cache-control', 'no-store').send(report);
    },
  );
};

export default staffStatistics;
