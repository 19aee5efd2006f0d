// GET /api/integrations/{project}/loginfields: which login fields the
// login dialog shows (spec §3 project_settings.pms_login).
import { ApiErrorSchema, LoginFieldsAnswerSchema } from '@hospes/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ProjectParamsSchema, projectSettings } from './integration-context.ts';

const loginFields: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/integrations/:project/loginfields',
    {
      schema: {
        tags: ['login'],
        summary: 'The login fields of a project',
        description:
          '`active`: whether guests log in with reservation data at this project; `fields`: ' +
          'the fields to ask for, in order (e.g. reservation_id and last_name).',
        params: ProjectParamsSchema,
        response: {
          200: LoginFieldsAnswerSchema,
          404: ApiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const settings = await projectSettings(app, request.params.project);
      return reply.header('cache-control', 'no-cache').send({
        active: settings.loginActive,
        fields: settings.loginActive ? settings.loginFields : [],
      });
    },
  );
};

export default loginFields;
