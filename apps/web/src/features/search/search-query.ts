/**
 * How a guest's query is matched (spec §2 /search): every word must match,
 * each in one of the forms a guest means by it, and the hits come best
 * first — a word as typed before its forgiven forms, a title before a text.
 *
 * - Function words ("und", "the", "to") are left out (search-stop-words.ts).
 * - A word matches the start of a word of the title, text, address or tags,
 *   with one typo from four letters and two from eight (never a shorter
 *   word: no typos below four letters), and the start of the end of a long
 *   title word ("see" → "Lärchsee").
 * - Forgiven forms count less: two letters swapped back, a letter too many,
 *   the word's stem or its last letter changed ("pizza" → "Pizzeria",
 *   "klettern" → "Kletterhalle"), a German compound split ("skiverleih" →
 *   "ski" + "verleih").
 * - The chatbot's concepts are synonyms in all seven languages: "checkout"
 *   also looks for "Abreise", "gym" for "fitness", "hikng" for "hiking".
 * - Several words are also tried as one ("wi fi", "schi verleih").
 * - When no entry has every word, the entries with most of them come, then
 *   the best of each word in turn.
 */
import { searchSynonymsOf, typosAllowedIn } from '@hospes/domain';
import {
  conceptExpansions,
  conceptsByTypo,
  isSearchStopWord,
  stemWord,
  wordsStartingWith,
  type ConceptExpansion,
} from '@hospes/domain/search';
import type { Query, SearchOptions, SearchResult } from 'minisearch';
import type { SearchIndex } from './search-index.ts';
import { queryTerms, WORD_FIELDS } from './search-terms.ts';

/** Words of this length and more are also looked for with one inner letter dropped. */
const DROP_LETTER_FROM_LENGTH = 6;
/** Words shorter than this (two letters) are looked for at the start of titles and tags only. */
const FULL_TEXT_FROM_LENGTH = 3;
/** Longer queries are not tried as one word (a sentence is no compound). */
const MAX_JOINED_LENGTH = 24;
/** The shortest part of a German compound looked for on its own. */
const MIN_SPLIT_PART = 3;

/** How much a form counts beside the word as typed (1). */
const WEIGHT = { forgiven: 0.7, concept: 0.6, split: 0.6, loose: 0.4 } as const;

/** Matched by start in whole words; a title counts three times, tags one and a half. */
const BASE: SearchOptions = {
  prefix: true,
  fuzzy: false,
  fields: WORD_FIELDS,
  boost: { title: 3, tags: 1.5, parts: 2.5 },
  // A typo'd match counts far less than the word itself ("hund" is not "und").
  weights: { fuzzy: 0.3, prefix: 0.4 },
};

/**
 * How many typos a query word may contain — the domain's rule (one from four
 * letters, two from eight), for words with letters only: numbers are exact.
 */
function typosAllowed(term: string): number | false {
  const typos = /\p{L}/u.test(term) ? typosAllowedIn(term) : 0;
  return typos > 0 ? typos : false;
}

const weighted = (weight: number) => () => weight;

/**
 * The forms a typed word is also looked for in, beyond its typo tolerance:
 * two letters swapped back ("wlna" → "wlan"), one letter too many dropped
 * ("saunna" → "sauna") — and the words of its synonym group ("wifi" → "wlan").
 */
export function queryForms(term: string): string[] {
  const forms = new Set([term, ...searchSynonymsOf(term)]);
  if (typosAllowed(term) !== false) {
    const letters = Array.from(term);
    for (let i = 0; i < letters.length - 1; i++) {
      const swapped = [...letters];
      [swapped[i], swapped[i + 1]] = [letters[i + 1]!, letters[i]!];
      forms.add(swapped.join(''));
    }
    // A letter too many inside a longer word (never the last: that would
    // only widen the prefix search of a word still being typed).
    if (letters.length >= DROP_LETTER_FROM_LENGTH) {
      for (let i = 1; i < letters.length - 1; i++) {
        forms.add([...letters.slice(0, i), ...letters.slice(i + 1)].join(''));
      }
    }
  }
  forms.delete(term);
  return [...forms];
}

/** Whether a word of the index starts with `part`. */
function someWordStartsWith(index: SearchIndex, part: string): boolean {
  return wordsStartingWith(index.sortedWords, part).length > 0;
}

/** "skiverleih" → ski + verleih: splits whose first part is a word and whose rest starts one. */
function compoundSplits(index: SearchIndex, term: string): [string, string][] {
  const splits: [string, string][] = [];
  for (let i = term.length - MIN_SPLIT_PART; i >= MIN_SPLIT_PART && splits.length < 3; i--) {
    const [head, rest] = [term.slice(0, i), term.slice(i)];
    // The joining "s" of German compounds: "Wanderungsziel".
    const heads = head.endsWith('s') ? [head, head.slice(0, -1)] : [head];
    const word = heads.find((h) => h.length >= MIN_SPLIT_PART && index.words.has(h));
    if (word && someWordStartsWith(index, rest)) splits.push([word, rest]);
  }
  return splits;
}

/** Looser forms: the stem and, from five letters, the word with its last letter open. */
function looseForms(index: SearchIndex, term: string): string[] {
  const forms = new Set<string>();
  const stem = stemWord(term, index.lang);
  if (stem.length >= 4 && stem !== term) forms.add(stem);
  if (term.length >= 5) forms.add(term.slice(0, -1));
  return [...forms];
}

/** One query word in every form it is looked for in. */
function wordQuery(index: SearchIndex, term: string): Query {
  if (term.length < FULL_TEXT_FROM_LENGTH) {
    // Two letters match the start of title and tag words only ("un" is in every text).
    return { ...BASE, fields: ['title', 'tags'], queries: [term] };
  }
  const queries: Query[] = [
    { ...BASE, fuzzy: typosAllowed(term), queries: [term] },
    { ...BASE, fields: ['parts'], queries: [term] },
  ];
  const forgiven = queryForms(term);
  if (forgiven.length > 0) {
    queries.push({ ...BASE, boostTerm: weighted(WEIGHT.forgiven), queries: forgiven });
  }
  const loose = looseForms(index, term);
  if (loose.length > 0) {
    queries.push({
      ...BASE,
      fields: [...WORD_FIELDS, 'parts'],
      boostTerm: weighted(WEIGHT.loose),
      queries: loose,
    });
  }
  for (const [head, rest] of compoundSplits(index, term)) {
    queries.push({
      ...BASE,
      fields: [...WORD_FIELDS, 'parts'],
      combineWith: 'AND',
      boostTerm: weighted(WEIGHT.split),
      queries: [head, rest],
    });
  }
  return { combineWith: 'OR', queries };
}

/** A concept's words: each by its start where the concept says so. */
function conceptQuery(concept: ConceptExpansion): Query {
  const byStart = concept.terms.filter((t) => t.prefix).map((t) => t.term);
  const whole = concept.terms.filter((t) => !t.prefix).map((t) => t.term);
  const queries: Query[] = [];
  // The ends of title words too: a "Schneeschuhwanderung" is a hike.
  const options = {
    ...BASE,
    fields: [...WORD_FIELDS, 'parts'],
    boostTerm: weighted(WEIGHT.concept),
  };
  if (byStart.length > 0) queries.push({ ...options, queries: byStart });
  if (whole.length > 0) queries.push({ ...options, prefix: false, queries: whole });
  return { combineWith: 'OR', queries };
}

/** The words of a query that are searched: without function words, unless it has only those. */
function contentWords(index: SearchIndex, query: string): string[] {
  const terms = queryTerms(query);
  const content = terms.filter((t) => !isSearchStopWord(t, index.lang));
  return content.length > 0 ? content : terms;
}

/**
 * One query per group of words: a word with the concepts it names, or the
 * words of a phrase a concept names ("check out") with that concept.
 */
function slotQueries(index: SearchIndex, words: readonly string[]): Query[] {
  const concepts = conceptExpansions(words, index.lang);
  const slots: Query[] = [];
  const covered = new Set<number>();
  for (const phrase of concepts.filter((c) => c.positions.length > 1)) {
    if (phrase.positions.some((p) => covered.has(p))) continue;
    phrase.positions.forEach((p) => covered.add(p));
    slots.push({
      combineWith: 'OR',
      queries: [
        { combineWith: 'AND', queries: phrase.positions.map((p) => wordQuery(index, words[p]!)) },
        conceptQuery(phrase),
      ],
    });
  }
  words.forEach((word, i) => {
    if (covered.has(i)) return;
    const own = concepts.filter((c) => c.positions.length === 1 && c.positions[0] === i);
    const named = own.length > 0 ? own : conceptsByTypo(word, index.lang);
    slots.push({
      combineWith: 'OR',
      queries: [wordQuery(index, word), ...named.map(conceptQuery)],
    });
  });
  return slots;
}

/** The MiniSearch results of a query, best first. */
export function runSearch(index: SearchIndex, query: string): SearchResult[] {
  const words = contentWords(index, query);
  if (words.length === 0) return [];
  const slots = slotQueries(index, words);
  // Several words may be one: "wi fi", "schi verleih", "check in" (as typed or with a typo).
  const together = words.join('');
  const joined: Query[] =
    words.length > 1 && together.length <= MAX_JOINED_LENGTH
      ? [{ ...BASE, fuzzy: typosAllowed(together), queries: [together] }]
      : [];
  const all = index.mini.search({
    combineWith: 'OR',
    queries: [{ combineWith: 'AND', queries: slots }, ...joined],
  });
  if (all.length > 0 || slots.length < 2) return all;
  return partialMatches(slots.map((slot) => index.mini.search(slot)));
}

/**
 * When no entry has every word ("bus see": no entry speaks of a bus to the
 * lake): the entries with most of the words first, then the best of each
 * word in turn — so every word the guest typed is answered near the top,
 * not only the one that stands in most titles.
 */
function partialMatches(perSlot: readonly SearchResult[][]): SearchResult[] {
  const found = new Map<
    string,
    { result: SearchResult; slots: number; rank: number; slot: number }
  >();
  perSlot.forEach((results, slot) => {
    results.forEach((result, rank) => {
      const key = String(result.id);
      const seen = found.get(key);
      if (!seen) found.set(key, { result, slots: 1, rank, slot });
      else {
        seen.slots += 1;
        if (rank < seen.rank) Object.assign(seen, { rank, slot });
      }
    });
  });
  return [...found.values()]
    .sort((a, b) => b.slots - a.slots || a.rank - b.rank || a.slot - b.slot)
    .map((entry) => entry.result);
}
