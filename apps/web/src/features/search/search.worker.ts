/// <reference lib="webworker" />
// The search worker: builds the index and answers queries off the main
// thread, so that typing never waits for the search.
import { createSearchHandler, type SearchRequest } from './search-handler.ts';

const handle = createSearchHandler();
const scope = self as unknown as DedicatedWorkerGlobalScope;

scope.onmessage = (event: MessageEvent<SearchRequest>) => {
  scope.postMessage(handle(event.data));
};
