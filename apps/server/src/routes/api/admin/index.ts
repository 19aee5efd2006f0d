// Publishing a model version: the end-to-end tests use it today, staff tools
// later. Only registered when HOSPES_ADMIN_TOKEN is set (else 404).
import { ApiErrorSchema, LANGUAGES, PublishedModelSchema } from '@hospes/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PROJECT_ID_PATTERN } from '../../../config.ts';
import { AppError, invalidField } from '../../../http/app-error.ts';

/**
 * A model of every language with all its content stays far below this (the
 * largest demo model is 160 KB); the token is checked before it is read.
 */
export const PUBLISH_BODY_LIMIT_BYTES = 2 * 1024 * 1024;

const admin: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/admin/projects/:project/models/:lang',
    {
      bodyLimit: PUBLISH_BODY_LIMIT_BYTES,
      schema: {
        tags: ['admin'],
        summary: 'Publish a new model version of a project and language',
        description:
          'Creates the project when it is new. The version (_meta.version) must be higher than ' +
          'the stored one, and _meta.lang must equal the language of the path. Unknown ' +
          'top-level keys and JSON nested deeper than 64 levels are refused (400 with the path).',
        security: [{ adminToken: [] }],
        params: z.object({
          project: z
            .string()
            .regex(PROJECT_ID_PATTERN, 'Expected lower-case letters, digits and dashes'),
          lang: z.enum(LANGUAGES),
        }),
        headers: z.looseObject({ authorization: z.string().optional() }),
        body: PublishedModelSchema,
        response: {
          200: z.object({
            project: z.string(),
            lang: z.string(),
            version: z.number(),
            etag: z.string(),
            status: z.enum(['created', 'updated']),
          }),
          400: ApiErrorSchema,
          401: ApiErrorSchema,
          409: ApiErrorSchema,
          413: ApiErrorSchema,
          429: ApiErrorSchema,
        },
      },
      // Before the body is read: no parsing, buffering or schema details for
      // callers without the token.
      onRequest: app.adminTokenGuard,
    },
    async (request, reply) => {
      const { project, lang } = request.params;
      const result = await app.projects.publishModel(project, lang, request.body, {
        publishedBy: 'admin token',
      });
      switch (result.status) {
        case 'invalid':
          throw invalidField(`body/${result.path.split('.').join('/')}`, result.message);
        case 'stale':
          throw new AppError(
            'conflict',
            `Version ${result.version} is not higher than the stored version ${result.storedVersion}.`,
          );
        default:
          request.log.info({ project, lang, version: result.version }, 'Model published');
          return reply.code(200).send({
            project,
            lang,
            version: result.version,
            etag: result.etag,
            status: result.status,
          });
      }
    },
  );
};

export default admin;
