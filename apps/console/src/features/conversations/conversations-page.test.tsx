// The staff's conversation list comes in pages: "Show more conversations"
// asks for the next page with the server's cursor, and "Only unread" asks
// the server for the unread ones only.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UNKNOWN_GUEST } from '@hospes/domain';
import { fakeStaffApi, MAX, renderScreen } from '../../test/staff-screen.tsx';
import { ConversationsPage } from './conversations-page.tsx';

const conversation = (n: number) => ({
  userId: `guest_app_${String(n).padStart(6, '0')}`,
  count: 1,
  unread: n % 2,
  waitingSince: n % 2 ? '2026-11-27T06:55:00.000Z' : null,
  lastAt: '2026-11-27T07:00:00.000Z',
  // Every third guest logged in with a reservation; the others gave no name.
  guest: n % 3 === 0 ? { ...MAX, name: `Guest Number ${n}` } : UNKNOWN_GUEST,
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
    const calls = fakeStaffApi({
      'GET /api/staff/alpenrose/conversations': (_body: unknown, query: URLSearchParams) => {
        if (query.get('unread') === 'true')
          return { conversations: [conversation(1)], nextCursor: null };
        return query.get('cursor') === 'page-2'
          ? { conversations: [conversation(3)], nextCursor: null }
          : { conversations: [conversation(1), conversation(2)], nextCursor: 'page-2' };
      },
    });
    const asked = () => calls.map((c) => c.query?.toString());
    renderPage();
    expect(await screen.findByText('Message 2')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show more conversations' }));
    expect(await screen.findByText('Message 3')).toBeInTheDocument();
    expect(asked()).toContain('cursor=page-2');
    // A guest is named by the name the hotel knows, else by the end of the user id.
    expect(
      screen
        .getAllByRole('link', { name: /^Open the conversation with/ })
        .map((a) => a.getAttribute('aria-label')),
    ).toEqual([
      'Open the conversation with Guest 000001',
      'Open the conversation with Guest 000002',
      'Open the conversation with Guest Number 3',
    ]);
    expect(
      screen.getByRole('link', { name: 'Open the conversation with Guest Number 3' }),
    ).toHaveTextContent(/Room 204 · Reservation R-1001 · Language: German/);
    expect(screen.queryByRole('button', { name: 'Show more conversations' })).toBeNull();

    await userEvent.click(screen.getByRole('checkbox', { name: 'Only unread' }));
    expect(await screen.findByText('Message 1')).toBeInTheDocument();
    expect(asked()).toContain('unread=true');
    expect(screen.queryByText('Message 2')).toBeNull();
  });
});

describe('a conversation', () => {
  const GUEST = 'guest_app_000001';
  const message = (id: string, sender: string, content: string, minute: number) => ({
    id,
    sender,
    type: 'generic',
    title: '',
    content,
    createdAt: `2026-11-27T07:${String(minute).padStart(2, '0')}:00.000Z`,
    seen: true,
    requestId: null,
  });

  function renderThread() {
    renderScreen(
      <Routes>
        <Route path="/conversations/:userId" element={<ConversationsPage />} />
      </Routes>,
      { route: `/conversations/${GUEST}` },
    );
  }

  it('shows the messages oldest first; a quick reply is sent, the field empties and the thread is asked again', async () => {
    let sent: string[] = [];
    const calls = fakeStaffApi({
      'GET /api/staff/alpenrose/conversations': { conversations: [], nextCursor: null },
      // The server lists the newest first.
      [`GET /api/staff/alpenrose/conversations/${GUEST}`]: () => ({
        messages: [
          ...sent.map((content, i) => message(`s${i}`, 'staff', content, 10 + i)),
          message('m2', 'system', 'Your request was accepted.', 5),
          message('m1', 'guest', 'Two more towels, please.', 1),
        ],
        hasMore: false,
        guest: MAX,
      }),
      [`POST /api/staff/alpenrose/messages/${GUEST}`]: (body: unknown) => {
        const { content } = body as { content: string };
        sent = [content, ...sent];
        return message('s-new', 'staff', content, 12);
      },
    });
    const user = userEvent.setup();
    renderThread();

    const thread = await screen.findByRole('list', { name: 'Messages with the guest' });
    expect(screen.getByRole('heading', { level: 2, name: 'Max Muster' })).toBeInTheDocument();
    expect(
      within(thread)
        .getAllByRole('listitem')
        .map((li) => li.querySelector('p')?.textContent),
    ).toEqual(['Two more towels, please.', 'Your request was accepted.']);
    const field = screen.getByRole('textbox', { name: 'Your message to the guest' });
    // An empty reply is not sent: the form says what is missing.
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(field).toHaveAccessibleDescription('Write a message.');

    // The guest uses the app in German: the quick replies are German (the
    // console's own, the project has none set).
    const quick = screen.getByRole('group', { name: 'Quick replies (German)' });
    await user.click(within(quick).getByRole('button', { name: 'Ihr Wunsch ist erledigt.' }));
    expect(field).toHaveValue('Ihr Wunsch ist erledigt.');
    await user.type(field, ' Zimmer 12.');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(
      await within(thread).findByText('Ihr Wunsch ist erledigt. Zimmer 12.'),
    ).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([
      {
        method: 'POST',
        path: `/api/staff/alpenrose/messages/${GUEST}`,
        body: { content: 'Ihr Wunsch ist erledigt. Zimmer 12.' },
      },
    ]);
    expect(field).toHaveValue('');
  });

  it('a refused reply says why and keeps the text', async () => {
    fakeStaffApi({
      'GET /api/staff/alpenrose/conversations': { conversations: [], nextCursor: null },
      [`GET /api/staff/alpenrose/conversations/${GUEST}`]: {
        messages: [],
        hasMore: false,
        guest: MAX,
      },
      [`POST /api/staff/alpenrose/messages/${GUEST}`]: Response.json(
        {
          error: 'Not Found',
          code: 'messaging_inactive',
          message: 'Messaging is not active for this project.',
        },
        { status: 404 },
      ),
    });
    const user = userEvent.setup();
    renderThread();
    expect(await screen.findByText('No messages yet.')).toBeInTheDocument();
    const field = screen.getByRole('textbox', { name: 'Your message to the guest' });
    await user.type(field, 'Your taxi is here.');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(
      await screen.findByText(/Messaging is not active for this project\./),
    ).toBeInTheDocument();
    expect(field).toHaveValue('Your taxi is here.');
  });

  it("offers the project's own quick replies in the guest's language", async () => {
    fakeStaffApi({
      'GET /api/staff/alpenrose/conversations': { conversations: [], nextCursor: null },
      [`GET /api/staff/alpenrose/conversations/${GUEST}`]: {
        messages: [],
        hasMore: false,
        guest: { ...MAX, lang: 'it' },
      },
      'GET /api/staff/alpenrose/quick-replies/it': {
        lang: 'it',
        replies: ['Il tavolo è prenotato per le 20:00.'],
      },
    });
    renderThread();
    const quick = await screen.findByRole('group', { name: 'Quick replies (Italian)' });
    expect(
      await within(quick).findByRole('button', { name: 'Il tavolo è prenotato per le 20:00.' }),
    ).toBeInTheDocument();
    expect(within(quick).getAllByRole('button')).toHaveLength(1);
  });
});
