// spec §2 bottom tabs: a tab shows its bundled short label where there is one
// (layout.tabLabels), else the menu's word — without asking i18next for a
// label that is not there, which at the start would load every label part of
// the language on a first visit (src/i18n/README.md).
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { hasLabelParts, i18n, initI18n, loadEveryLabelPartAtStart } from '../../i18n/i18n.ts';
import { useActiveLanguage } from '../../i18n/language-store.ts';
import { fixtureModel } from '../../test/fixture-model.ts';
import { renderLayout } from '../../test/render-with-app.tsx';

// The real policy, not the component tests' "every part at start" (src/test/setup.ts).
beforeAll(async () => {
  loadEveryLabelPartAtStart(false);
  useActiveLanguage.getState().setLang('en');
  await initI18n('en');
});

function withTabs() {
  const model = fixtureModel();
  model.project_settings.navigation = undefined;
  model.project_settings.navigationTabs = {
    mobile: {
      items: [
        { id: 'welcome', type: 'route', route: '/', icon: 'home', label: undefined },
        { id: 'profile', type: 'route', route: '/profile', icon: 'user' },
      ],
    },
  };
  return model;
}

describe('bottom tab labels at the start', () => {
  it('take the short label where one is bundled and the menu word elsewhere, loading no other part', async () => {
    const missing = vi.spyOn(i18n.options, 'parseMissingKeyHandler');
    renderLayout({ model: withTabs() });
    const tabs = await screen.findByRole('navigation', { name: 'Quick navigation' });
    expect(
      within(tabs)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Welcome', 'Profile']);
    expect(missing).not.toHaveBeenCalled();
    expect(hasLabelParts(['auth', 'profile', 'checkin'])).toBe(false);
  });
});
