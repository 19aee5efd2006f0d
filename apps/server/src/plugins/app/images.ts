// The image proxy's signer and renderer. Before the projects plugin: storing
// a model signs its image URLs (`_images`).
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { ImageService } from '../../images/image.service.ts';
import { ImageSigner } from '../../images/image-signer.ts';
import { createMediaRepository } from '../../media/media.repository.ts';
import { createServerSecretRepository } from '../../secrets/server-secret.repository.ts';

declare module 'fastify' {
  interface FastifyInstance {
    images: ImageService;
  }
}

export interface ImagesPluginOptions {
  /** Replaces the global fetch for remote originals (tests). */
  fetch?: typeof fetch;
}

const images: FastifyPluginAsync<ImagesPluginOptions> = async (app, options) => {
  const { secret, hosts } = app.config.images;
  const signer = await ImageSigner.create(
    secret,
    hosts,
    createServerSecretRepository(app.database.db),
  );
  app.decorate(
    'images',
    new ImageService(signer, {
      projectsDir: app.config.projectsDir,
      // Uploads from the console live in the database, not the projects folder.
      uploads: createMediaRepository(app.database.db),
      fetch: options.fetch,
    }),
  );
};

export default fp(images, { name: 'images', dependencies: ['database'] });
