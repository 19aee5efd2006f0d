/**
 * The search index of spec §2 /search, shared by the app's search worker and
 * the benchmark (scripts/search-benchmark.ts): one place for the documents,
 * the fields and the MiniSearch options, so the benchmark measures exactly
 * what the guest gets. No DOM and no runtime imports besides MiniSearch: this
 * module runs in a Web Worker and in Node.
 */
import MiniSearch, { type Options } from 'minisearch';
import { LANGUAGES, type ContentItem, type Lang, type Topic } from '@hospes/domain';
import { isSearchStopWord } from '@hospes/domain/search';
import { stripHtml } from '@hospes/domain/plain-text';
import { runSearch } from './search-query.ts';
import { normalizeTerm, tokenize, WORD_FIELDS } from './search-terms.ts';

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
  /** The title again, indexed as the ends of its long words only (see {@link indexTerms}). */
  parts: string;
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
 * The ends of a long title word, of at least three letters, because German
 * (and the Alpine place names of every language) glues words together:
 * "see" finds "Lärchsee", "markt" "Ostermarkt", "wanderung"
 * "Schneeschuhwanderung". Indexed in a field of their own, which is matched
 * by its start only — never with a typo, so "hund" no longer meets the end
 * "und" of a word.
 */
export function indexTerms(term: string): string[] {
  const word = normalizeTerm(term);
  if (word.length < MIN_COMPOUND_LENGTH) return [];
  const terms: string[] = [];
  for (let i = 1; i <= word.length - MIN_PART_LENGTH; i++) terms.push(word.slice(i));
  return terms;
}

/**
 * The words of a text as indexed: split at spaces and punctuation, and a
 * hyphenated word also as one — "Check-out" is found by "checkout", "Wi-Fi"
 * by "wifi", "E-Bike" by "ebike".
 */
export function indexTokenize(text: string): string[] {
  const words = tokenize(text);
  for (const match of text.matchAll(/[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)+/gu)) {
    words.push(match[0].replaceAll('-', ''));
  }
  return words;
}

/** The MiniSearch options of an index of a model in `lang` (the same in the app and the benchmark). */
export function searchIndexOptions(lang: Lang): Options<SearchDocument> {
  return {
    idField: 'key',
    tokenize: indexTokenize,
    fields: [...WORD_FIELDS, 'parts'],
    storeFields: ['itemId', 'topicId', 'type', 'title', 'snippet', 'locality'],
    processTerm: (term, field) => {
      const word = normalizeTerm(term);
      if (isSearchStopWord(word, lang)) return null;
      // Word parts of titles only: descriptions are long, and their parts would
      // match nearly everything.
      return field === 'parts' ? indexTerms(word) : word;
    },
    searchOptions: { tokenize, processTerm: normalizeTerm },
  };
}

/** An index of one model: MiniSearch's, its language, and its whole words (for compound splits). */
export interface SearchIndex {
  mini: MiniSearch<SearchDocument>;
  lang: Lang;
  /** Every whole word of the documents (compared form). */
  words: ReadonlySet<string>;
  /** The same, sorted: which words start with a part. */
  sortedWords: readonly string[];
}

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
        parts: item.title,
        snippet: snippetOf(description),
        locality: item.addressLocality ?? '',
      });
    }
  }
  return documents;
}

/** Builds the index over documents (same options in the app and the benchmark). */
export function createSearchIndex(documents: readonly SearchDocument[], lang = 'de'): SearchIndex {
  const language: Lang = (LANGUAGES as readonly string[]).includes(lang) ? (lang as Lang) : 'en';
  const mini = new MiniSearch<SearchDocument>(searchIndexOptions(language));
  mini.addAll(documents);
  const words = new Set<string>();
  for (const doc of documents) {
    for (const text of [doc.title, doc.description, doc.tags]) {
      for (const word of indexTokenize(text)) words.add(normalizeTerm(word));
    }
  }
  return { mini, lang: language, words, sortedWords: [...words].sort() };
}

/** The hits of a query, best first (how a query is matched: search-query.ts). */
export function searchIndex(index: SearchIndex, query: string): SearchHit[] {
  return runSearch(index, query).map((result) => ({
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
