import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pingDatabase } from '../../../db/database.ts';

const HealthSchema = z.object({
  status: z.enum(['ok', 'error']),
  database: z.enum(['ok', 'error']),
});

const health: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness and database check',
        response: { 200: HealthSchema, 503: HealthSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      if (!(await pingDatabase(app.database.db))) {
        return reply.code(503).send({ status: 'error', database: 'error' });
      }
      return reply.code(200).send({ status: 'ok', database: 'ok' });
    },
  );
};

export default health;
