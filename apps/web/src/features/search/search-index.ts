/**
 * The search index of spec §2 /search, shared by the app's search worker and
 * the benchmark (scripts/search-benchmark.ts): one place for the documents,
 * the fields and the MiniSearch options, so the benchmark measures exactly
 * what the guest gets. No DOM and no runtime imports besides MiniSearch: this
 * module runs in a Web Worker and in Node.
 */
import MiniSearch, { type Options, type SearchOptions } from 'minisearch';
import { searchSynonymsOf, type ContentItem, type Topic } from '@hospes/domain';
import { stripHtml } from '@hospes/domain/plain-text';
import { normalizeTerm, queryTerms, tokenize } from './search-terms.ts';

export { isSearchableQuery, normalizeTerm, queryTerms } from './search-terms.ts';
export { stripHtml } from '@hospes/domain/plain-text';

/** The parts of a topic the index reads (a model topic fits). */
export interface SearchSourceTopic {
  id: Topic['id'];
  title: Topic['title'];
  items: readonly SearchSourceItem[];
}

/** The parts of a content item the index reads (a model item fits). */
export type SearchSourceItem = Pick<
  ContentItem,
  | 'id'
  | 'type'
  | 'title'
  | 'description'
  | 'tags'
  | 'streetAddress'
  | 'postalCode'
  | 'addressLocality'
>;

/** One indexed document: a content item as listed under one topic. */
export interface SearchDocument {
  /** Unique per document: an item listed in two topics is found under both. */
  key: string;
  itemId: string;
  topicId: string;
  type: ContentItem['type'];
  title: string;
  /** The description as plain text (HTML stripped). */
  description: string;
  /** streetAddress, postalCode and addressLocality. */
  address: string;
  tags: string;
  /** The start of the description, shown under a result. */
  snippet: string;
  locality: string;
}

/** A search result: the stored fields of a document and its score. */
export interface SearchHit {
  key: string;
  itemId: string;
  topicId: string;
  type: ContentItem['type'];
  title: string;
  snippet: string;
  locality: string;
  score: number;
}

const SNIPPET_LENGTH = 200;

/** Shortest word part indexed on its own (see {@link indexTerms}). */
const MIN_PART_LENGTH = 3;
/** Words shorter than this are not split. */
const MIN_COMPOUND_LENGTH = 6;

/**
 * The terms a word is indexed under: the word itself and its endings of at
 * least three letters, because German (and the Alpine place names of every
 * language) glues words together: "see" finds "Lärchsee", "markt" finds
 * "Ostermarkt", "wanderung" finds "Schneeschuhwanderung". Queries are not
 * split; with prefix search they match the start of any of these terms.
 */
export function indexTerms(term: string): string[] {
  const word = normalizeTerm(term);
  if (word.length < MIN_COMPOUND_LENGTH) return [word];
  const terms = [word];
  for (let i = 1; i <= word.length - MIN_PART_LENGTH; i++) terms.push(word.slice(i));
  return terms;
}

/** Query words of four letters and more may contain one typo, of eight and more two. */
const FUZZY_FROM_LENGTH = 4;
const FUZZY_TWO_FROM_LENGTH = 8;
/** Words of this length and more are also looked for with one inner letter dropped. */
const DROP_LETTER_FROM_LENGTH = 6;

/** How many typos a query word may contain (letters only: numbers are exact). */
function typosAllowed(term: string): number | false {
  if (!/\p{L}/u.test(term) || term.length < FUZZY_FROM_LENGTH) return false;
  return term.length >= FUZZY_TWO_FROM_LENGTH ? 2 : 1;
}

/** How a query is matched: prefix and fuzzy, every word must match, title first. */
export const SEARCH_QUERY_OPTIONS: SearchOptions = {
  tokenize,
  prefix: true,
  // Fuzzy matching of one- to three-letter terms finds mostly noise ("spa" →
  // "sea"), and of numbers the wrong postcode or house number.
  fuzzy: (term) => typosAllowed(term),
  boost: { title: 3, tags: 1.5 },
  combineWith: 'AND',
  processTerm: normalizeTerm,
};

/** The MiniSearch options of the guest search (and of the benchmark). */
export const SEARCH_INDEX_OPTIONS: Options<SearchDocument> = {
  idField: 'key',
  tokenize,
  fields: ['title', 'description', 'address', 'tags'],
  storeFields: ['itemId', 'topicId', 'type', 'title', 'snippet', 'locality'],
  // Word parts of titles only: descriptions are long, and their parts would
  // match nearly everything.
  processTerm: (term, field) => (field === 'title' ? indexTerms(term) : normalizeTerm(term)),
  searchOptions: SEARCH_QUERY_OPTIONS,
};

function snippetOf(text: string): string {
  if (text.length <= SNIPPET_LENGTH) return text;
  const cut = text.slice(0, SNIPPET_LENGTH);
  const space = cut.lastIndexOf(' ');
  const words = space > SNIPPET_LENGTH / 2 ? cut.slice(0, space) : cut;
  // "… are waiting." + "…" would read "waiting.…".
  return `${words.replace(/[\s.,;:!?–-]+$/u, '')}…`;
}

/** The documents of every content item of every topic, in model order. */
export function searchDocumentsOf(topics: readonly SearchSourceTopic[]): SearchDocument[] {
  const documents: SearchDocument[] = [];
  for (const topic of topics) {
    for (const item of topic.items) {
      const description = item.description ? stripHtml(item.description) : '';
      documents.push({
        key: `${topic.id}\u0000${item.id}`,
        itemId: item.id,
        topicId: topic.id,
        type: item.type,
        title: item.title,
        description,
        address: [item.streetAddress, item.postalCode, item.addressLocality]
          .filter(Boolean)
          .join(' '),
        tags: (item.tags ?? []).join(' '),
        snippet: snippetOf(description),
        locality: item.addressLocality ?? '',
      });
    }
  }
  return documents;
}

/** Builds the index over documents (same options in the app and the benchmark). */
export function createSearchIndex(
  documents: readonly SearchDocument[],
): MiniSearch<SearchDocument> {
  const index = new MiniSearch<SearchDocument>(SEARCH_INDEX_OPTIONS);
  index.addAll(documents);
  return index;
}

/** Words shorter than this (two letters) are looked for at the start of titles and tags only. */
const FULL_TEXT_FROM_LENGTH = 3;

/**
 * The forms a typed word is also looked for in, beyond its typo tolerance
 * (which MiniSearch applies to whole words): two letters swapped back
 * ("wlna" → "wlan") and one letter too many dropped ("saunna" → "sauna",
 * then as a prefix: "saunatasche") — and the words of its synonym group
 * ("wifi" → "wlan", "internet").
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
  return [...forms];
}

/**
 * The hits of a query, best first. Every word must match — in one of its
 * forms ({@link queryForms}) — (see
 * {@link SEARCH_QUERY_OPTIONS}); a two-letter word matches the start of
 * title and tag words only, because in the full text it would match nearly
 * every item ("un" → "und") — so "WC" and "Sp…" still find something at once.
 */
export function searchIndex(index: MiniSearch<SearchDocument>, query: string): SearchHit[] {
  const terms = queryTerms(query);
  if (terms.length === 0) return [];
  const queries = terms.map((term) =>
    term.length >= FULL_TEXT_FROM_LENGTH
      ? { combineWith: 'OR' as const, queries: queryForms(term) }
      : { queries: [term], fields: ['title', 'tags'], fuzzy: false },
  );
  return index.search({ combineWith: 'AND', queries }).map((result) => ({
    key: String(result.id),
    itemId: result['itemId'] as string,
    topicId: result['topicId'] as string,
    type: result['type'] as ContentItem['type'],
    title: result['title'] as string,
    snippet: result['snippet'] as string,
    locality: result['locality'] as string,
    score: result.score,
  }));
}
