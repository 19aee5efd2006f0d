// The quick replies the staff answer guests with, in the guest's language.
import { LANGUAGES, QuickRepliesSchema } from '@hospes/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ProjectParams, STAFF_ERRORS, STAFF_NOTE, STAFF_SECURITY } from './staff-route-docs.ts';

const staffQuickReplies: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/staff/:project/quick-replies/:lang',
    {
      schema: {
        tags: ['staff'],
        summary: "The project's quick replies in a language",
        description:
          '`project_settings.staff.quick_replies` of the language’s model (the default ' +
          'language’s when that language has no model); `replies` is empty when none are set ' +
          `and the console offers its own. ${STAFF_NOTE}`,
        security: STAFF_SECURITY,
        params: ProjectParams.extend({ lang: z.enum(LANGUAGES) }),
        response: { 200: QuickRepliesSchema, ...STAFF_ERRORS },
      },
    },
    async (request, reply) => {
      const { project, lang } = request.params;
      const settings = await app.staff.settings.read(project, lang);
      return reply
        .header('cache-control', 'no-store')
        .send({ lang: settings?.lang ?? lang, replies: settings?.quickReplies ?? [] });
    },
  );
};

export default staffQuickReplies;
