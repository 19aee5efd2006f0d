// The front desk's lists: arrivals, departures and guests in house on a day
// (default: the project's today), from the PMS adapter.
import {
  FrontDeskDaySchema,
  ReservationSearchQuerySchema,
  ReservationSearchResultSchema,
  zonedDate,
} from '@hospes/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { frontDeskDay, SEARCH_LIMIT, searchStays } from '../../../staff/front-desk.ts';
import { ProjectParams, STAFF_ERRORS, STAFF_NOTE, STAFF_SECURITY } from './staff-route-docs.ts';

const staffFrontDesk: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/staff/:project/front-desk',
    {
      schema: {
        tags: ['staff'],
        summary: "A day's arrivals, departures and in-house guests",
        description: `\`?date=YYYY-MM-DD\`, default the project's today. ${STAFF_NOTE}`,
        security: STAFF_SECURITY,
        params: ProjectParams,
        querystring: z.object({
          date: z.iso.date('Expected a date YYYY-MM-DD').optional(),
        }),
        response: { 200: FrontDeskDaySchema, ...STAFF_ERRORS },
      },
    },
    async (request, reply) => {
      const { project } = request.params;
      const settings = await app.pmsSettings.read(project);
      const date =
        request.query.date ?? zonedDate(Date.now(), settings?.timeZone ?? 'Europe/Vienna');
      const answer = await frontDeskDay(app.pms, project, date);
      const entersReservations = await app.pmsRouter.entersReservations(project);
      return reply.header('cache-control', 'no-store').send({ ...answer, entersReservations });
    },
  );

  app.get(
    '/staff/:project/reservations',
    {
      schema: {
        tags: ['staff'],
        summary: 'Search reservations: number, name, room, dates',
        description:
          '`?q=` a reservation number, a guest name (case and accents ignored) or a room; ' +
          '`?from=&to=` (YYYY-MM-DD) stays overlapping the range; either or both. At most ' +
          `${SEARCH_LIMIT} reservations, the latest arrival first; \`limited\` says there are ` +
          `more. ${STAFF_NOTE}`,
        security: STAFF_SECURITY,
        params: ProjectParams,
        querystring: ReservationSearchQuerySchema,
        response: { 200: ReservationSearchResultSchema, ...STAFF_ERRORS },
      },
    },
    async (request, reply) => {
      const { q, from, to } = request.query;
      const answer = await searchStays(app.pms, request.params.project, { text: q, from, to });
      return reply.header('cache-control', 'no-store').send(answer);
    },
  );
};

export default staffFrontDesk;
