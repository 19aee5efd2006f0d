import type { InappNotification } from '@hospes/domain';
import { vi } from 'vitest';
import { apiRefusal } from './api-refusal.ts';

/** One call the app made to the fake inbox API. */
export interface InboxCall {
  method: string;
  path: string;
  body: unknown;
}

const json = (body: unknown, status = 200) =>
  new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

/**
 * The network boundary of the inbox features for the project "testhof",
 * faked in memory: requests, unseen count, conversation and in-app
 * notifications of one guest. `failRequests` answers request sends with
 * that status. Every call is recorded.
 */
export function fakeInboxServer(
  userId: string,
  state: {
    unseen?: number;
    notifications?: InappNotification[];
    conversation?: { title: string; content: string; sender: 'staff' | 'guest' | 'system' }[];
    failRequests?: number;
  } = {},
) {
  const calls: InboxCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({ method, path, body });
    if (path === `/api/requests/testhof/${userId}`) {
      if (state.failRequests) return json({ error: 'x', message: 'x' }, state.failRequests);
      return json({ id: 'r1', status: 'sent' }, 201);
    }
    if (path === `/api/messages/unseen/testhof/${userId}`)
      return json({ count: state.unseen ?? 0 });
    if (path === `/api/messages/conversation/testhof/${userId}`) {
      const messages = (state.conversation ?? []).map((m, i) => ({
        id: `m${i}`,
        sender: m.sender,
        type: 'generic',
        title: m.title,
        content: m.content,
        createdAt: '2026-11-26T10:00:00.000Z',
        seen: false,
        requestId: null,
      }));
      return json({ messages, hasMore: false });
    }
    if (path === `/api/notifications/inapp/unseen/testhof/${userId}`) {
      return json({ notifications: state.notifications ?? [] });
    }
    if (path.startsWith(`/api/notifications/inapp/seen/testhof/${userId}/`)) return json(null, 204);
    return apiRefusal(404, 'not_found', 'Not found');
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, state };
}
