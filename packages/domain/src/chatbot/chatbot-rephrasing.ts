/**
 * The optional rewording of an answer by a language model on the server
 * (HOSPES_LLM_URL; off unless configured, never needed). The app sends only
 * what its answer already shows — the page it comes from, the sentences it
 * quotes and the kinds of facts — never what the guest typed; the server
 * checks all of it against the published model, so the model is asked to
 * reword the project's own content and nothing else.
 */
import { z } from 'zod';
import { LangSchema } from '../language-schema.ts';
import type { ChatbotFact } from './chatbot-quotes.ts';

export const CHATBOT_FACT_KINDS = [
  'hours',
  'dates',
  'price',
  'phone',
  'email',
  'address',
] as const satisfies readonly ChatbotFact['kind'][];

/** `GET /api/chatbot/{project}`: what the server adds to the bot on the device. */
export const ChatbotSettingsSchema = z.object({
  /** Answers may be reworded by the server's language model. */
  rephrasing: z.boolean(),
});
export type ChatbotSettings = z.infer<typeof ChatbotSettingsSchema>;

/** Sentences an answer quotes at most (the engine quotes one or two). */
export const MAX_REPHRASE_QUOTES = 4;

/** `POST /api/chatbot/{project}/rephrasings`: an answer of the bot to reword. */
export const ChatbotRephraseBodySchema = z
  .object({
    lang: LangSchema,
    /** The answer's main passage, `type:id` (`ChatbotPassage.key`). */
    key: z.string().min(3).max(300),
    /** Sentences of that passage as the answer quotes them, word for word. */
    quotes: z.array(z.string().min(1).max(2000)).max(MAX_REPHRASE_QUOTES),
    /** The facts of that passage the answer shows. */
    facts: z.array(z.enum(CHATBOT_FACT_KINDS)).max(CHATBOT_FACT_KINDS.length),
  })
  .refine((body) => body.quotes.length + body.facts.length > 0, {
    message: 'Send at least one quote or fact',
    path: ['quotes'],
  });
export type ChatbotRephraseBody = z.infer<typeof ChatbotRephraseBodySchema>;

/** The reworded answer: plain text, at most this long. */
export const MAX_REPHRASED_LENGTH = 800;

export const ChatbotRephrasingSchema = z.object({
  text: z.string().min(1).max(MAX_REPHRASED_LENGTH),
});
export type ChatbotRephrasing = z.infer<typeof ChatbotRephrasingSchema>;
