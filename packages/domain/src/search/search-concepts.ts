import { CHATBOT_CONCEPTS } from '../chatbot/chatbot-concepts.ts';
import { findConcepts, languagesFrom } from '../chatbot/chatbot-lexicon.ts';
import { chatbotWords } from '../chatbot/chatbot-text.ts';
import { LANGUAGES, type Lang } from '../language-codes.ts';
import { typoDistance, typosAllowedIn } from './typo-distance.ts';

/**
 * The chatbot's concepts (chatbot-concepts.ts) serve the search as
 * synonyms: a query word — or phrase, "check out" — that names a concept in
 * any of the seven languages is also looked for as every other word of that
 * concept. "checkout" finds "Abreise", "gym" the fitness room, "вайфай" the
 * Wi-Fi. One list of what guests mean, for both.
 */

/** A word to look for, and whether a word starting with it counts. */
export interface SearchTerm {
  term: string;
  prefix: boolean;
}

/** A concept named in a query: the words it covers and the words it stands for. */
export interface ConceptExpansion {
  id: string;
  /** Positions of the query words it was named by. */
  positions: number[];
  terms: SearchTerm[];
}

const MIN_PREFIX_LENGTH = 4;
/** In another language a short start is too loose ("ruč…" would meet "Rücken…"). */
const MIN_FOREIGN_PREFIX_LENGTH = 5;

const cache = new Map<string, SearchTerm[]>();

/** The words of a concept as search terms, for an app in `lang`. Phrases are joined: "checkout". */
function termsOf(id: string, lang: Lang): SearchTerm[] {
  const key = `${lang}/${id}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const concept = CHATBOT_CONCEPTS.find((c) => c.id === id);
  const terms = new Map<string, boolean>();
  for (const language of LANGUAGES) {
    for (const entry of concept?.words[language] ?? []) {
      const exact = entry.endsWith('=');
      const forced = entry.endsWith('*');
      const term = chatbotWords(entry.replace(/^\*|[=*]$/g, '')).join('');
      const letters = Array.from(term).length;
      if (letters < 2) continue;
      const min = language === lang ? MIN_PREFIX_LENGTH : MIN_FOREIGN_PREFIX_LENGTH;
      const prefix = !exact && (forced || letters >= min);
      terms.set(term, (terms.get(term) ?? false) || prefix);
    }
  }
  const list = [...terms].map(([term, prefix]) => ({ term, prefix }));
  cache.set(key, list);
  return list;
}

/** The concepts a query's words (compared forms) name, the app's language first. */
export function conceptExpansions(words: readonly string[], lang: Lang): ConceptExpansion[] {
  return findConcepts(words, languagesFrom(lang)).map((match) => ({
    id: match.id,
    positions: match.positions,
    terms: termsOf(match.id, lang),
  }));
}

/** The app language's concept words of five letters and more, with their rule: typo targets. */
const typoTargets = new Map<Lang, { id: string; word: string; prefix: boolean }[]>();

function targetsOf(lang: Lang) {
  const cached = typoTargets.get(lang);
  if (cached) return cached;
  const list = CHATBOT_CONCEPTS.flatMap((concept) =>
    concept.words[lang].flatMap((entry) => {
      const words = chatbotWords(entry.replace(/^\*|[=*]$/g, ''));
      const word = words[0];
      if (words.length !== 1 || !word || Array.from(word).length < 5) return [];
      return [{ id: concept.id, word, prefix: !entry.endsWith('=') }];
    }),
  );
  typoTargets.set(lang, list);
  return list;
}

/**
 * The concepts a mistyped word of five letters or more names in the app's
 * language: "hikng" (hiking), "wandrn" (wander…). A concept word that counts
 * by its start is compared with the typed word's start of about its length.
 */
export function conceptsByTypo(word: string, lang: Lang): ConceptExpansion[] {
  const letters = Array.from(word);
  if (letters.length < 5) return [];
  const ids = new Set<string>();
  for (const target of targetsOf(lang)) {
    if (ids.has(target.id)) continue;
    const length = Array.from(target.word).length;
    const cuts = target.prefix ? [length - 1, length, length + 1] : [letters.length];
    // As many typos as the concept's word allows: a long typed word does not
    // make its start forgiving ("winterwnderweg" is not "kinder…").
    const allowed = typosAllowedIn(target.word);
    const near = cuts.some(
      (cut) =>
        cut <= letters.length &&
        typoDistance(letters.slice(0, cut).join(''), target.word, allowed) <= allowed,
    );
    if (near) ids.add(target.id);
  }
  return [...ids].map((id) => ({ id, positions: [], terms: termsOf(id, lang) }));
}
