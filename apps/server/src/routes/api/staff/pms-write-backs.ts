// Write-backs waiting for the project's property system (docs/decisions/049):
// what a remote PMS has not taken yet — check-ins, check-outs, charges,
// payments — with the attempts and the last answer, and "Retry now" for the
// front desk. Nothing of the guest's data is answered.
import { PmsWriteBackSchema, PmsWriteBacksSchema } from '@hospes/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../http/app-error.ts';
import type { OutboxItem } from '../../../pms/outbox/pms-outbox.repository.ts';
import { ProjectParams, STAFF_ERRORS, STAFF_NOTE, STAFF_SECURITY } from './staff-route-docs.ts';

function view(item: OutboxItem) {
  return {
    id: item.id,
    kind: item.kind,
    reservationId: item.reservationId,
    roomStayId: item.roomStayId,
    status: item.status,
    attempts: item.attempts,
    nextAttemptAt: item.nextAttemptAt,
    lastError: item.lastError,
    createdAt: item.createdAt,
  };
}

const staffPmsWriteBacks: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/staff/:project/pms/write-backs',
    {
      schema: {
        tags: ['staff'],
        summary: 'Write-backs waiting for the property system',
        description: `Check-ins, check-outs, charges and payments a remote PMS has not taken yet: waiting for the next attempt, or failed with its reason. ${STAFF_NOTE}`,
        security: STAFF_SECURITY,
        params: ProjectParams,
        response: { 200: PmsWriteBacksSchema, ...STAFF_ERRORS },
      },
    },
    async (request, reply) => {
      const items = await app.pmsOutbox.listOpen(request.params.project);
      return reply.header('cache-control', 'no-store').send({ writeBacks: items.map(view) });
    },
  );

  app.post(
    '/staff/:project/pms/write-backs/:id/retry',
    {
      schema: {
        tags: ['staff'],
        summary: 'Send a write-back again now',
        description: `Sends a waiting or failed write-back at once and answers it afterwards (\`sent\`, or waiting/failed with the PMS's answer). ${STAFF_NOTE}`,
        security: STAFF_SECURITY,
        params: ProjectParams.extend({ id: z.string().min(1).max(100) }),
        response: { 200: PmsWriteBackSchema, ...STAFF_ERRORS },
      },
    },
    async (request, reply) => {
      const { project, id } = request.params;
      const item = await app.pmsOutbox.retryNow(project, id);
      if (!item)
        throw new AppError('not_found', 'No such write-back waits for the property system.');
      await app.staff.audit(request, 'pms.write-back.retry', id, {
        kind: item.kind,
        status: item.status,
      });
      return reply.header('cache-control', 'no-store').send(view(item));
    },
  );
};

export default staffPmsWriteBacks;
