import type { SearchRequest, SearchResponse, SearchResult } from './search-handler.ts';
import type { SearchSourceTopic } from './search-index.ts';

/** The search of spec §2 /search, answered off the main thread where possible. */
export interface SearchEngine {
  /** Builds the index of a model ahead of the first query (nothing when it has it). */
  prepare(key: string, lang: string, topics: readonly SearchSourceTopic[]): void;
  /**
   * Searches the model named by `key` (indexing `topics` first when needed).
   * Only the latest query counts: a query still waiting when a newer one
   * comes resolves with null, so fast typing never queues up work.
   */
  search(
    key: string,
    lang: string,
    topics: readonly SearchSourceTopic[],
    query: string,
  ): Promise<SearchResult | null>;
}

interface Transport {
  post(request: SearchRequest): void;
}

interface Job {
  key: string;
  /** The model's language: its function words and the concepts' order. */
  lang: string;
  topics: readonly SearchSourceTopic[];
  query: string;
  resolve: (result: SearchResult | null) => void;
}

/** The engine in the page itself: for browsers (and tests) without a worker. */
function localTransport(onResponse: (response: SearchResponse) => void): Transport {
  // Loaded only when needed: the page's own chunk stays free of MiniSearch.
  const handler = import('./search-handler.ts').then((m) => m.createSearchHandler());
  return {
    post(request) {
      // Promise callbacks run in the order they were added: requests stay in order.
      void handler.then((handle) => onResponse(handle(request)));
    },
  };
}

/** The engine in a Web Worker; null where workers are not available. */
function workerTransport(
  onResponse: (response: SearchResponse) => void,
  onFailure: () => void,
): Transport | null {
  if (typeof Worker === 'undefined') return null;
  try {
    const worker = new Worker(new URL('./search.worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (event: MessageEvent<SearchResponse>) => onResponse(event.data);
    worker.onerror = (event) => {
      event.preventDefault();
      console.error('The search worker failed; searching in the page instead', event.message);
      worker.terminate();
      onFailure();
    };
    return { post: (request) => worker.postMessage(request) };
  } catch (error) {
    console.error('The search worker could not start; searching in the page instead', error);
    return null;
  }
}

export interface SearchEngineOptions {
  /** Use a Web Worker when the browser has them (default true). */
  worker?: boolean;
}

/** Creates a search engine (the app shares one, see {@link getSearchEngine}). */
export function createSearchEngine(options: SearchEngineOptions = {}): SearchEngine {
  let indexedKey: string | null = null;
  let nextId = 1;
  let running: (Job & { id: number }) | null = null;
  let waiting: Job | null = null;

  const onResponse = (response: SearchResponse) => {
    if (response.type !== 'results' || !running || response.id !== running.id) return;
    const done = running;
    running = null;
    // A model changed in between: that query is asked again below with the new one.
    done.resolve(response.key === done.key ? response.result : null);
    startWaiting();
  };

  const useLocal = () => {
    transport = localTransport(onResponse);
    indexedKey = null;
    // The request in flight is lost with the worker: ask again in the page.
    if (running) {
      const { id: _id, ...job } = running;
      running = null;
      waiting ??= job;
    }
    startWaiting();
  };

  let transport: Transport =
    (options.worker !== false && workerTransport(onResponse, useLocal)) ||
    localTransport(onResponse);

  const ensureIndex = (key: string, lang: string, topics: readonly SearchSourceTopic[]) => {
    if (indexedKey === key) return;
    indexedKey = key;
    transport.post({ type: 'index', key, lang, topics });
  };

  function startWaiting() {
    if (running || !waiting) return;
    const job = waiting;
    waiting = null;
    ensureIndex(job.key, job.lang, job.topics);
    running = { ...job, id: nextId++ };
    transport.post({ type: 'search', id: running.id, key: job.key, query: job.query });
  }

  return {
    prepare: ensureIndex,
    search(key, lang, topics, query) {
      return new Promise((resolve) => {
        waiting?.resolve(null);
        waiting = { key, lang, topics, query, resolve };
        startWaiting();
      });
    },
  };
}

let shared: SearchEngine | null = null;

/** The app's search engine: one worker, kept while the app runs (instant on return). */
export function getSearchEngine(): SearchEngine {
  shared ??= createSearchEngine();
  return shared;
}
