import { emptyProjectCache, type InappNotification } from '@hospes/domain';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useProjectStore } from '../../lib/project/project-store.ts';
import { settleGuest } from '../../test/guest-server.ts';
import { fakeInboxServer } from '../../test/inbox-server.ts';
import { renderWithApp, setupEnglish } from '../../test/render-with-app.tsx';
import ReceivedNotifications from './received-notifications.tsx';

const USER = 'guest_app_1';
const note = (
  rId: string,
  data: InappNotification['data'],
  omitPopup = false,
): InappNotification => ({
  rId,
  data,
  seen: false,
  omitPopup,
  createdAt: '2026-11-26T10:00:00.000Z',
});

beforeAll(setupEnglish);
beforeEach(() => {
  useProjectStore.setState({ ...emptyProjectCache() });
  settleGuest(USER);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('spec §4 received notifications', () => {
  it('shows unseen ones 1 s after they arrive as "Message X of Y", skips omitPopup, marks seen going forward', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const server = fakeInboxServer(USER, {
      notifications: [
        note('n1', {
          title: 'Wine tasting',
          body: 'Tonight at 19:00.',
          link: 'https://wine.example/evening',
          linkType: 'EXT',
          linkTitle: 'Programme',
        }),
        note('n2', { title: 'Quiet night' }, true),
        note('n3', { title: 'Spa open late', link: '/topic/spa', linkType: 'INT' }),
      ],
    });
    renderWithApp(<ReceivedNotifications />);
    // Not before the delay of spec §9.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(900);
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(200);
    });
    const first = await screen.findByRole('dialog', { name: 'Message 1 of 2' });
    expect(first).toHaveTextContent('Wine tasting');
    // EXT links open a new tab without access to this window.
    const link = screen.getByRole('link', { name: /Programme/ });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');

    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('dialog', { name: 'Message 2 of 2' })).toHaveTextContent(
      'Spa open late',
    );
    expect(screen.getByRole('link', { name: 'Open' })).toHaveAttribute('href', '/topic/spa');
    expect(server.calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([
      `/api/notifications/inapp/seen/testhof/${USER}/n1`,
    ]);
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByRole('dialog', { name: 'Message 1 of 2' })).toBeInTheDocument();
  });
});
