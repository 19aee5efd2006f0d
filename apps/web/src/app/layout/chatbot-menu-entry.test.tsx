// spec §2: below the desktop breakpoint the chatbot is inline (its own
// page); the phone's menu is the way there — an entry with the chatbot's
// title for a guest who has the chatbot, none for anyone else.
import { applyConsentChoice, consentFromModel, type ProjectModel } from '@hospes/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useConsentStore } from '../../lib/consent/consent-store.ts';
import { useGuestStore } from '../../lib/guest/guest-store.ts';
import { fixtureModel } from '../../test/fixture-model.ts';
import { renderLayout, setupEnglish } from '../../test/render-with-app.tsx';
import { withChatbotItem } from './menu-items.ts';

const model: ProjectModel = fixtureModel({
  chatbot: { title: 'Testhof concierge', matching: [{ id: 'x', type: 'topic', title: 'X' }] },
});

async function openMenu() {
  await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
  return within(screen.getByRole('banner'));
}

describe('the chatbot in the phone’s menu', { timeout: 20_000 }, () => {
  beforeAll(setupEnglish);
  beforeEach(() => {
    useGuestStore.setState({
      userId: 'guest_m',
      loggedIn: false,
      reservationId: null,
      ready: true,
    });
  });
  afterEach(() => useConsentStore.setState({ stored: null }));

  it('offers the chatbot by its title, right after the welcome page, for a guest who has it', async () => {
    useConsentStore.setState({
      stored: applyConsentChoice(
        'essential_only',
        consentFromModel(model.welcome.popups.cookies.list, []),
        [],
        Date.now(),
      ),
    });
    renderLayout({ model });
    const menu = await openMenu();
    const entry = menu.getByRole('link', { name: 'Testhof concierge' });
    expect(entry).toHaveAttribute('href', '/chatbot');
    const links = menu.getAllByRole('link').map((link) => link.textContent);
    expect(links.indexOf('Testhof concierge')).toBe(links.indexOf('Welcome') + 1);
  });

  it('has no entry before the cookie choice, nor in a variant without the chatbot', async () => {
    renderLayout({ model });
    const menu = await openMenu();
    expect(menu.queryByRole('link', { name: 'Testhof concierge' })).toBeNull();
  });

  it('keeps a model menu’s own chatbot entry where it is', () => {
    const items = [
      { id: 'welcome', type: 'route' as const, route: '/' },
      { id: 'search', type: 'route' as const, route: '/search' },
      { id: 'bot', type: 'route' as const, route: '/chatbot', label: 'Ask Rosi' },
    ];
    expect(withChatbotItem(items, 'Rosi')).toEqual(items);
    expect(withChatbotItem(items.slice(0, 2), ' Rosi ').map((i) => i.label ?? i.id)).toEqual([
      'welcome',
      'Rosi',
      'search',
    ]);
  });
});
