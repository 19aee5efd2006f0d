// Image uploads for the content (admins): the raw file as the body with
// its type (`image/jpeg`, `image/png`, `image/webp`, `image/gif`,
// `image/avif`, `image/svg+xml`); answered with the URL to put in the model.
import { ApiErrorSchema, UploadedMediaSchema } from '@hospes/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createMediaRepository } from '../../../media/media.repository.ts';
import { MAX_UPLOAD_BYTES, prepareUpload, UPLOAD_TYPES } from '../../../media/media-upload.ts';
import { actorName } from '../../../staff/staff-actor.ts';
import { AppError } from '../../../http/app-error.ts';
import { ProjectParams, STAFF_ERRORS, STAFF_NOTE, STAFF_SECURITY } from './staff-route-docs.ts';

const staffMedia: FastifyPluginAsyncZod = async (app) => {
  const media = createMediaRepository(app.database.db);
  app.addContentTypeParser(
    [...UPLOAD_TYPES],
    { parseAs: 'buffer', bodyLimit: MAX_UPLOAD_BYTES },
    (_request, body, done) => done(null, body),
  );

  app.post(
    '/staff/:project/media',
    {
      config: { staffPermission: 'content' },
      bodyLimit: MAX_UPLOAD_BYTES,
      schema: {
        tags: ['staff'],
        summary: 'Upload an image for the content',
        description:
          'The file as the body, `Content-Type` its image type. Raster images are re-encoded ' +
          '(EXIF orientation applied, metadata removed, at most 2,000 px wide, WebP); an SVG is ' +
          'accepted only without scripts, event handlers and external references. 400 for ' +
          `anything else, 413 above 10 MiB, 415 for other types. Admins only. ${STAFF_NOTE}`,
        security: STAFF_SECURITY,
        params: ProjectParams,
        response: {
          201: UploadedMediaSchema,
          ...STAFF_ERRORS,
          413: ApiErrorSchema,
          415: ApiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const { project } = request.params;
      const type = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
      if (!(UPLOAD_TYPES as readonly string[]).includes(type) || !Buffer.isBuffer(request.body)) {
        throw new AppError(
          'unsupported_media_type',
          'Upload an image: JPEG, PNG, WebP, GIF, AVIF or SVG.',
        );
      }
      const prepared = await prepareUpload(request.body, type);
      await media.save({
        projectId: project,
        name: prepared.name,
        contentType: prepared.contentType,
        body: prepared.body,
        uploadedBy: actorName(request.staffActor!),
      });
      const url = `/media/${project}/uploads/${prepared.name}`;
      await app.staff.audit(request, 'media.upload', url, { bytes: prepared.body.length });
      return reply.code(201).header('cache-control', 'no-store').send({
        url,
        contentType: prepared.contentType,
        bytes: prepared.body.length,
        width: prepared.width,
        height: prepared.height,
      });
    },
  );
};

export default staffMedia;
