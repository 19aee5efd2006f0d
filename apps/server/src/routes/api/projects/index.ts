import { ApiErrorSchema, ProjectModelSchema } from '@hospes/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendEncoded } from '../../../http/encoded-body.ts';
import { unknownProject } from '../../../http/app-error.ts';

const ProjectListSchema = z.object({
  projects: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      product: z.string(),
      defaultLang: z.string(),
      languages: z.array(z.string()),
    }),
  ),
});

const projects: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/projects',
    {
      schema: {
        tags: ['projects'],
        summary: 'The projects this server serves',
        response: { 200: ProjectListSchema },
      },
    },
    async () => ({
      projects: app.projects
        .listProjects()
        .map(({ id, name, product, defaultLang, languages }) => ({
          id,
          name,
          product,
          defaultLang,
          languages,
        })),
    }),
  );

  app.get(
    '/projects/:project/model/:lang',
    {
      // Compressed once per version (sendEncoded), never per request.
      compress: false,
      schema: {
        tags: ['projects'],
        summary: 'The model of a project in a language',
        description:
          'An unknown language, or one the project lacks, answers with the default language. ' +
          'Revalidate with If-None-Match: the ETag changes with every stored version.',
        params: z.object({
          project: z.string().min(1).max(63),
          lang: z.string().min(1).max(35).describe('de, en, es, fr, hr, it or ru'),
        }),
        querystring: z.object({
          t: z.string().optional().describe('Cache buster of the model refresh; ignored'),
        }),
        headers: z.looseObject({ 'if-none-match': z.string().optional() }),
        response: {
          200: ProjectModelSchema,
          304: z.null().describe('Not modified'),
          404: ApiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const { project, lang } = request.params;
      const model = app.projects.findServedModel(project, lang);
      if (!model) throw unknownProject(project);
      // The stored text is the validated model, compressed once when it was
      // stored; clients keep it but must revalidate it every time (cheap with 304).
      return sendEncoded(request, reply, model.encoded, {
        contentType: 'application/json; charset=utf-8',
        cacheControl: 'no-cache',
        headers: { 'content-language': model.lang },
      });
    },
  );
};

export default projects;
