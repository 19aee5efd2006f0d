import type { MenuItem } from '@hospes/domain';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { toIconName, type IconName } from '../../components/ui/icon.tsx';
import { httpUrl } from '../../lib/html/safe-url.ts';

/** Icons of the known menu ids, used when a model item names none (or an unknown one). */
const DEFAULT_ICONS: Record<string, IconName> = {
  welcome: 'home',
  contact: 'mail',
  weather: 'sun',
  search: 'search',
  profile: 'user',
  registrations: 'inbox',
  favorites: 'heart',
  plan: 'calendar',
  programme: 'calendar',
  more: 'menu',
  topic: 'list',
  directory: 'list',
  chatbot: 'chat',
  shop: 'shop',
  share: 'share',
  languages: 'globe',
  guestservices: 'bed',
  impressum: 'info',
};

/** The icon of a menu item: its own when bundled, else one that fits its id or type. */
export function menuItemIcon(item: MenuItem): IconName {
  const fallback =
    DEFAULT_ICONS[item.id] ??
    (item.type === 'link' ? 'external' : item.type === 'share' ? 'share' : 'chevron');
  return toIconName(item.icon, fallback);
}

/**
 * Label of a menu item: the model's `label` wins; else the bundled `menu.<id>`
 * (share items: `share.title`); an id without a bundled label shows as is.
 */
export function useMenuItemLabel(): (item: MenuItem) => string {
  const { t } = useTranslation();
  return useCallback(
    (item: MenuItem) => {
      if (item.label) return item.label;
      if (item.type === 'share') return t('share.title');
      return t(`menu.${item.id}`, { defaultValue: item.id });
    },
    [t],
  );
}

/** Splits a menu at its separators into groups (separators never lead or trail). */
export function menuGroups(items: readonly MenuItem[]): MenuItem[][] {
  const groups: MenuItem[][] = [[]];
  for (const item of items) {
    if (item.type === 'separator') groups.push([]);
    else groups[groups.length - 1]?.push(item);
  }
  return groups.filter((group) => group.length > 0);
}

/**
 * spec §2: the desktop sidebar always offers sharing. A model menu that has
 * its own share item keeps it where it is; otherwise it goes last.
 */
export function withShareItem(items: readonly MenuItem[]): MenuItem[] {
  if (items.some((item) => item.type === 'share')) return [...items];
  return [...items, { id: 'separator-share', type: 'separator' }, { id: 'share', type: 'share' }];
}

/**
 * spec §2: below the desktop breakpoint the chatbot is inline — its own
 * page, no floating launcher — so the phone's menu is the way there. A
 * model menu with its own chatbot entry keeps it; otherwise the entry
 * follows the first item (the welcome page), labelled with the chatbot's
 * title from the model.
 */
export function withChatbotItem(items: readonly MenuItem[], title: string | undefined): MenuItem[] {
  if (items.some((item) => item.id === 'chatbot' || item.route === '/chatbot')) return [...items];
  const entry: MenuItem = {
    id: 'chatbot',
    type: 'route',
    route: '/chatbot',
    icon: 'chat',
    ...(title?.trim() ? { label: title.trim() } : {}),
  };
  return [...items.slice(0, 1), entry, ...items.slice(1)];
}

/** Whether an item can be shown: links need an http(s) URL, route items a route. */
export function isShown(item: MenuItem): boolean {
  if (item.type === 'link') return httpUrl(item.url) !== undefined;
  if (item.type === 'route') return item.route !== undefined;
  return true;
}
