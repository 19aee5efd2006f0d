import { vi } from 'vitest';

/** Answers of the mocked network: path (without query) → JSON body, or a status. */
export type Routes = Record<string, unknown | { status: number }>;

const isStatus = (value: unknown): value is { status: number } =>
  typeof value === 'object' && value !== null && Object.keys(value).join() === 'status';

/**
 * Replaces `fetch` — the network boundary — with answers from `routes`
 * (which a test may change later). Unknown paths answer 404.
 */
export function mockFetch(routes: Routes) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    const answer = routes[url.pathname];
    if (answer === undefined || isStatus(answer)) {
      const status = answer === undefined ? 404 : answer.status;
      return new Response(JSON.stringify({ error: 'not_found', message: 'Not found' }), {
        status,
        headers: { 'content-type': 'application/json' },
      });
    }
    return new Response(JSON.stringify(answer), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The paths (with query) that were fetched, in order. */
export function fetchedUrls(fetchMock: ReturnType<typeof mockFetch>): string[] {
  return fetchMock.mock.calls.map(([input]) => String(input));
}
