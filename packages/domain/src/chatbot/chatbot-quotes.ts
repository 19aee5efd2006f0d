/**
 * What an answer shows of its passage: the facts the question asks for, and
 * the one or two sentences that say most about it — both word for word.
 */
import type { Lang } from '../language-codes.ts';
import type { ChatbotAspect } from './chatbot-phrases.ts';
import type { ChatbotFacts } from './chatbot-passages.ts';
import { chatbotWords, stemWord } from './chatbot-text.ts';

export interface ChatbotFact {
  kind: keyof Omit<ChatbotFacts, 'temporarilyClosed'>;
  text: string;
}

export /** The facts that answer each aspect of a question. */
const ASPECT_FACTS: Readonly<Record<ChatbotAspect, readonly ChatbotFact['kind'][]>> = {
  hours: ['hours', 'dates'],
  price: ['price'],
  phone: ['phone', 'email'],
  place: ['address'],
};

export /** The facts a question asks for; without an aspect, the hours or dates and the price. */
function factsFor(facts: ChatbotFacts, aspects: readonly ChatbotAspect[]): ChatbotFact[] {
  const wanted = aspects.flatMap((aspect) => ASPECT_FACTS[aspect]);
  if (wanted.length === 0) wanted.push('dates', 'hours', 'price');
  return [...new Set(wanted)].flatMap((kind) => {
    const text = facts[kind];
    return text ? [{ kind, text }] : [];
  });
}

const HAS_NUMBER = /\d/;

/** The one or two sentences that say most about the question, in their order. */
export function bestSentences(
  sentences: readonly string[],
  stems: readonly string[],
  aspects: readonly ChatbotAspect[],
  lang: Lang,
): string[] {
  if (sentences.length <= 2) return [...sentences];
  const wanted = new Set(stems);
  const numbersWanted = aspects.some((a) => a === 'hours' || a === 'price' || a === 'phone');
  const scored = sentences.map((sentence, index) => {
    const own = chatbotWords(sentence).map((w) => stemWord(w, lang));
    let score = own.filter(
      (s) => wanted.has(s) || [...wanted].some((w) => w.length >= 4 && s.startsWith(w)),
    ).length;
    if (numbersWanted && HAS_NUMBER.test(sentence)) score += 1.5;
    return { sentence, index, score };
  });
  const top = scored
    .filter((s) => s.score > 0)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, 2)
    .sort((a, b) => a.index - b.index)
    .map((s) => s.sentence);
  return top.length > 0 ? top : sentences.slice(0, 2);
}
