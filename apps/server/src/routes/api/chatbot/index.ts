// GET /api/chatbot/{project} and POST /api/chatbot/{project}/rephrasings:
// the server's optional part of the on-device chatbot (docs/api.md "Chatbot").
import { ApiErrorSchema } from '@hospes/domain';
import {
  ChatbotRephraseBodySchema,
  ChatbotRephrasingSchema,
  ChatbotSettingsSchema,
} from '@hospes/domain/chatbot';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, unknownProject } from '../../../http/app-error.ts';
import { ProjectParamsSchema } from '../route-params.ts';

/** Rewordings per client address and minute (each new one is a paid call to the model). */
export const REPHRASE_RATE_LIMIT_PER_MINUTE = 30;

const params = ProjectParamsSchema;

const chatbot: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/chatbot/:project',
    {
      schema: {
        tags: ['chatbot'],
        summary: 'What the server adds to the chatbot on the device',
        description:
          '`rephrasing`: answers may be reworded by the language model of HOSPES_LLM_URL ' +
          '(off unless configured). The bot answers on the device either way.',
        params,
        response: { 200: ChatbotSettingsSchema, 404: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const { project } = request.params;
      if (!app.projects.findProject(project)) throw unknownProject(project);
      reply.header('cache-control', 'no-cache');
      return { rephrasing: app.rephrasing !== undefined };
    },
  );

  app.post(
    '/chatbot/:project/rephrasings',
    {
      config: { rateLimit: { max: REPHRASE_RATE_LIMIT_PER_MINUTE, timeWindow: 60_000 } },
      schema: {
        tags: ['chatbot'],
        summary: 'Reword an answer of the chatbot from its page only',
        description:
          'The body names the answer’s page (`key`, as the domain’s chatbot passages have it), ' +
          'the sentences of that page the answer quotes, word for word, and the kinds of facts ' +
          'it shows — never what the guest typed. Quotes that are not sentences of the page in ' +
          'the published model are refused (400). The language model’s text is answered only ' +
          'when it has no link, no markup and no number the page does not have (else 502). ' +
          `Rate-limited per IP (${REPHRASE_RATE_LIMIT_PER_MINUTE} per minute); 404 when ` +
          'rewording is off.',
        params,
        body: ChatbotRephraseBodySchema,
        response: {
          200: ChatbotRephrasingSchema,
          400: ApiErrorSchema,
          404: ApiErrorSchema,
          429: ApiErrorSchema,
          502: ApiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const { project } = request.params;
      if (!app.projects.findProject(project)) throw unknownProject(project);
      if (!app.rephrasing) {
        throw new AppError('not_found', 'Rewording answers is not set up on this server.');
      }
      const result = await app.rephrasing.rephrase(project, request.body);
      reply.header('cache-control', 'no-store');
      if (result.ok) return { text: result.text };
      switch (result.kind) {
        case 'unknown-project':
          throw unknownProject(project);
        case 'not-in-content':
          throw new AppError('invalid_request', result.message);
        case 'upstream':
          request.log.warn({ project, reason: result.reason }, 'Chatbot rewording failed');
          throw new AppError(
            'upstream_failed',
            'The answer could not be reworded; the bot’s own answer stands.',
          );
      }
    },
  );
};

export default chatbot;
