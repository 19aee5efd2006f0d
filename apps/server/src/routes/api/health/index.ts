import { ApiErrorSchema } from '@hospes/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pingDatabase } from '../../../db/database.ts';
import { AppError } from '../../../http/app-error.ts';

const HealthSchema = z.object({
  status: z.enum(['ok', 'error']),
  database: z.enum(['ok', 'error']),
});

/** 503: the error body of every refusal, with the health fields a monitor reads. */
class DatabaseDownError extends AppError {
  override name = 'DatabaseDownError';
  constructor() {
    super('unavailable', 'The database does not answer.');
  }
  override details() {
    return { status: 'error', database: 'error' };
  }
}

const health: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness and database check',
        response: { 200: HealthSchema, 503: ApiErrorSchema.extend(HealthSchema.shape) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      if (!(await pingDatabase(app.database.db))) throw new DatabaseDownError();
      return reply.code(200).send({ status: 'ok', database: 'ok' });
    },
  );
};

export default health;
