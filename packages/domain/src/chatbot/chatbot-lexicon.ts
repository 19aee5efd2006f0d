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
/** Whether a pattern occurs at a position of the words. */
function occursAt(
  pattern: Pattern,
  words: readonly string[],
  start: number,
  ownLanguage: boolean,
): boolean {
  if (pattern.length === 0 || start + pattern.length > words.length) return false;
  return pattern.every((rule, k) => fits(rule, words[start + k]!, ownLanguage));
}

interface Entry<Id extends string> {
  id: Id;
  lang: Lang;
  pattern: Pattern;
}

/**
 * Meanings (concepts, aspects …) with their patterns in every language,
 * indexed by the first three letters of a pattern's first word: a question
 * looks up its words instead of trying every pattern. Patterns that match
 * inside or at the end of a word are also kept per language and tried on
 * every word.
 */
interface Group<Id extends string> {
  ids: readonly Id[];
  byKey: Map<string, Entry<Id>[]>;
  loose: Map<Lang, Entry<Id>[]>;
}

const KEY_LENGTH = 3;
const keyOf = (word: string) => word.slice(0, KEY_LENGTH);

function compileGroup<Id extends string>(
  lists: readonly { id: Id; words: ConceptWords }[],
): Group<Id> {
  const byKey = new Map<string, Entry<Id>[]>();
  const loose = new Map<Lang, Entry<Id>[]>();
  const push = <K>(map: Map<K, Entry<Id>[]>, key: K, entry: Entry<Id>) => {
    const list = map.get(key);
    if (list) list.push(entry);
    else map.set(key, [entry]);
  };
  for (const { id, words } of lists) {
    for (const lang of LANGUAGES) {
      for (const pattern of words[lang].map(compile)) {
        const first = pattern[0];
        if (!first) continue;
        const entry = { id, lang, pattern };
        if (first.suffix || first.inside) push(loose, lang, entry);
        if (!first.suffix) push(byKey, keyOf(first.word), entry);
      }
    }
  }
  return { ids: lists.map((l) => l.id), byKey, loose };
}

let compiled:
  | {
      concepts: Group<string>;
      aspects: Group<ChatbotAspect>;
      smallTalk: Group<ChatbotSmallTalk>;
      handoff: Group<'handoff'>;
      complaint: Group<'complaint'>;
      stopWords: Readonly<Record<Lang, ReadonlySet<string>>>;
    }
  | undefined;

function lexicon() {
  if (compiled) return compiled;
  const stopWords = {} as Record<Lang, Set<string>>;
  for (const lang of LANGUAGES) {
    stopWords[lang] = new Set(CHATBOT_STOP_WORDS[lang].flatMap((w) => chatbotWords(w)));
  }
  const keyed = <Id extends string>(table: Readonly<Record<Id, ConceptWords>>) =>
    compileGroup((Object.keys(table) as Id[]).map((id) => ({ id, words: table[id] })));
  compiled = {
    concepts: compileGroup(CHATBOT_CONCEPTS),
    aspects: keyed(CHATBOT_ASPECTS),
    smallTalk: keyed(CHATBOT_SMALL_TALK),
    handoff: compileGroup([{ id: 'handoff' as const, words: CHATBOT_HANDOFF }]),
    complaint: compileGroup([{ id: 'complaint' as const, words: CHATBOT_COMPLAINT }]),
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
  group: Group<Id>,
  words: readonly string[],
  langs: readonly Lang[],
): ListMatch<Id>[] {
  const own = langs[0];
  const allowed = new Set(langs);
  const hits: { id: Id; start: number; length: number }[] = [];
  const tryEntry = (entry: Entry<Id>, start: number) => {
    if (allowed.has(entry.lang) && occursAt(entry.pattern, words, start, entry.lang === own)) {
      hits.push({ id: entry.id, start, length: entry.pattern.length });
    }
  };
  const loose = own ? (group.loose.get(own) ?? []) : [];
  words.forEach((word, start) => {
    for (const entry of group.byKey.get(keyOf(word)) ?? []) tryEntry(entry, start);
    for (const entry of loose) tryEntry(entry, start);
  });
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
  return group.ids.flatMap((id) => {
    const positions = byId.get(id);
    return positions ? [{ id, positions: [...positions].sort((a, b) => a - b) }] : [];
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
  return find(lexicon().handoff, words, langs).length > 0;
}

export function isComplaint(words: readonly string[], langs: readonly Lang[]): boolean {
  return find(lexicon().complaint, words, langs).length > 0;
}

/** Whether a folded word is a stop word in any of the languages. */
export function isStopWord(word: string, langs: readonly Lang[]): boolean {
  const stop = lexicon().stopWords;
  return langs.some((lang) => stop[lang].has(word));
}
