// The console's screens and who may see them (the server checks again).
import type { CounterKind, StaffPermission } from '@hospes/domain';
import type { en } from '../i18n/en.ts';
import { COUNTER_SCREENS } from '../lib/waiting.ts';

export interface NavItem {
  path: string;
  label: `nav.${keyof (typeof en)['nav']}`;
  permission: StaffPermission;
  /** What waits on this screen, counted in the menu. */
  counter?: CounterKind;
}

export const NAV_ITEMS: readonly NavItem[] = [
  { path: '/today', label: 'nav.today', permission: 'guests' },
  { ...COUNTER_SCREENS.requests, permission: 'guests', counter: 'requests' },
  { ...COUNTER_SCREENS.conversations, permission: 'guests', counter: 'conversations' },
  { path: '/notifications', label: 'nav.notifications', permission: 'guests' },
  { ...COUNTER_SCREENS.bookings, permission: 'guests', counter: 'bookings' },
  { ...COUNTER_SCREENS.orders, permission: 'guests', counter: 'orders' },
  { path: '/front-desk', label: 'nav.frontDesk', permission: 'guests' },
  { path: '/journey', label: 'nav.journey', permission: 'guests' },
  { path: '/registrations', label: 'nav.registrations', permission: 'guests' },
  { path: '/content', label: 'nav.content', permission: 'content' },
  { path: '/statistics', label: 'nav.statistics', permission: 'statistics' },
  { path: '/team', label: 'nav.team', permission: 'staff' },
  { path: '/audit', label: 'nav.audit', permission: 'staff' },
  { path: '/pms', label: 'nav.pms', permission: 'staff' },
];
