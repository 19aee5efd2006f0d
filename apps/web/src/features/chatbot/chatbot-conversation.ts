/**
 * One chatbot conversation, kept for the session (spec §2 "kept alive"):
 * the guest's questions and the bot's replies in session storage, per
 * project — closing the window or leaving the page keeps it, closing the
 * tab ends it. Read leniently: a broken entry starts a new conversation.
 */
import type { ChatbotReply } from '@hospes/domain/chatbot';

/** How far the question of a reply got on its way to the team. */
/** `offline`: nothing can be sent now — the reception's phone is offered instead. */
export type HandoffState = 'sending' | 'sent' | 'failed' | 'contact' | 'offline';

export type Turn =
  | { id: string; from: 'guest'; text: string }
  | {
      id: string;
      from: 'bot';
      question: string;
      reply: ChatbotReply;
      handoff?: HandoffState;
      /** The answer in the server's language model's words, when it reworded it. */
      rephrased?: string;
    };

/** Turns kept (a long conversation drops its oldest). */
const MAX_TURNS = 60;

const key = (projectId: string) => `hospes:${projectId}:chatbot`;

const isTurn = (value: unknown): value is Turn => {
  if (typeof value !== 'object' || value === null) return false;
  const turn = value as Record<string, unknown>;
  if (typeof turn.id !== 'string') return false;
  if (turn.from === 'guest') return typeof turn.text === 'string';
  return (
    turn.from === 'bot' &&
    typeof turn.question === 'string' &&
    typeof turn.reply === 'object' &&
    turn.reply !== null &&
    typeof (turn.reply as { kind?: unknown }).kind === 'string' &&
    (turn.rephrased === undefined || typeof turn.rephrased === 'string')
  );
};

export function readConversation(projectId: string): Turn[] {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(key(projectId)) ?? '[]');
    return Array.isArray(stored) && stored.every(isTurn) ? stored : [];
  } catch {
    return [];
  }
}

export function writeConversation(projectId: string, turns: readonly Turn[]): void {
  try {
    sessionStorage.setItem(key(projectId), JSON.stringify(turns.slice(-MAX_TURNS)));
  } catch {
    // spec §8: storage errors are ignored; the conversation stays on the screen.
  }
}

let counter = 0;
export const turnId = () => `${Date.now().toString(36)}-${(counter += 1)}`;
