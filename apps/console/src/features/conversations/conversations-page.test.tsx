// The staff's conversation list comes in pages: "Show more conversations"
// asks for the next page with the server's cursor, and "Only unread" asks
// the server for the unread ones only.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConversationsPage } from './conversations-page.tsx';

const conversation = (n: number) => ({
  userId: `guest_app_${String(n).padStart(6, '0')}`,
  count: 1,
  unread: n % 2,
  lastAt: '2026-11-27T07:00:00.000Z',
  last: {
    id: `m${n}`,
    sender: 'guest',
    type: 'generic',
    title: '',
    content: `Message ${n}`,
    createdAt: '2026-11-27T07:00:00.000Z',
    seen: true,
    requestId: null,
  },
});

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(['staff', 'me'], {
    account: {
      id: 'a',
      projectId: 'alpenrose',
      email: 'frontdesk@alpenrose.example',
      name: 'Franz',
      role: 'frontdesk',
    },
    expiresAt: '2026-11-27T12:00:00.000Z',
    project: { name: 'Hotel Alpenrose', timeZone: 'Europe/Vienna' },
  });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <ConversationsPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('the conversation list', () => {
  it('shows more conversations with the cursor and filters the unread ones on the server', async () => {
    const urls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        urls.push(url);
        const query = new URL(url, 'http://console').searchParams;
        if (query.get('unread') === 'true') {
          return Response.json({ conversations: [conversation(1)], nextCursor: null });
        }
        return query.get('cursor') === 'page-2'
          ? Response.json({ conversations: [conversation(3)], nextCursor: null })
          : Response.json({
              conversations: [conversation(1), conversation(2)],
              nextCursor: 'page-2',
            });
      }),
    );
    renderPage();
    expect(await screen.findByText('Message 2')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show more conversations' }));
    expect(await screen.findByText('Message 3')).toBeInTheDocument();
    expect(urls).toContain('/api/staff/alpenrose/conversations?cursor=page-2');
    expect(screen.queryByRole('button', { name: 'Show more conversations' })).toBeNull();

    await userEvent.click(screen.getByRole('checkbox', { name: 'Only unread' }));
    expect(await screen.findByText('Message 1')).toBeInTheDocument();
    expect(urls).toContain('/api/staff/alpenrose/conversations?unread=true');
    expect(screen.queryByText('Message 2')).toBeNull();
  });
});
