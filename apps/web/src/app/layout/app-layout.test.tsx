import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { fixtureModel } from '../../test/fixture-model.ts';
import { renderLayout, setupEnglish } from '../../test/render-with-app.tsx';

beforeAll(setupEnglish);

// Rendering the whole layout with user events takes its time on a busy machine.
describe('AppLayout', { timeout: 20_000 }, () => {
  it('renders the page inside the main region and a skip link to it', async () => {
    const user = userEvent.setup();
    renderLayout({ route: '/contact' });
    const main = screen.getByRole('main');
    expect(main).toHaveAttribute('id', 'main');
    expect(within(main).getByRole('heading', { name: 'Some page' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Skip to content' }));
    expect(main).toHaveFocus();
  });

  it('spec §2: the imprint footer has year, company link, cookie settings, imprint and privacy policy', () => {
    renderLayout();
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent(`© ${new Date().getFullYear()} Testhof GmbH`);
    expect(within(footer).getByRole('link', { name: /Testhof GmbH/ })).toHaveAttribute(
      'href',
      'https://www.testhof.example/',
    );
    expect(within(footer).getByRole('button', { name: 'Cookie settings' })).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: 'Imprint' })).toHaveAttribute(
      'href',
      '/impressum',
    );
    expect(within(footer).getByRole('link', { name: 'Privacy policy' })).toHaveAttribute(
      'href',
      '/privacy',
    );
  });

  it('spec §2: the imprint footer is hidden on the chatbot route', () => {
    renderLayout({ route: '/chatbot' });
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });

  it('spec §1: shows the regional partner in the footer when the model has one', () => {
    renderLayout({
      model: fixtureModel({
        partner: {
          logo: '/media/testhof/partner.svg',
          text: 'In cooperation with Bergland Tourism',
          link: 'https://bergland.example/',
        },
      }),
    });
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent('In cooperation with Bergland Tourism');
    expect(
      within(footer).getByRole('link', { name: /Logo of our regional partner/ }),
    ).toHaveAttribute('href', 'https://bergland.example/');
  });

  it('spec §2: mobile bottom tabs highlight the active tab', () => {
    renderLayout({ route: '/plan' });
    const tabs = screen.getByRole('navigation', { name: 'Quick navigation' });
    const links = within(tabs).getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual(['Welcome', 'My plan', 'More']);
    expect(within(tabs).getByRole('link', { name: 'My plan' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(tabs).getByRole('link', { name: 'Welcome' })).not.toHaveAttribute('aria-current');
  });

  it('spec §1/§2: a model without tabs (discover) has no tab bar', () => {
    renderLayout({
      model: fixtureModel({ _meta: { ...fixtureModel()._meta, product: 'discover' } }),
    });
    expect(screen.queryByRole('navigation', { name: 'Quick navigation' })).not.toBeInTheDocument();
  });

  it('rootNotActiveByDefault: the start tab is not highlighted until it is picked', async () => {
    const user = userEvent.setup();
    const model = fixtureModel();
    const mobile = model.project_settings.navigationTabs?.mobile;
    if (mobile) mobile.rootNotActiveByDefault = true;
    renderLayout({ model, route: '/' });
    const tabs = screen.getByRole('navigation', { name: 'Quick navigation' });
    expect(within(tabs).getByRole('link', { name: 'Welcome' })).not.toHaveAttribute('aria-current');
    await user.click(within(tabs).getByRole('link', { name: 'Welcome' }));
    expect(within(tabs).getByRole('link', { name: 'Welcome' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('the mobile menu button unfolds the mobile menu, weather included', async () => {
    const user = userEvent.setup();
    const model = fixtureModel();
    model.project_settings.navigation = undefined;
    renderLayout({ model });
    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: 'Weather' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });
});
