// What the chatbot engine takes besides the question, and what it answers.
import type { ChatbotSmallTalk } from './chatbot-phrases.ts';
import type { ChatbotLink } from './chatbot-passages.ts';
import type { ChatbotFact } from './chatbot-quotes.ts';

/** spec §3 `chatbot.matching`: pages the project wants found first. */
export interface ChatbotBoost {
  type: string;
  id: string;
}

/** What the app knows about the guest that an answer may use. */
export interface ChatbotContext {
  /** The logged-in guest's stay: arrival and departure as the reservation has them. */
  stay?: { arrival: string; departure: string };
  /** The passage the previous answer came from ("and when does it open?"). */
  previousKey?: string;
}

export type ChatbotReply =
  | { kind: 'empty' }
  | { kind: 'smalltalk'; topic: ChatbotSmallTalk }
  | { kind: 'handoff'; reason: 'asked' | 'complaint' }
  | { kind: 'unknown' }
  | {
      kind: 'answer';
      /** The pages the answer comes from, the best first (1–3). */
      sources: ChatbotLink[];
      /** The main passage's key (for a follow-up question). */
      key: string;
      /** Sentences of the main passage, word for word. */
      quotes: string[];
      /** Facts of the main passage the question asks for, as the model has them. */
      facts: ChatbotFact[];
      temporarilyClosed: boolean;
      /** The guest's own arrival or departure when the question is about it. */
      stay?: { kind: 'arrival' | 'departure'; at: string };
    };
