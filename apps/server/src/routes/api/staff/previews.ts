// Previews of a draft in the guest app (admins): the console sends the
// edited model of a language, the server checks it like a publication and
// answers a link to the guest app that loads it; the guest app then reads
// the draft here with the staff session (the cookie's path covers
// /api/staff), so a preview link alone shows nothing to anyone else.
// Nothing is published and guests never get the draft.
import { LANGUAGES, ProjectModelSchema, PreviewLinkSchema } from '@hospes/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, invalidRequest, notFound } from '../../../http/app-error.ts';
import { createModelPreviewRepository } from '../../../projects/model-preview.repository.ts';
import { ModelEditor } from '../../../projects/model-editing.ts';
import { actorName } from '../../../staff/staff-actor.ts';
import { ProjectParams, STAFF_ERRORS, STAFF_NOTE, STAFF_SECURITY } from './staff-route-docs.ts';

const CONTENT = { staffPermission: 'content' as const };
const MODEL_BODY_LIMIT = 4 * 1024 * 1024;

const staffPreviews: FastifyPluginAsyncZod = async (app) => {
  const editor = new ModelEditor(app.projects);
  const previews = createModelPreviewRepository(app.database.db, app.staff.now);

  app.post(
    '/staff/:project/content/:lang/previews',
    {
      config: CONTENT,
      bodyLimit: MODEL_BODY_LIMIT,
      schema: {
        tags: ['staff'],
        summary: 'Preview a draft of a model in the guest app',
        description:
          'Body `{ model }`, checked like a publication (400 with the path of the first ' +
          'problem). Answers `url`, the guest app loading the draft, for one hour and only ' +
          `for staff of the project. Nothing is published. Admins only. ${STAFF_NOTE}`,
        security: STAFF_SECURITY,
        params: ProjectParams.extend({ lang: z.enum(LANGUAGES) }),
        body: z.object({ model: z.record(z.string(), z.unknown()) }),
        response: {
          201: PreviewLinkSchema,
          ...STAFF_ERRORS,
        },
      },
    },
    async (request, reply) => {
      const { project, lang } = request.params;
      const draft = editor.draft(project, lang, request.body.model);
      if (draft.status === 'not_found') throw notFound('model');
      if (draft.status === 'invalid')
        throw invalidRequest([{ path: draft.path, message: draft.message }]);
      const { token, expiresAt } = await previews.create({
        projectId: project,
        lang,
        body: draft.body,
        createdBy: actorName(request.staffActor!),
      });
      await app.staff.audit(request, 'content.preview', lang);
      return reply
        .code(201)
        .header('cache-control', 'no-store')
        .send({ url: `/${project}/?preview=${token}&lang=${lang}#/`, expiresAt });
    },
  );

  app.get(
    '/staff/:project/previews/:token/model/:lang',
    {
      config: CONTENT,
      schema: {
        tags: ['staff'],
        summary: 'The model the guest app shows in a preview',
        description:
          "The draft in its language; the other languages as published. 404 once the link's " +
          `hour is over. Never cached. Admins only. ${STAFF_NOTE}`,
        security: STAFF_SECURITY,
        params: ProjectParams.extend({ token: z.string().max(100), lang: z.string().max(35) }),
        querystring: z.object({
          t: z.string().optional().describe('Cache buster of the model refresh; ignored'),
        }),
        response: { 200: ProjectModelSchema, ...STAFF_ERRORS },
      },
    },
    async (request, reply) => {
      const { project, token, lang } = request.params;
      const draft = await previews.find(project, token);
      if (!draft) {
        throw new AppError(
          'not_found',
          'This preview has expired. Open a new one from the console.',
        );
      }
      // The draft in its language; another language as guests get it.
      const served = draft.lang === lang ? undefined : app.projects.findServedModel(project, lang);
      const body = served ? served.body : draft.body;
      return reply
        .header('cache-control', 'no-store')
        .header('x-robots-tag', 'noindex')
        .header('content-language', served ? served.lang : draft.lang)
        .type('application/json; charset=utf-8')
        .send(Buffer.from(body, 'utf8') as never);
    },
  );
};

export default staffPreviews;
