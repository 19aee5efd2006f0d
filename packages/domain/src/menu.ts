import { DEFAULT_COLOR_SCHEME, DEFAULT_COLOR_SCHEME_SECONDARY } from './constants.ts';
import type { MenuItem } from './model/navigation.ts';
import type { Product, ProjectModel } from './model/project-model.ts';

/**
 * spec §2 default menu entries: welcome, contact, weather (mobile only),
 * search, profile, inbox (registrations), favourites. One separator parts the
 * pages about the place from the guest's own pages. Labels come from the
 * bundled `menu.<id>` keys.
 */
export const DEFAULT_MENU: readonly MenuItem[] = [
  { id: 'welcome', type: 'route', route: '/', icon: 'home' },
  { id: 'contact', type: 'route', route: '/contact', icon: 'mail' },
  { id: 'weather', type: 'route', route: '/weather', icon: 'sun', mobileOnly: true },
  { id: 'search', type: 'route', route: '/search', icon: 'search' },
  { id: 'separator-guest', type: 'separator' },
  { id: 'profile', type: 'route', route: '/profile', icon: 'user' },
  { id: 'registrations', type: 'route', route: '/registrations', icon: 'inbox' },
  { id: 'favorites', type: 'route', route: '/favorites', icon: 'heart' },
];

/** What a product variant offers (spec §1). */
export interface ProductFeatures {
  chatbot: boolean;
  mobileTabs: boolean;
  /** False: the fixed default colour scheme is used. */
  customColors: boolean;
  logo: boolean;
  welcomeTopics: boolean;
  promotions: boolean;
  contactForm: boolean;
  gallery: boolean;
  /** One-tap actions on the welcome page (`welcome.commands`, docs/decisions/044). */
  commands: boolean;
  /** The project's own blocks on the topic pages (`discover.custom_content`, docs/decisions/044). */
  customDiscoverContent: boolean;
}

/**
 * Features of a product variant (spec §1): discover has a fixed colour
 * scheme, no logo, no chatbot and no mobile tabs; discover plus adds a logo,
 * contact form, commands, gallery and custom colours; app adds chatbot,
 * mobile tabs, welcome topics, promotions and custom discover content; app
 * without chatbot is app minus the bot.
 */
export function productFeatures(product: Product): ProductFeatures {
  const plus = product !== 'discover';
  const app = product === 'app' || product === 'app_without_chatbot';
  return {
    chatbot: product === 'app',
    mobileTabs: app,
    customColors: plus,
    logo: plus,
    welcomeTopics: app,
    promotions: app,
    contactForm: plus,
    gallery: plus,
    commands: plus,
    customDiscoverContent: app,
  };
}

/** Drops separators that lead, trail or follow another separator. */
function tidySeparators(items: readonly MenuItem[]): MenuItem[] {
  const out: MenuItem[] = [];
  for (const item of items) {
    const last = out[out.length - 1];
    if (item.type === 'separator' && (!last || last.type === 'separator')) continue;
    out.push(item);
  }
  while (out[out.length - 1]?.type === 'separator') out.pop();
  return out;
}

/** Whether the app offers a route path (e.g. `/shop`); by default every one. */
export type RouteOffered = (route: string) => boolean;

const offersEvery: RouteOffered = () => true;

/** Route items of routes the app does not offer yet are left out (a menu never leads to a placeholder). */
const offered = (items: readonly MenuItem[], offers: RouteOffered) =>
  items.filter((item) => item.type !== 'route' || item.route === undefined || offers(item.route));

/**
 * The menu of spec §2 for one layout. The model's
 * `project_settings.navigation.mobile|desktop` replaces the default menu when
 * present (an empty list is an explicit empty menu). On desktop, mobile-only
 * items are dropped; so are routes the app does not offer (`offers`).
 * Separators are kept, but never first, last or twice in a row.
 */
export function resolveMenu(
  model: ProjectModel,
  options: { mobile: boolean; offers?: RouteOffered },
): MenuItem[] {
  const navigation = model.project_settings.navigation;
  const configured = options.mobile ? navigation?.mobile : navigation?.desktop;
  const items = offered(configured ?? DEFAULT_MENU, options.offers ?? offersEvery);
  return tidySeparators(options.mobile ? items : items.filter((i) => !i.mobileOnly));
}

/**
 * The mobile bottom tabs (spec §2): `project_settings.navigationTabs.mobile.items`,
 * or none for the variants without mobile tabs (spec §1: discover and
 * discover plus) or when not configured; routes the app does not offer are
 * left out.
 */
export function resolveMobileTabs(
  model: ProjectModel,
  offers: RouteOffered = offersEvery,
): MenuItem[] {
  if (!productFeatures(model._meta.product).mobileTabs) return [];
  return tidySeparators(
    offered(model.project_settings.navigationTabs?.mobile?.items ?? [], offers),
  );
}

/** Only plain hex colours reach CSS custom properties (no CSS injection). */
function safeColor(value: string | undefined, fallback: string): string {
  return value !== undefined && /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.test(value.trim())
    ? value.trim()
    : fallback;
}

/**
 * Brand colours of a project (spec §9 defaults #1f2d41 / #eff3f9). The
 * discover variant has a fixed colour scheme (spec §1), so its model colours
 * are ignored; missing or non-hex colours fall back to the defaults.
 */
export function resolveBrandColors(model: ProjectModel): { main: string; secondary: string } {
  if (!productFeatures(model._meta.product).customColors) {
    return { main: DEFAULT_COLOR_SCHEME, secondary: DEFAULT_COLOR_SCHEME_SECONDARY };
  }
  return {
    main: safeColor(model.branding.color_scheme, DEFAULT_COLOR_SCHEME),
    secondary: safeColor(model.branding.color_scheme_secondary, DEFAULT_COLOR_SCHEME_SECONDARY),
  };
}
