// The console's screens and who may see them (the server checks again).
import type { CounterKind, StaffPermission } from '@hospes/domain';
import type { en } from '../i18n/en.ts';

export interface NavItem {
  path: string;
  label: `nav.${keyof (typeof en)['nav']}`;
  permission: StaffPermission;
  /** What waits on this screen, counted in the menu. */
  counter?: CounterKind;
}

export const NAV_ITEMS: readonly NavItem[] = [
  { path: '/requests', label: 'nav.requests', permission: 'guests', counter: 'requests' },
  {
    path: '/conversations',
    label: 'nav.conversations',
    permission: 'guests',
    counter: 'conversations',
  },
  { path: '/notifications', label: 'nav.notifications', permission: 'guests' },
  { path: '/programme', label: 'nav.programme', permission: 'guests', counter: 'bookings' },
  { path: '/orders', label: 'nav.orders', permission: 'guests', counter: 'orders' },
  { path: '/front-desk', label: 'nav.frontDesk', permission: 'guests' },
  { path: '/content', label: 'nav.content', permission: 'content' },
  { path: '/statistics', label: 'nav.statistics', permission: 'statistics' },
  { path: '/team', label: 'nav.team', permission: 'staff' },
  { path: '/audit', label: 'nav.audit', permission: 'staff' },
];
