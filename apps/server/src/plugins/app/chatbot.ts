// The chatbot's optional rewording by a language model (`fastify.rephrasing`):
// undefined unless HOSPES_LLM_URL and HOSPES_LLM_KEY are set — the bot on
// the device never needs it.
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { ChatbotContentReader } from '../../chatbot/chatbot-content-reader.ts';
import { LlmClient } from '../../chatbot/llm-client.ts';
import { RephrasingService } from '../../chatbot/rephrasing.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    rephrasing: RephrasingService | undefined;
  }
}

const chatbot: FastifyPluginAsync<{ fetch?: typeof fetch | undefined }> = async (app, options) => {
  const llm = app.config.llm;
  app.decorate(
    'rephrasing',
    llm
      ? new RephrasingService(
          new ChatbotContentReader(app.projects),
          new LlmClient(llm, options.fetch),
        )
      : undefined,
  );
  // The address tells where guests' page texts go; the key stays out of the log.
  if (llm) app.log.info({ url: llm.url, model: llm.model }, 'Chatbot rewording on');
};

export default fp(chatbot, { name: 'chatbot', dependencies: ['projects'] });
