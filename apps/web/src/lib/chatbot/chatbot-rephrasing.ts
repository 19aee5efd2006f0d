import {
  ChatbotRephrasingSchema,
  ChatbotSettingsSchema,
  MAX_REPHRASE_QUOTES,
  type ChatbotReply,
  type ChatbotRephraseBody,
  type ChatbotSettings,
} from '@hospes/domain/chatbot';
import type { Lang } from '@hospes/domain';
import { apiRequest } from '@hospes/api-client';
import { apiPath } from '../api/api-paths.ts';

/**
 * The server's optional part of the chatbot (docs/api.md "Chatbot"): whether
 * it rewords answers with a language model, and the rewording of one answer.
 * What is sent is what the answer shows — its page, its quotes, the kinds of
 * its facts — never what the guest typed.
 */
export const chatbotKeys = {
  settings: (projectId: string) => ['chatbot', projectId, 'settings'] as const,
};

export function fetchChatbotSettings(
  projectId: string,
  signal?: AbortSignal,
): Promise<ChatbotSettings> {
  return apiRequest(apiPath('/api/chatbot', projectId), { signal, schema: ChatbotSettingsSchema });
}

type Answer = Extract<ChatbotReply, { kind: 'answer' }>;

/** What the server is asked to reword of an answer. */
export function rephraseBody(reply: Answer, lang: Lang): ChatbotRephraseBody {
  return {
    lang,
    key: reply.key,
    quotes: reply.quotes.slice(0, MAX_REPHRASE_QUOTES),
    facts: reply.facts.map((fact) => fact.kind),
  };
}

/** The answer in the language model's words; rejects when the server has none. */
export async function rephraseAnswer(
  projectId: string,
  body: ChatbotRephraseBody,
  signal?: AbortSignal,
): Promise<string> {
  const { text } = await apiRequest(`${apiPath('/api/chatbot', projectId)}/rephrasings`, {
    body,
    signal,
    schema: ChatbotRephrasingSchema,
  });
  return text;
}
