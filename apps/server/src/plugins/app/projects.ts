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
  const service = new ProjectService(createProjectRepository(app.database.db));
  app.decorate('projects', service);
  await importProjects(projectsDir, service, app.log);
};

export default fp(projects, { name: 'projects', dependencies: ['database'] });
