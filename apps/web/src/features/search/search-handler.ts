/**
 * The search engine behind the page, as plain messages in and out: the Web
 * Worker (search.worker.ts) runs it off the main thread; where there is no
 * worker (tests, a worker that fails to start) it runs in the page itself.
 */
import {
  createSearchIndex,
  searchDocumentsOf,
  searchIndex,
  type SearchHit,
  type SearchIndex,
  type SearchSourceTopic,
} from './search-index.ts';

/** The most hits sent to the page; the counts per topic cover all of them. */
export const MAX_SHOWN_HITS = 100;

/** Messages to the engine. `key` names one model (project, language, version). */
export type SearchRequest =
  | { type: 'index'; key: string; lang: string; topics: readonly SearchSourceTopic[] }
  | { type: 'search'; id: number; key: string; query: string };

/** The answer to one query. */
export interface SearchResult {
  query: string;
  /** The best hits, best first, at most {@link MAX_SHOWN_HITS}. */
  hits: SearchHit[];
  /** All hits of the query. */
  total: number;
  /** All hits of the query per topic id. */
  countsByTopic: Record<string, number>;
}

/** Messages from the engine. */
export type SearchResponse =
  | { type: 'indexed'; key: string; documents: number; ms: number }
  | { type: 'results'; id: number; key: string; result: SearchResult };

/** The engine's state: the index of the latest model it was given. */
export function createSearchHandler(): (request: SearchRequest) => SearchResponse {
  let indexed: { key: string; index: SearchIndex } | null = null;
  return (request) => {
    if (request.type === 'index') {
      const start = performance.now();
      const documents = searchDocumentsOf(request.topics);
      indexed = { key: request.key, index: createSearchIndex(documents, request.lang) };
      return {
        type: 'indexed',
        key: request.key,
        documents: documents.length,
        ms: performance.now() - start,
      };
    }
    // A query for another model (the language changed meanwhile) finds nothing;
    // the page asks again with the new model.
    const hits =
      indexed && indexed.key === request.key ? searchIndex(indexed.index, request.query) : [];
    const countsByTopic: Record<string, number> = {};
    for (const hit of hits) countsByTopic[hit.topicId] = (countsByTopic[hit.topicId] ?? 0) + 1;
    return {
      type: 'results',
      id: request.id,
      key: request.key,
      result: {
        query: request.query,
        hits: hits.slice(0, MAX_SHOWN_HITS),
        total: hits.length,
        countsByTopic,
      },
    };
  };
}
