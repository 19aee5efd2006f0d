// The project service for the routes, filled from the projects folder at start.
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { Compressor } from '../../http/encoded-body.ts';
import { importProjects } from '../../projects/project-import.ts';
import { createProjectRepository } from '../../projects/project.repository.ts';
import { ProjectService } from '../../projects/project.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    projects: ProjectService;
  }
}

export interface ProjectsPluginOptions {
  projectsDir: string;
  /** How new model versions are compressed (default: brotli 11 and gzip 9). */
  compress?: Compressor;
}

const projects: FastifyPluginAsync<ProjectsPluginOptions> = async (app, options) => {
  const { projectsDir } = options;
  const service = new ProjectService(
    createProjectRepository(app.database.db),
    (model, id) => app.images.signer.imageSignatures(model, id),
    options.compress,
  );
  service.onBackgroundError = (err) => app.log.error({ err }, 'Compressing a model failed');
  app.decorate('projects', service);
  await importProjects(projectsDir, service, app.log);
  const resigned = await service.refreshImageSignatures();
  if (resigned > 0) {
    app.log.info({ models: resigned }, 'Re-signed the images of stored models');
    await service.refreshCatalog();
  }

  // Models are answered from memory: a version another instance stored on
  // the same database is picked up within this interval (guests pick new
  // versions up only every five minutes anyway, spec §4 model refresh).
  app.scheduler.every({
    name: 'pick up model versions of other instances',
    everyMs: MODEL_SYNC_INTERVAL_MS,
    // Each instance refreshes its own memory.
    perInstance: true,
    run: async () => {
      if (await service.refreshIfChanged()) {
        app.log.info('Picked up model versions stored by another instance');
      }
    },
  });
  app.addHook('onClose', async () => {
    // Compressions still running write to the database: let them finish first.
    await service.idle();
  });
};

/** How often an instance looks for model versions stored by another one. */
export const MODEL_SYNC_INTERVAL_MS = 5_000;

export default fp(projects, {
  name: 'projects',
  dependencies: ['database', 'scheduler', 'images'],
});
