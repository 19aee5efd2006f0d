// A console screen in a test: the logged-in staff member in the query cache,
// a router, and the staff API faked by `METHOD path` — every call recorded
// with its body, anything else answered 404 with the API's error body.
import type { StaffGuest, StaffMe } from '@hospes/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { staffKeys } from '../lib/query-keys.ts';

export const ADMIN: StaffMe = {
  account: {
    id: 'acc-admin',
    projectId: 'alpenrose',
    email: 'staff@alpenrose.example',
    name: 'Anna Huber',
    role: 'admin',
  },
  expiresAt: '2026-11-27T20:00:00.000Z',
  project: { name: 'Hotel Alpenrose', timeZone: 'Europe/Vienna' },
  mustChangePassword: false,
};

export function renderScreen(ui: ReactNode, { me = ADMIN, route = '/' } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(staffKeys.me, me);
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
  return client;
}

/**
 * A component in the console's providers with the logged-in admin (no
 * router): the result's `rerender` keeps them, as the content page renews
 * its forms with each published version.
 */
export function renderAsAdmin(ui: ReactElement) {
  const client = new QueryClient();
  client.setQueryData(staffKeys.me, ADMIN);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return render(ui, { wrapper });
}

export interface ApiCall {
  method: string;
  path: string;
  /** The query, when the address has one (absent otherwise, so calls compare as before). */
  query?: URLSearchParams;
  body: unknown;
}

type Answer = unknown | ((body: unknown, query: URLSearchParams) => unknown);

/**
 * Fakes `fetch` for `{ 'POST /api/staff/alpenrose/…': answer }` (routes match
 * the path; the query is recorded and passed to an answer that is a function);
 * an answer may be a Response.
 */
export function fakeStaffApi(routes: Record<string, Answer>): ApiCall[] {
  const calls: ApiCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const { pathname: path, searchParams: query } = new URL(input, 'http://console');
      const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
      calls.push({ method, path, body, ...(query.size > 0 ? { query } : {}) });
      const route = routes[`${method} ${path}`];
      if (route === undefined) {
        return Response.json(
          { error: 'Not Found', code: 'not_found', message: `No ${method} ${path}` },
          { status: 404 },
        );
      }
      const answer =
        typeof route === 'function'
          ? (route as (b: unknown, q: URLSearchParams) => unknown)(body, query)
          : route;
      return answer instanceof Response ? answer : Response.json(answer);
    }),
  );
  return calls;
}

/** The demo's logged-in guest as the staff API names him. */
export const MAX: StaffGuest = {
  name: 'Max Muster',
  room: '204',
  reservationId: 'R-1001',
  reservationNumber: 'R-1001',
  lang: 'de',
};
