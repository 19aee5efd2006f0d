/**
 * Finds the chatbot's vocabulary (concepts, aspects, small talk, handoff,
 * complaints, stop words) in the folded words of a text. The word lists
 * are compiled once per language: folded like the text, each word with its
 * rule (same word, or a word that starts with it; see chatbot-concepts.ts).
 */
import { LANGUAGES, type Lang } from '../language-codes.ts';
import { CHATBOT_CONCEPTS, type ConceptWords } from './chatbot-concepts.ts';
import {
  CHATBOT_ASPECTS,
  CHATBOT_COMPLAINT,
  CHATBOT_HANDOFF,
  CHATBOT_SMALL_TALK,
  CHATBOT_STOP_WORDS,
  type ChatbotAspect,
  type ChatbotSmallTalk,
} from './chatbot-phrases.ts';
import { chatbotWords } from './chatbot-text.ts';

interface WordRule {
  word: string;
  prefix: boolean;
  /** Also inside a longer word: German glues words ("Rückenmassage", "Pferdeschlitten"). */
  inside: boolean;
  /** Only at the end of a word (`*see`: "Lärchsee", "Mirnsee"). */
  suffix: boolean;
}
/** A word or a phrase: its words in a row. */
type Pattern = readonly WordRule[];

const MIN_PREFIX_LENGTH = 4;
const MIN_INSIDE_LENGTH = 6;
const MIN_PHRASE_PREFIX_LENGTH = 5;

function compile(entry: string): Pattern {
  const exact = entry.endsWith('=');
  const forcedPrefix = entry.endsWith('*');
  const suffix = entry.startsWith('*');
  const words = chatbotWords(entry.replace(/^\*|[=*]$/g, ''));
  return words.map((word, i) => {
    const last = i === words.length - 1;
    const letters = Array.from(word).length;
    return {
      word,
      // Inside a phrase a longer word may be inflected too ("gostinska kartica").
      prefix: last
        ? !exact && (forcedPrefix || letters >= MIN_PREFIX_LENGTH)
        : letters >= MIN_PHRASE_PREFIX_LENGTH,
      inside: words.length === 1 && !exact && !suffix && letters >= MIN_INSIDE_LENGTH,
      suffix: suffix && words.length === 1,
    };
  });
}

/**
 * Whether a word fits a rule. In a language other than the app's, a short
 * start is too loose — Croatian "ručk…" (lunch) would meet German
 * "Rücken…" — so there only the same word or a start of five letters counts.
 */
function fits(rule: WordRule, word: string, ownLanguage: boolean): boolean {
  if (rule.suffix) return ownLanguage && word.endsWith(rule.word);
  if (rule.inside && ownLanguage) return word.includes(rule.word);
  if (rule.prefix && (ownLanguage || Array.from(rule.word).length >= 5)) {
    return word.startsWith(rule.word);
  }
  return word === rule.word;
}

/** Where a pattern occurs in the words: the index of each start. */
function occurrences(pattern: Pattern, words: readonly string[], ownLanguage: boolean): number[] {
  const found: number[] = [];
  if (pattern.length === 0) return found;
  for (let i = 0; i + pattern.length <= words.length; i++) {
    if (pattern.every((rule, k) => fits(rule, words[i + k]!, ownLanguage))) found.push(i);
  }
  return found;
}

/** A compiled list of one meaning (a concept, an aspect …) in every language. */
interface CompiledList<Id extends string> {
  id: Id;
  patterns: Readonly<Record<Lang, readonly Pattern[]>>;
}

function compileList<Id extends string>(id: Id, words: ConceptWords): CompiledList<Id> {
  const patterns = {} as Record<Lang, Pattern[]>;
  for (const lang of LANGUAGES) patterns[lang] = words[lang].map(compile);
  return { id, patterns };
}

let compiled:
  | {
      concepts: CompiledList<string>[];
      aspects: CompiledList<ChatbotAspect>[];
      smallTalk: CompiledList<ChatbotSmallTalk>[];
      handoff: CompiledList<'handoff'>;
      complaint: CompiledList<'complaint'>;
      stopWords: Readonly<Record<Lang, ReadonlySet<string>>>;
    }
  | undefined;

function lexicon() {
  if (compiled) return compiled;
  const stopWords = {} as Record<Lang, Set<string>>;
  for (const lang of LANGUAGES) {
    stopWords[lang] = new Set(CHATBOT_STOP_WORDS[lang].flatMap((w) => chatbotWords(w)));
  }
  compiled = {
    concepts: CHATBOT_CONCEPTS.map((c) => compileList(c.id, c.words)),
    aspects: (Object.keys(CHATBOT_ASPECTS) as ChatbotAspect[]).map((id) =>
      compileList(id, CHATBOT_ASPECTS[id]),
    ),
    smallTalk: (Object.keys(CHATBOT_SMALL_TALK) as ChatbotSmallTalk[]).map((id) =>
      compileList(id, CHATBOT_SMALL_TALK[id]),
    ),
    handoff: compileList('handoff', CHATBOT_HANDOFF),
    complaint: compileList('complaint', CHATBOT_COMPLAINT),
    stopWords,
  };
  return compiled;
}

/** What of a list occurs in the words, and which word positions it covers. */
export interface ListMatch<Id extends string> {
  id: Id;
  positions: number[];
}

/**
 * The lists that occur in the words. The longest phrase wins its words:
 * in "cable car" the words belong to the cable car, not also to "car"
 * (parking).
 */
function find<Id extends string>(
  lists: readonly CompiledList<Id>[],
  words: readonly string[],
  langs: readonly Lang[],
): ListMatch<Id>[] {
  const hits: { id: Id; start: number; length: number }[] = [];
  for (const list of lists) {
    for (const lang of langs) {
      for (const pattern of list.patterns[lang]) {
        for (const start of occurrences(pattern, words, lang === langs[0])) {
          hits.push({ id: list.id, start, length: pattern.length });
        }
      }
    }
  }
  hits.sort((a, b) => b.length - a.length);
  const owner = new Map<number, { id: Id; length: number }>();
  const byId = new Map<Id, Set<number>>();
  for (const hit of hits) {
    const span = Array.from({ length: hit.length }, (_, k) => hit.start + k);
    // Taken by a longer phrase of another meaning: this shorter one does not
    // count. Words of the same length may mean two things ("swim": pool, lake).
    const taken = (p: number) => {
      const o = owner.get(p);
      return o !== undefined && o.id !== hit.id && o.length > hit.length;
    };
    if (span.some(taken)) continue;
    let positions = byId.get(hit.id);
    if (!positions) byId.set(hit.id, (positions = new Set()));
    for (const p of span) {
      if (!owner.has(p)) owner.set(p, { id: hit.id, length: hit.length });
      positions.add(p);
    }
  }
  return lists.flatMap((list) => {
    const positions = byId.get(list.id);
    return positions ? [{ id: list.id, positions: [...positions].sort((a, b) => a - b) }] : [];
  });
}

/** The app's language first, then the other six: a guest may ask in any of them. */
export function languagesFrom(lang: Lang): Lang[] {
  return [lang, ...LANGUAGES.filter((l) => l !== lang)];
}

export function findConcepts(words: readonly string[], langs: readonly Lang[]) {
  return find(lexicon().concepts, words, langs);
}

export function findAspects(words: readonly string[], langs: readonly Lang[]) {
  return find(lexicon().aspects, words, langs);
}

export function findSmallTalk(words: readonly string[], langs: readonly Lang[]) {
  return find(lexicon().smallTalk, words, langs);
}

export function asksForPerson(words: readonly string[], langs: readonly Lang[]): boolean {
  return find([lexicon().handoff], words, langs).length > 0;
}

export function isComplaint(words: readonly string[], langs: readonly Lang[]): boolean {
  return find([lexicon().complaint], words, langs).length > 0;
}

/** Whether a folded word is a stop word in any of the languages. */
export function isStopWord(word: string, langs: readonly Lang[]): boolean {
  const stop = lexicon().stopWords;
  return langs.some((lang) => stop[lang].has(word));
}
