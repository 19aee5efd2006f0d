// Rewords an answer of the on-device chatbot with the configured language
// model — only from the page the answer comes from. The request names the
// passage and the sentences and facts the answer shows; every quote must be
// a sentence of that passage in the published model (so the endpoint cannot
// be used to send other text to the model), and the model's text must pass
// the grounding check (no links, no number the page does not have).
// Rewordings are kept per model version: the same answer costs one call.
import { createHash } from 'node:crypto';
import type { Lang } from '@hospes/domain';
import type { ChatbotRephraseBody } from '@hospes/domain/chatbot';
import type { ChatbotContentReader } from './chatbot-content-reader.ts';
import { groundingProblem, plainAnswer } from './grounding.ts';
import type { ChatMessage, LlmClient } from './llm-client.ts';

/** Rewordings kept in memory (oldest dropped first). */
const CACHE_ENTRIES = 1_000;

/** Why no rewording came back. */
export type RephraseFailure =
  | { kind: 'unknown-project' }
  | { kind: 'not-in-content'; message: string }
  /** The model failed, timed out, or wrote something the page does not say. */
  | { kind: 'upstream'; reason: string };

export type RephraseResult = { ok: true; text: string } | ({ ok: false } & RephraseFailure);

const LANGUAGE_IN_ENGLISH: Readonly<Record<Lang, string>> = {
  de: 'German',
  en: 'English',
  es: 'Spanish',
  fr: 'French',
  hr: 'Croatian',
  it: 'Italian',
  ru: 'Russian',
};

/** The facts' names for the model (it writes the answer in the guest's language). */
const FACT_NAMES: Readonly<Record<ChatbotRephraseBody['facts'][number], string>> = {
  hours: 'Opening hours',
  dates: 'Dates',
  price: 'Price',
  phone: 'Phone',
  email: 'E-mail',
  address: 'Address',
};

/** The instruction: reword this page's words, add nothing. */
export function rephrasingMessages(
  name: string,
  lang: Lang,
  page: { title: string; quotes: readonly string[]; facts: readonly [string, string][] },
): ChatMessage[] {
  const language = LANGUAGE_IN_ENGLISH[lang];
  const system = [
    `You are the friendly concierge of ${name}. A guest asked a question; the answer is the hotel information below.`,
    `Reword it as a short, warm answer in ${language}: at most three sentences, plain text.`,
    'Use only this information. Do not add facts, names, places, numbers, times, prices, phone numbers, e-mail addresses or links.',
    'Copy every number, time, price, phone number and address exactly as written. No markdown, no lists, no greeting, no questions back.',
  ].join('\n');
  const lines = [`Page: ${page.title}`];
  if (page.quotes.length > 0) lines.push('', ...page.quotes);
  if (page.facts.length > 0) lines.push('', ...page.facts.map(([k, v]) => `${k}: ${v}`));
  return [
    { role: 'system', content: system },
    { role: 'user', content: lines.join('\n') },
  ];
}

export class RephrasingService {
  private readonly cache = new Map<string, string>();
  /** Calls under way, so that the same answer asked twice at once costs one call. */
  private readonly pending = new Map<string, Promise<RephraseResult>>();

  constructor(
    private readonly content: ChatbotContentReader,
    private readonly llm: LlmClient,
  ) {}

  async rephrase(projectId: string, body: ChatbotRephraseBody): Promise<RephraseResult> {
    const content = await this.content.read(projectId, body.lang);
    if (!content) return { ok: false, kind: 'unknown-project' };
    const passage = content.passages.get(body.key);
    if (!passage) {
      return {
        ok: false,
        kind: 'not-in-content',
        message: `There is no page "${body.key}" in the project's ${content.lang} content.`,
      };
    }
    const foreign = body.quotes.find((quote) => !passage.sentences.includes(quote));
    if (foreign !== undefined) {
      return {
        ok: false,
        kind: 'not-in-content',
        message: 'A quote is not a sentence of that page in the published content.',
      };
    }
    const facts = [...new Set(body.facts)].flatMap((kind): [string, string][] => {
      const text = passage.facts[kind];
      return text ? [[FACT_NAMES[kind], text]] : [];
    });
    if (body.quotes.length === 0 && facts.length === 0) {
      return { ok: false, kind: 'not-in-content', message: 'That page has none of these facts.' };
    }
    const page = { title: passage.title, quotes: body.quotes, facts };
    const key = createHash('sha256')
      .update(JSON.stringify([projectId, content.lang, content.version, body.key, page]))
      .digest('base64url');
    const cached = this.cache.get(key);
    if (cached !== undefined) return { ok: true, text: cached };
    const running = this.pending.get(key);
    if (running) return running;
    const call = this.ask(content.name, content.lang, page).then((result) => {
      this.pending.delete(key);
      if (result.ok) this.remember(key, result.text);
      return result;
    });
    this.pending.set(key, call);
    return call;
  }

  private async ask(
    name: string,
    lang: Lang,
    page: Parameters<typeof rephrasingMessages>[2],
  ): Promise<RephraseResult> {
    let raw: string;
    try {
      raw = await this.llm.complete(rephrasingMessages(name, lang, page));
    } catch (err) {
      return { ok: false, kind: 'upstream', reason: err instanceof Error ? err.message : 'failed' };
    }
    const text = plainAnswer(raw);
    const source = [page.title, ...page.quotes, ...page.facts.map(([, v]) => v)].join('\n');
    const problem = groundingProblem(text, source);
    if (problem) return { ok: false, kind: 'upstream', reason: `ungrounded: ${problem}` };
    return { ok: true, text };
  }

  private remember(key: string, text: string): void {
    if (this.cache.size >= CACHE_ENTRIES) {
      const oldest = this.cache.keys().next().value;
      if (oldest !== undefined) this.cache.delete(oldest);
    }
    this.cache.set(key, text);
  }
}
