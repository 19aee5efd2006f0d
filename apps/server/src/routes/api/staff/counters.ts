// What waits for the staff: the console's menu counters, tab title and alerts.
import { StaffCountersSchema } from '@hospes/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createStaffCounters } from '../../../staff/staff-counters.ts';
import { createWaitingRepository } from '../../../staff/waiting.repository.ts';
import { ProjectParams, STAFF_ERRORS, STAFF_NOTE, STAFF_SECURITY } from './staff-route-docs.ts';

const staffCounters: FastifyPluginAsyncZod = async (app) => {
  const counters = createStaffCounters(
    createWaitingRepository(app.database.db),
    app.staff.settings,
  );

  app.get(
    '/staff/:project/counters',
    {
      schema: {
        tags: ['staff'],
        summary: 'What waits for the staff: new requests, unread conversations, bookings, orders',
        description:
          'Each kind with its count and the time of its oldest (`oldestAt`); ' +
          '`escalateAfterMinutes` is the project’s threshold (`project_settings.staff.' +
          `escalate_after_minutes\`, default 10). ${STAFF_NOTE}`,
        security: STAFF_SECURITY,
        params: ProjectParams,
        response: { 200: StaffCountersSchema, ...STAFF_ERRORS },
      },
    },
    async (request, reply) => {
      const answer = await counters.read(request.params.project);
      return reply.header('cache-control', 'no-store').send(answer);
    },
  );
};

export default staffCounters;
