// GET /api/integrations/{project}/checkinform: the project's check-in form
// (spec §3 formSections) for a room stay of the caller's reservation.
import {
  ApiErrorSchema,
  CheckinFormQuerySchema,
  CheckinFormResponseSchema,
  ValidationErrorSchema,
} from '@hospes/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { guestCaller } from './checkin-route-support.ts';
import { ProjectParamsSchema } from './integration-context.ts';

const checkinForm: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/integrations/:project/checkinform',
    {
      schema: {
        tags: ['check-in'],
        summary: 'The check-in form of a room stay',
        description:
          "All of the project's formSections (the web applies sectionsToRender), the guest count, " +
          'how many accompanying persons to ask for, whether the guest signs, and whether check-in ' +
          "is possible now. Only for the session's own reservation (else 404).",
        params: ProjectParamsSchema,
        querystring: CheckinFormQuerySchema,
        response: {
          200: CheckinFormResponseSchema,
          400: ValidationErrorSchema,
          404: ApiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const { project } = request.params;
      const caller = await guestCaller(app, request, project, undefined);
      const form = await app.checkins.checkin.form(caller, request.query);
      return reply.header('cache-control', 'no-store').send(form);
    },
  );
};

export default checkinForm;
