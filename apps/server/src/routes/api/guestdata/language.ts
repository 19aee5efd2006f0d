// POST /api/guestdata/{project}/language/{userId} {language} (spec §7):
// the guest's language, one of the seven app languages.
import { LanguageBodySchema } from '@hospes/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  GUEST_ERROR_RESPONSES,
  USER_ROUTE_NOTE,
  UserParamsSchema,
  requireGuest,
} from './guest-route-context.ts';

const language: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/guestdata/:project/language/:userId',
    {
      bodyLimit: 1024,
      schema: {
        tags: ['guest data'],
        summary: "Set the guest's language",
        description:
          'Body `{ language }`: one of de, en, es, fr, hr, it, ru (else 400). Answers ' +
          `\`{ language }\`. ${USER_ROUTE_NOTE}`,
        params: UserParamsSchema,
        body: LanguageBodySchema,
        response: { 200: LanguageBodySchema, ...GUEST_ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const { project, userId } = request.params;
      await requireGuest(app, request, project, userId, { forWrite: true });
      await app.guests.setLanguage(project, userId, request.body.language);
      return reply.header('cache-control', 'no-store').send({ language: request.body.language });
    },
  );
};

export default language;
