// The project service for the routes, filled from the projects folder at start.
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { importProjects } from '../../projects/project-import.ts';
import { createProjectRepository } from '../../projects/project.repository.ts';
import { ProjectService } from '../../projects/project.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    projects: ProjectService;
  }
}

const projects: FastifyPluginAsync<{ projectsDir: string }> = async (app, { projectsDir }) => {
  const service = new ProjectService(createProjectRepository(app.database.db), (model, id) =>
    app.images.signer.imageSignatures(model, id),
  );
  app.decorate('projects', service);
  await importProjects(projectsDir, service, app.log);
  const resigned = await service.refreshImageSignatures();
  if (resigned > 0) app.log.info({ models: resigned }, 'Re-signed the images of stored models');
};

export default fp(projects, { name: 'projects', dependencies: ['database', 'images'] });
