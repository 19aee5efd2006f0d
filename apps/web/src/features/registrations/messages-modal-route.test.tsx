import { emptyProjectCache } from '@hospes/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useNavBadges } from '../../lib/nav/nav-badges.ts';
import { useProjectStore } from '../../lib/project/project-store.ts';
import { settleGuest } from '../../test/guest-server.ts';
import { renderWithApp, setupEnglish } from '../../test/render-with-app.tsx';
import { MessagesModalRoute } from './messages-modal-route.tsx';

const USER = 'guest_app_1';
const message = (i: number, seen = true) => ({
  id: `m${i}`,
  sender: i % 2 === 0 ? 'staff' : 'guest',
  type: 'generic',
  title: '',
  content: `Message number ${i}`,
  createdAt: '2026-11-26T10:00:00.000Z',
  seen,
  requestId: null,
});

/** The conversation of 60 messages, served in pages as the server does (newest 50, then older). */
function conversationServer() {
  const calls: { method: string; url: string; body?: string }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      calls.push({
        method: init?.method ?? 'GET',
        url: url.pathname + url.search,
        body: init?.body as string,
      });
      const json = (body: unknown) =>
        new Response(JSON.stringify(body), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        });
      if (url.pathname === `/api/messages/conversation/testhof/${USER}`) {
        const before = url.searchParams.get('before');
        if (before === 'm10')
          return json({
            messages: Array.from({ length: 10 }, (_, i) => message(i)),
            hasMore: false,
          });
        return json({
          messages: Array.from({ length: 50 }, (_, i) => message(i + 10, i + 10 !== 59)),
          hasMore: true,
        });
      }
      if (url.pathname === `/api/messages/seen/testhof/${USER}`) return json({ count: 0 });
      if (url.pathname === `/api/messages/send/testhof/${USER}`) {
        return json({
          ...message(60),
          sender: 'guest',
          content: JSON.parse(String(init?.body)).content,
        });
      }
      return json({});
    }),
  );
  return calls;
}

beforeAll(setupEnglish);
beforeEach(() => {
  useProjectStore.setState({ ...emptyProjectCache() });
  useNavBadges.setState({ unseenMessages: 1, planHints: 0 });
  settleGuest(USER);
});
afterEach(() => vi.unstubAllGlobals());

describe('spec §2/§9 the messaging modal', () => {
  it('shows the newest 50, marks them seen, loads older ones on request and sends plain text', async () => {
    const calls = conversationServer();
    const user = userEvent.setup();
    renderWithApp(<MessagesModalRoute />, { route: '/registrations/messages' });
    const dialog = await screen.findByRole('dialog', { name: 'Messages' });
    expect(await within(dialog).findByText('Message number 59')).toBeInTheDocument();
    expect(within(dialog).queryByText('Message number 9')).not.toBeInTheDocument();
    expect(calls[0]?.url).toBe(`/api/messages/conversation/testhof/${USER}?limit=50`);
    // One unseen message: opening marks seen, and the badge goes.
    await vi.waitFor(() => expect(useNavBadges.getState().unseenMessages).toBe(0));
    expect(calls.some((c) => c.method === 'POST' && c.url.startsWith('/api/messages/seen/'))).toBe(
      true,
    );

    await user.click(within(dialog).getByRole('button', { name: 'Show older messages' }));
    expect(await within(dialog).findByText('Message number 0')).toBeInTheDocument();
    expect(calls.some((c) => c.url.endsWith('limit=50&before=m10'))).toBe(true);
    // Nothing older: the button goes.
    expect(
      within(dialog).queryByRole('button', { name: 'Show older messages' }),
    ).not.toBeInTheDocument();

    await user.type(within(dialog).getByRole('textbox', { name: 'Your message' }), '<b>Hi</b>');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    await vi.waitFor(() =>
      expect(calls.find((c) => c.url.startsWith('/api/messages/send/'))?.body).toBe(
        JSON.stringify({ content: '<b>Hi</b>' }),
      ),
    );
    expect(within(dialog).getByRole('textbox', { name: 'Your message' })).toHaveValue('');
  });
});
