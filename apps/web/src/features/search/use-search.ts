import { useEffect, useState } from 'react';
import { useProjectId, useProjectModel } from '../../lib/model/model-context.tsx';
import { getSearchEngine } from './search-engine.ts';
import type { SearchResult } from './search-handler.ts';
import { isSearchableQuery } from './search-terms.ts';

export interface UseSearch {
  /** The latest answer of this model (it may belong to an earlier query while typing). */
  result: SearchResult | null;
  /** Whether the answer to `query` is still being searched. */
  pending: boolean;
  /** Whether `query` is long enough to be searched. */
  searchable: boolean;
}

/**
 * Searches every content item of the model in the active language (spec §2
 * /search). The index is built in the search worker as soon as the page
 * opens; each query is answered there, the latest one only.
 */
export function useSearch(query: string): UseSearch {
  const model = useProjectModel();
  const projectId = useProjectId();
  const topics = model.discover.topics;
  const lang = model._meta.lang;
  const key = `${projectId}/${lang}/${model._meta.version}`;
  const searchable = isSearchableQuery(query);
  const [answer, setAnswer] = useState<{ key: string; result: SearchResult } | null>(null);

  useEffect(() => {
    getSearchEngine().prepare(key, lang, topics);
  }, [key, lang, topics]);

  useEffect(() => {
    if (!searchable) return;
    let current = true;
    void getSearchEngine()
      .search(key, lang, topics, query)
      .then((result) => {
        if (current && result) setAnswer({ key, result });
      });
    return () => {
      current = false;
    };
  }, [key, lang, topics, query, searchable]);

  const result = searchable && answer?.key === key ? answer.result : null;
  return { result, pending: searchable && result?.query !== query, searchable };
}
