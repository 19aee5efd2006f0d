// Whether the console reaches its server, read from every answer the query
// cache sees: a network failure (the server down, the Wi-Fi gone) marks the
// connection lost until the next answer arrives. Queries retry network
// failures on their own (`retryOnNetwork`), so the console recovers without
// a reload; screens keep showing what they had, with the time it is from.
import type { QueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { isNetworkFailure } from './api.ts';

export interface ConnectionState {
  lost: boolean;
  /** When the last answer arrived (ms), or null before the first. */
  lastAnswerAt: number | null;
}

let state: ConnectionState = { lost: false, lastAnswerAt: null };
const listeners = new Set<() => void>();

function set(next: ConnectionState): void {
  if (next.lost === state.lost && next.lastAnswerAt === state.lastAnswerAt) return;
  state = next;
  for (const listener of listeners) listener();
}

/** Follows the client's queries; answers the unsubscribe. */
export function watchConnection(client: QueryClient): () => void {
  return client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated') return;
    const { action } = event;
    if ((action.type === 'failed' || action.type === 'error') && isNetworkFailure(action.error)) {
      set({ ...state, lost: true });
    } else if (action.type === 'success') {
      set({ lost: false, lastAnswerAt: Date.now() });
    }
  });
}

export function useConnection(): ConnectionState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => state,
  );
}

/** Network failures: retried until the server answers; other errors: once. */
export function retryOnNetwork(failureCount: number, error: unknown): boolean {
  return isNetworkFailure(error) || failureCount < 1;
}

/** 1, 2, 4, 8 s, then every 10 s. */
export const retryDelay = (attempt: number): number => Math.min(1000 * 2 ** attempt, 10_000);

/** For tests: as after a fresh start. */
export function resetConnection(): void {
  state = { lost: false, lastAnswerAt: null };
}
