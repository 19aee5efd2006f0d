import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setUnseenMessagesCount } from '../../lib/nav/nav-badges.ts';
import { MenuList } from './menu-list.tsx';
import { Sidebar } from './sidebar.tsx';
import { fixtureModel } from '../../test/fixture-model.ts';
import { renderWithApp, setupEnglish } from '../../test/render-with-app.tsx';

beforeAll(setupEnglish);
afterEach(() => {
  setUnseenMessagesCount(0);
  vi.unstubAllGlobals();
});

function menu() {
  return within(screen.getByRole('complementary', { name: 'Sidebar' })).getByRole('navigation', {
    name: 'Main menu',
  });
}

describe('Sidebar', () => {
  it("spec §2: shows the model's menu items with separators and a share item", () => {
    renderWithApp(<Sidebar model={fixtureModel()} />);
    const nav = menu();
    const entries = within(nav)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(entries).toEqual(['Welcome', 'Hiking trails', 'Inbox', 'Favourites', 'Share']);
    // One separator from the model, one before the share item.
    expect(within(nav).getAllByRole('separator')).toHaveLength(2);
    expect(within(nav).getByRole('link', { name: 'Hiking trails' })).toHaveAttribute(
      'href',
      '/topic/hiking',
    );
  });

  it('spec §2: marks the menu item of the current route', () => {
    renderWithApp(<Sidebar model={fixtureModel()} />, { route: '/topic/hiking' });
    const nav = menu();
    expect(within(nav).getByRole('link', { name: 'Hiking trails' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Welcome' })).not.toHaveAttribute('aria-current');
  });

  it('spec §2: uses the default menu without weather (mobile only) when the model has none', () => {
    const model = fixtureModel();
    model.project_settings.navigation = undefined;
    renderWithApp(<Sidebar model={model} />);
    const links = within(menu())
      .getAllByRole('link')
      .map((a) => a.textContent);
    expect(links).toEqual(['Welcome', 'Contact', 'Search', 'Profile', 'Inbox', 'Favourites']);
  });

  it('spec §2: a menu entry shows its badge count in its name (the inbox once it is built)', () => {
    const badges = { plan: { count: 3, label: 'Unseen messages: 3' } };
    renderWithApp(
      <MenuList
        items={[{ id: 'plan', type: 'route', route: '/plan' }]}
        badges={badges}
        onShare={() => undefined}
      />,
    );
    expect(screen.getByRole('link', { name: 'My plan (Unseen messages: 3)' })).toBeInTheDocument();
  });

  it('spec §2: shows logo or name with greeting, the website link and the QR code of the app', async () => {
    renderWithApp(<Sidebar model={fixtureModel()} />);
    const sidebar = screen.getByRole('complementary', { name: 'Sidebar' });
    expect(within(sidebar).getByText('Hotel Testhof')).toBeInTheDocument();
    expect(within(sidebar).getByText('Welcome to the Testhof')).toBeInTheDocument();
    expect(within(sidebar).getByRole('link', { name: /testhof\.example/ })).toHaveAttribute(
      'href',
      'https://www.testhof.example/',
    );
    expect(
      await within(sidebar).findByRole('img', { name: 'QR code with the link to this app' }),
    ).toBeInTheDocument();
  });

  it('shows no QR code or website link when the model does not ask for them', () => {
    const model = fixtureModel({ qrDesktop: false });
    model.branding.show_link_to_website = false;
    renderWithApp(<Sidebar model={model} />);
    const sidebar = screen.getByRole('complementary', { name: 'Sidebar' });
    expect(within(sidebar).queryByRole('img', { name: /QR code/ })).not.toBeInTheDocument();
    expect(
      within(sidebar).queryByRole('link', { name: /testhof\.example/ }),
    ).not.toBeInTheDocument();
  });

  it('makes no QR code while the sidebar is hidden (phones), and makes it once it shows', async () => {
    let wide = false;
    const listeners = new Set<() => void>();
    vi.stubGlobal('matchMedia', (query: string) => ({
      get matches() {
        return query === '(min-width: 992px)' && wide;
      },
      addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
    }));
    renderWithApp(<Sidebar model={fixtureModel()} />);
    const sidebar = screen.getByRole('complementary', { name: 'Sidebar' });
    expect(within(sidebar).queryByRole('img', { name: /QR code/ })).not.toBeInTheDocument();

    wide = true;
    act(() => listeners.forEach((listener) => listener()));
    expect(
      await within(sidebar).findByRole('img', { name: 'QR code with the link to this app' }),
    ).toBeInTheDocument();
  });

  it('spec §2: the share item opens the share dialog', async () => {
    const user = userEvent.setup();
    renderWithApp(<Sidebar model={fixtureModel()} />);
    await user.click(within(menu()).getByRole('button', { name: 'Share' }));
    const dialog = screen.getByRole('dialog', { name: 'Share' });
    expect(within(dialog).getByRole('textbox', { name: 'Link to the app' })).toHaveValue(
      'https://app.testhof.example/testhof/',
    );
  });
});
