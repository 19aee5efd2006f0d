// spec §2: unseen messages show as a red badge without opening the menu —
// on the Menu button and on an inbox tab — and the toast of a new message
// opens the conversation when tapped.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { clearToasts, showToast } from '../../components/ui/toast-store.ts';
import { setUnseenMessagesCount } from '../../lib/nav/nav-badges.ts';
import { fixtureModel } from '../../test/fixture-model.ts';
import { renderLayout, setupEnglish } from '../../test/render-with-app.tsx';

function withInboxTab() {
  const model = fixtureModel();
  model.project_settings.navigation = undefined;
  model.project_settings.navigationTabs = {
    mobile: {
      items: [
        { id: 'welcome', type: 'route', route: '/', icon: 'home' },
        { id: 'registrations', type: 'route', route: '/registrations', icon: 'inbox' },
      ],
    },
  };
  return model;
}

describe('unseen messages on a phone', { timeout: 20_000 }, () => {
  beforeAll(setupEnglish);
  afterEach(() => {
    act(() => setUnseenMessagesCount(0));
    clearToasts();
  });

  it('badge the Menu button and the inbox tab with the count; none at 0', async () => {
    renderLayout({ model: withInboxTab() });
    const tabs = await screen.findByRole('navigation', { name: 'Quick navigation' });
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAccessibleName('Menu');
    act(() => setUnseenMessagesCount(3));
    expect(screen.getByRole('button', { name: /^Menu/ })).toHaveAccessibleName(
      'Menu (Unseen messages: 3)',
    );
    expect(within(tabs).getByRole('link', { name: /Inbox/ })).toHaveAccessibleName(
      /Unseen messages: 3/,
    );
    expect(within(tabs).getByText('3')).toHaveClass('nav-badge');
  });

  it('opens the conversation when the new message’s toast is tapped', async () => {
    const user = userEvent.setup();
    renderLayout({ model: withInboxTab() });
    act(() => {
      showToast({
        text: 'Reception: Your taxi is at 7',
        durationMs: 8000,
        to: '/registrations/messages',
      });
    });
    await user.click(await screen.findByRole('link', { name: 'Reception: Your taxi is at 7' }));
    expect(await screen.findByRole('heading', { name: 'Some page' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Reception: Your taxi is at 7' })).toBeNull();
  });
});
