// The periodic jobs of every plugin on one scheduler (`fastify.scheduler`):
// intervals start when the server is ready and stop, waiting for runs in
// progress, before the database closes.
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { createJobLock } from '../../db/job-lock.ts';
import { Scheduler } from '../../jobs/scheduler.ts';

declare module 'fastify' {
  interface FastifyInstance {
    scheduler: Scheduler;
  }
}

const scheduler: FastifyPluginAsync = async (app) => {
  const jobs = new Scheduler(createJobLock(app.database), app.log);
  app.decorate('scheduler', jobs);
  app.addHook('onReady', async () => jobs.start());
  app.addHook('onClose', async () => jobs.stop());
};

export default fp(scheduler, { name: 'scheduler', dependencies: ['database'] });
