// Content editing (admins): the model of a language as published, publish
// an edited one as the next version, the version history with each
// version's content (the console diffs two) and rollback, and the JSON
// Schema of the model generated from the domain's zod schemas. An invalid
// model is refused whole with the path of the first problem; the published
// model never changes then.
import {
  ApiErrorSchema,
  LANGUAGES,
  ProjectModelSchema,
  PublishModelBodySchema,
  StaffModelSchema,
  PublishedVersionSchema,
  ModelVersionsSchema,
} from '@hospes/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, invalidRequest, notFound } from '../../../http/app-error.ts';
import { ModelEditor, type EditResult } from '../../../projects/model-editing.ts';
import { actorName } from '../../../staff/staff-actor.ts';
import { ProjectParams, STAFF_ERRORS, STAFF_NOTE, STAFF_SECURITY } from './staff-route-docs.ts';

const LangParams = ProjectParams.extend({ lang: z.enum(LANGUAGES) });
const CONTENT = { staffPermission: 'content' as const };
/** A whole model with its seven languages' texts stays far below this. */
const MODEL_BODY_LIMIT = 4 * 1024 * 1024;

const staffContent: FastifyPluginAsyncZod = async (app) => {
  const editor = new ModelEditor(app.projects);
  let jsonSchema: Record<string, unknown> | undefined;

  /** The new version, or the error that refuses the edit (nothing was published). */
  const publishedVersion = (
    result: EditResult,
  ): { version: number; shared?: { lang: string; version: number }[] } => {
    if (result.status === 'not_found') throw notFound('model');
    if (result.status === 'invalid')
      throw invalidRequest([{ path: result.path, message: result.message }]);
    if (result.status === 'stale') {
      throw new AppError(
        'conflict',
        `Version ${result.storedVersion} was published meanwhile. Reload and apply your changes to it.`,
      );
    }
    return { version: result.version, ...(result.shared ? { shared: result.shared } : {}) };
  };

  app.get(
    '/staff/:project/content/:lang',
    {
      config: CONTENT,
      schema: {
        tags: ['staff'],
        summary: 'The published model of a language, as staff edit it',
        description: `Admins only. ${STAFF_NOTE}`,
        security: STAFF_SECURITY,
        params: LangParams,
        response: { 200: StaffModelSchema, ...STAFF_ERRORS },
      },
    },
    async (request, reply) => {
      const { project, lang } = request.params;
      const current = editor.current(project, lang);
      reply.header('cache-control', 'no-store');
      if (!current) throw notFound('model');
      return reply.send({ lang, ...current });
    },
  );

  app.put(
    '/staff/:project/content/:lang',
    {
      config: CONTENT,
      bodyLimit: MODEL_BODY_LIMIT,
      schema: {
        tags: ['staff'],
        summary: 'Publish an edited model as the next version',
        description:
          'Body `{ baseVersion, model, shareWithAllLanguages? }`. The server sets `_meta.version` (baseVersion + 1), ' +
          'With `shareWithAllLanguages` the language-independent values (pictures, colours, ' +
          'prices, positions, hours, the programme and the request forms) go to every other ' +
          'language too, each as its next version (`shared: [{ lang, version }]`). ' +
          '`_meta.lang` and `_meta.updated_at`. 400 with the path of the first problem (nothing ' +
          'is published), 409 when another version was published since baseVersion. Guests ' +
          `pick the new version up by the spec's model-refresh rule. Admins only. ${STAFF_NOTE}`,
        security: STAFF_SECURITY,
        params: LangParams,
        body: PublishModelBodySchema,
        response: {
          200: PublishedVersionSchema,
          ...STAFF_ERRORS,
          409: ApiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const { project, lang } = request.params;
      const { baseVersion, model, shareWithAllLanguages } = request.body;
      const result = await (shareWithAllLanguages ? editor.publishShared : editor.publish).call(
        editor,
        project,
        lang,
        baseVersion,
        model,
        actorName(request.staffActor!),
      );
      if (result.status === 'published') {
        await app.staff.audit(request, 'content.publish', lang, { version: result.version });
        for (const other of result.shared ?? []) {
          await app.staff.audit(request, 'content.publish', other.lang, {
            version: other.version,
            sharedFrom: lang,
          });
        }
      }
      return reply.header('cache-control', 'no-store').send(publishedVersion(result));
    },
  );

  app.get(
    '/staff/:project/content/:lang/versions',
    {
      config: CONTENT,
      schema: {
        tags: ['staff'],
        summary: 'The published versions of a model, newest first',
        description: `Admins only. ${STAFF_NOTE}`,
        security: STAFF_SECURITY,
        params: LangParams,
        response: { 200: ModelVersionsSchema, ...STAFF_ERRORS },
      },
    },
    async (request, reply) => {
      const { project, lang } = request.params;
      const versions = await app.projects.history(project, lang);
      return reply.header('cache-control', 'no-store').send({ versions });
    },
  );

  app.get(
    '/staff/:project/content/:lang/versions/:version',
    {
      config: CONTENT,
      schema: {
        tags: ['staff'],
        summary: "One published version's model",
        description: `Admins only. ${STAFF_NOTE}`,
        security: STAFF_SECURITY,
        params: LangParams.extend({ version: z.coerce.number().int().nonnegative() }),
        response: { 200: StaffModelSchema, ...STAFF_ERRORS },
      },
    },
    async (request, reply) => {
      const { project, lang, version } = request.params;
      const model = await editor.versionModel(project, lang, version);
      reply.header('cache-control', 'no-store');
      if (!model) throw notFound('version');
      return reply.send({ lang, version, model });
    },
  );

  app.post(
    '/staff/:project/content/:lang/versions/:version/rollback',
    {
      config: CONTENT,
      schema: {
        tags: ['staff'],
        summary: "Publish an earlier version's content again, as the next version",
        description: `Admins only. ${STAFF_NOTE}`,
        security: STAFF_SECURITY,
        params: LangParams.extend({ version: z.coerce.number().int().nonnegative() }),
        response: {
          200: PublishedVersionSchema,
          ...STAFF_ERRORS,
          409: ApiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const { project, lang, version } = request.params;
      const result = await editor.rollback(project, lang, version, actorName(request.staffActor!));
      if (result.status === 'published') {
        await app.staff.audit(request, 'content.rollback', lang, {
          from: version,
          version: result.version,
        });
      }
      return reply.header('cache-control', 'no-store').send(publishedVersion(result));
    },
  );

  app.get(
    '/staff/:project/content-schema',
    {
      config: CONTENT,
      schema: {
        tags: ['staff'],
        summary: "The model's JSON Schema (generated from the domain's zod schemas)",
        description: `Admins only. ${STAFF_NOTE}`,
        security: STAFF_SECURITY,
        params: ProjectParams,
        response: { 200: z.record(z.string(), z.unknown()), ...STAFF_ERRORS },
      },
    },
    async (_request, reply) => {
      jsonSchema ??= z.toJSONSchema(ProjectModelSchema, {
        unrepresentable: 'any',
        io: 'input',
      }) as Record<string, unknown>;
      return reply.header('cache-control', 'no-store').send(jsonSchema);
    },
  );
};

export default staffContent;
