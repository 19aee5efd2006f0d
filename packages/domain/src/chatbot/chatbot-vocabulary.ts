/**
 * The words of a project's passages (their stems), and which of them a
 * question's word stands for: the same word, a word it starts or that
 * starts it, one letter changed at the end, a German compound, or a typo or
 * two. Looked up, not scanned — sorted lists with binary search, stems by
 * length for typos — so an answer stays fast on a phone.
 */
import type { Lang } from '../language-codes.ts';
import { wordsStartingWith as prefixRange } from '../search/sorted-words.ts';
import { typoDistance, typosAllowedIn } from '../search/typo-distance.ts';

export interface TermMatch {
  quality: number;
  /** Matched by its own letters (not only by a typo): counts as evidence. */
  solid: boolean;
}

/** Terms whose matching stems are remembered (a guest asks about the same things). */
const EXPANSION_CACHE = 500;

const reverse = (word: string) => Array.from(word).reverse().join('');

export class Vocabulary {
  readonly #lang: Lang;
  readonly #vocabulary: ReadonlySet<string>;
  /** The stems sorted, and each reversed and sorted: starts and ends by binary search. */
  readonly #sorted: string[];
  readonly #reversed: string[];
  readonly #byLength = new Map<number, string[]>();
  readonly #expanded = new Map<string, Map<string, TermMatch>>();

  constructor(stems: Iterable<string>, lang: Lang) {
    this.#lang = lang;
    this.#vocabulary = new Set(stems);
    this.#sorted = [...this.#vocabulary].sort();
    this.#reversed = this.#sorted.map(reverse).sort();
    for (const stem of this.#sorted) {
      const bucket = this.#byLength.get(stem.length);
      if (bucket) bucket.push(stem);
      else this.#byLength.set(stem.length, [stem]);
    }
  }

  /** The stems a question's term stands for, with how well each matches. */
  matches(term: string): Map<string, TermMatch> {
    const cached = this.#expanded.get(term);
    if (cached) return cached;
    const out = new Map<string, TermMatch>();
    for (const stem of this.#candidates(term)) {
      const match = this.#classify(term, stem);
      if (match) out.set(stem, match);
    }
    if (this.#expanded.size > EXPANSION_CACHE) this.#expanded.clear();
    this.#expanded.set(term, out);
    return out;
  }

  /** The stems that may match a term: looked up, not scanned (the answer stays fast on a phone). */
  #candidates(term: string): Set<string> {
    const found = new Set<string>();
    const vocabulary = this.#vocabulary;
    if (vocabulary.has(term)) found.add(term);
    if (!/\p{L}/u.test(term)) return found;
    const length = term.length;
    for (const stem of prefixRange(this.#sorted, term)) found.add(stem);
    for (let k = 4; k < length; k++) {
      const start = term.slice(0, k);
      if (vocabulary.has(start)) found.add(start);
    }
    if (length >= 5)
      for (const stem of prefixRange(this.#sorted, term.slice(0, -1))) found.add(stem);
    if (this.#lang === 'de') {
      for (let k = 1; k <= length - 5; k++) {
        const end = term.slice(k);
        if (vocabulary.has(end)) found.add(end);
      }
      for (const reversed of prefixRange(this.#reversed, reverse(term)))
        found.add(reverse(reversed));
    }
    const typos = typosAllowedIn(term);
    for (let l = length - typos; typos > 0 && l <= length + typos; l++) {
      for (const stem of this.#byLength.get(l) ?? []) found.add(stem);
    }
    return found;
  }

  /** How a stem of the passages matches a term of the question, if at all. */
  #classify(term: string, stem: string): TermMatch | undefined {
    const length = Array.from(term).length;
    if (stem === term) return { quality: 1, solid: true };
    if (!/\p{L}/u.test(term)) return undefined;
    if (length >= 4 && stem.startsWith(term)) return { quality: 0.8, solid: true };
    if (stem.length >= 5 && term.startsWith(stem)) return { quality: 0.7, solid: true };
    // One letter changed at the end: "pizza" → "pizzeria", "massage" → "massaggi".
    if (length >= 5 && stem.length >= 6 && stem.startsWith(term.slice(0, -1))) {
      return { quality: 0.6, solid: true };
    }
    // An inflection the light stem left: "pizza" and "Pizzen" (stem "pizz").
    if (stem.length >= 4 && term.startsWith(stem) && length - stem.length <= 2) {
      return { quality: 0.7, solid: true };
    }
    // German compounds: "Rückenmassage" asks for the massage, "Spinatknödel" are dumplings.
    if (this.#lang === 'de') {
      if (stem.length >= 5 && term.endsWith(stem)) return { quality: 0.6, solid: true };
      if (length >= 4 && stem.endsWith(term)) return { quality: 0.6, solid: true };
    }
    const typos = typosAllowedIn(term);
    if (typos > 0 && Math.abs(stem.length - length) <= typos) {
      if (typoDistance(term, stem, typos) <= typos) return { quality: 0.55, solid: false };
    }
    return undefined;
  }
}
