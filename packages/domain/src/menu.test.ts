import { describe, expect, it } from 'vitest';
import { DEFAULT_COLOR_SCHEME, DEFAULT_COLOR_SCHEME_SECONDARY } from './constants.ts';
import {
  DEFAULT_MENU,
  productFeatures,
  resolveBrandColors,
  resolveMenu,
  resolveMobileTabs,
} from './menu.ts';
import type { MenuItem } from './model/navigation.ts';
import { modelWith } from './test-support/minimal-model.ts';

const ids = (items: readonly MenuItem[]) => items.map((i) => i.id);
const sep = (id: string): MenuItem => ({ id, type: 'separator' });
const page = (id: string, extra: Partial<MenuItem> = {}): MenuItem => ({
  id,
  type: 'route',
  route: `/${id}`,
  ...extra,
});

describe('spec §2 default menu entries', () => {
  it('are welcome, contact, weather, search, profile, inbox (registrations), favourites', () => {
    expect(ids(DEFAULT_MENU.filter((i) => i.type !== 'separator'))).toEqual([
      'welcome',
      'contact',
      'weather',
      'search',
      'profile',
      'registrations',
      'favorites',
    ]);
  });

  it('link each entry to its route with an icon', () => {
    for (const item of DEFAULT_MENU.filter((i) => i.type === 'route')) {
      expect(item.route).toMatch(/^\//);
      expect(item.icon).toBeTruthy();
    }
    expect(DEFAULT_MENU.find((i) => i.id === 'registrations')?.route).toBe('/registrations');
  });

  it('show weather on mobile only', () => {
    const model = modelWith('app');
    expect(ids(resolveMenu(model, { mobile: true }))).toContain('weather');
    expect(ids(resolveMenu(model, { mobile: false }))).not.toContain('weather');
  });
});

describe('spec §2 the model may override the default menu', () => {
  const model = modelWith('app', (m) => {
    m.project_settings.navigation = {
      mobile: [page('plan'), page('welcome')],
      desktop: [page('welcome'), page('topic', { route: '/topic/hiking' })],
    };
  });

  it('uses the mobile override on mobile and the desktop override on desktop', () => {
    expect(ids(resolveMenu(model, { mobile: true }))).toEqual(['plan', 'welcome']);
    expect(ids(resolveMenu(model, { mobile: false }))).toEqual(['welcome', 'topic']);
  });

  it('keeps the default for a layout the model does not override', () => {
    const onlyMobile = modelWith('app', (m) => {
      m.project_settings.navigation = { mobile: [page('plan')] };
    });
    expect(ids(resolveMenu(onlyMobile, { mobile: false }))).toEqual(
      ids(resolveMenu(modelWith('app'), { mobile: false })),
    );
  });

  it('drops mobile-only items of an override on desktop', () => {
    const m = modelWith('app', (x) => {
      x.project_settings.navigation = {
        desktop: [page('welcome'), page('weather', { mobileOnly: true })],
      };
    });
    expect(ids(resolveMenu(m, { mobile: false }))).toEqual(['welcome']);
  });
});

describe('spec §2 menu items with separators', () => {
  const withDesktop = (items: MenuItem[]) =>
    resolveMenu(
      modelWith('app', (m) => {
        m.project_settings.navigation = { desktop: items };
      }),
      { mobile: false },
    );

  it('keeps a separator between items', () => {
    expect(ids(withDesktop([page('a'), sep('s'), page('b')]))).toEqual(['a', 's', 'b']);
  });

  it('never shows a separator first or last', () => {
    expect(ids(withDesktop([sep('s1'), page('a'), sep('s2')]))).toEqual(['a']);
  });

  it('never shows two separators in a row', () => {
    expect(ids(withDesktop([page('a'), sep('s1'), sep('s2'), page('b')]))).toEqual([
      'a',
      's1',
      'b',
    ]);
  });

  it('collapses separators around a dropped mobile-only item', () => {
    const items = [page('a'), sep('s1'), page('w', { mobileOnly: true }), sep('s2'), page('b')];
    expect(ids(withDesktop(items))).toEqual(['a', 's1', 'b']);
  });
});

describe('spec §1 product variants', () => {
  it('discover: no chatbot, no mobile tabs, fixed colours, no logo', () => {
    expect(productFeatures('discover')).toEqual({
      chatbot: false,
      mobileTabs: false,
      customColors: false,
      logo: false,
      welcomeTopics: false,
      promotions: false,
      contactForm: false,
      gallery: false,
      commands: false,
      customDiscoverContent: false,
    });
  });

  it('discover plus: adds logo, contact form, commands, gallery and custom colours', () => {
    expect(productFeatures('discover_plus')).toMatchObject({
      logo: true,
      customColors: true,
      contactForm: true,
      commands: true,
      gallery: true,
      customDiscoverContent: false,
      chatbot: false,
      mobileTabs: false,
    });
  });

  it('app: adds chatbot, mobile tabs, welcome topics, promotions and custom discover content', () => {
    expect(productFeatures('app')).toMatchObject({
      chatbot: true,
      mobileTabs: true,
      welcomeTopics: true,
      promotions: true,
      customDiscoverContent: true,
      commands: true,
      logo: true,
      customColors: true,
    });
  });

  it('app without chatbot: app minus the bot', () => {
    expect(productFeatures('app_without_chatbot')).toEqual({
      ...productFeatures('app'),
      chatbot: false,
    });
  });
});

describe('spec §2 mobile bottom tabs when configured', () => {
  const tabs = [page('welcome'), page('plan')];

  it('come from project_settings.navigationTabs.mobile.items', () => {
    const model = modelWith('app', (m) => {
      m.project_settings.navigationTabs = { mobile: { items: tabs } };
    });
    expect(ids(resolveMobileTabs(model))).toEqual(['welcome', 'plan']);
  });

  it('are empty when not configured', () => {
    expect(resolveMobileTabs(modelWith('app'))).toEqual([]);
  });

  it('are empty for the discover product even when configured (spec §1)', () => {
    const model = modelWith('discover', (m) => {
      m.project_settings.navigationTabs = { mobile: { items: tabs } };
    });
    expect(resolveMobileTabs(model)).toEqual([]);
  });
});

describe('menus lead only to what the app offers', () => {
  const notYet = new Set(['/registrations', '/shop']);
  const offers = (route: string) => !notYet.has(route);

  it('leaves routes the app does not offer out of the default menu, with their separators tidied', () => {
    expect(ids(resolveMenu(modelWith('app'), { mobile: false, offers }))).toEqual([
      'welcome',
      'contact',
      'search',
      'separator-guest',
      'profile',
      'favorites',
    ]);
  });

  it('leaves them out of a model menu and of the tabs; links and share items stay', () => {
    const model = modelWith('app', (m) => {
      m.project_settings.navigation = {
        mobile: [
          page('shop'),
          sep('s'),
          page('plan'),
          { id: 'web', type: 'link', url: 'https://x' },
        ],
      };
      m.project_settings.navigationTabs = {
        mobile: { items: [page('welcome'), page('registrations'), { id: 'share', type: 'share' }] },
      };
    });
    expect(ids(resolveMenu(model, { mobile: true, offers }))).toEqual(['plan', 'web']);
    expect(ids(resolveMobileTabs(model, offers))).toEqual(['welcome', 'share']);
  });

  it('offers every route when the caller does not say', () => {
    expect(ids(resolveMenu(modelWith('app'), { mobile: false }))).toContain('registrations');
  });
});

describe('spec §1/§9 brand colours', () => {
  const colored = (product: 'discover' | 'discover_plus') =>
    modelWith(product, (m) => {
      m.branding.color_scheme = '#8a1c1c';
      m.branding.color_scheme_secondary = '#fdf6e3';
    });

  it('discover has a fixed colour scheme: model colours are ignored', () => {
    expect(resolveBrandColors(colored('discover'))).toEqual({
      main: DEFAULT_COLOR_SCHEME,
      secondary: DEFAULT_COLOR_SCHEME_SECONDARY,
    });
  });

  it('discover plus uses the custom colours', () => {
    expect(resolveBrandColors(colored('discover_plus'))).toEqual({
      main: '#8a1c1c',
      secondary: '#fdf6e3',
    });
  });

  it('defaults to #1f2d41 / #eff3f9 when the model has none', () => {
    expect(resolveBrandColors(modelWith('app'))).toEqual({ main: '#1f2d41', secondary: '#eff3f9' });
  });

  it('ignores a colour that is not a plain hex colour (no CSS injection)', () => {
    const model = modelWith('app', (m) => {
      m.branding.color_scheme = 'red; background: url(https://evil.example)';
    });
    expect(resolveBrandColors(model).main).toBe(DEFAULT_COLOR_SCHEME);
  });
});
