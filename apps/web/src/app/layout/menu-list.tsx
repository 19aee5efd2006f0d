import type { MenuItem } from '@hospes/domain';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { Icon } from '../../components/ui/icon.tsx';
import { VisuallyHidden } from '../../components/ui/visually-hidden.tsx';
import { isShown, menuGroups, menuItemIcon, useMenuItemLabel } from './menu-items.ts';
import { NavBadge } from './nav-badge.tsx';
import { httpUrl } from '../../lib/html/safe-url.ts';
import './menu-list.css';

export interface MenuListProps {
  items: readonly MenuItem[];
  /** Opens the share dialog (items of type 'share'). */
  onShare: () => void;
  /** Called when the guest picks an entry (the mobile menu closes then). */
  onPick?: () => void;
  /** Badge count per item id (0 or missing: no badge). */
  badges?: Readonly<Record<string, { count: number; label: string }>>;
}

/**
 * The menu of spec §2: route entries as links that mark the current page
 * (`aria-current="page"`), external links, the share entry, and separators
 * between groups.
 */
export function MenuList({ items, onShare, onPick, badges = {} }: MenuListProps) {
  const { t } = useTranslation();
  const labelOf = useMenuItemLabel();
  return (
    <nav className="menu-list" aria-label={t('layout.mainMenu')}>
      {menuGroups(items.filter(isShown)).map((group, index) => (
        <Fragment key={group[0]?.id ?? index}>
          {index > 0 && <hr className="menu-list__separator" />}
          <ul className="menu-list__group">
            {group.map((item) => {
              const badge = badges[item.id];
              return (
                <li key={item.id}>
                  <MenuEntry item={item} label={labelOf(item)} onShare={onShare} onPick={onPick}>
                    {badge && <NavBadge count={badge.count} label={badge.label} />}
                  </MenuEntry>
                </li>
              );
            })}
          </ul>
        </Fragment>
      ))}
    </nav>
  );
}

interface MenuEntryProps {
  item: MenuItem;
  label: string;
  onShare: () => void;
  onPick?: () => void;
  children?: ReactNode;
}

function MenuEntry({ item, label, onShare, onPick, children }: MenuEntryProps) {
  const { t } = useTranslation();
  const content = (
    <>
      <Icon name={menuItemIcon(item)} className="menu-list__icon" />
      <span className="menu-list__label">{label}</span>
      {children}
    </>
  );
  if (item.type === 'share') {
    const share = () => {
      onPick?.();
      onShare();
    };
    return (
      <button type="button" className="menu-list__link" onClick={share}>
        {content}
      </button>
    );
  }
  if (item.type === 'link') {
    return (
      <a
        className="menu-list__link"
        href={httpUrl(item.url)}
        target="_blank"
        rel="noopener noreferrer"
        onClick={onPick}
      >
        {content}
        <Icon name="external" className="menu-list__external" />{' '}
        <VisuallyHidden>{t('layout.opensInNewTab')}</VisuallyHidden>
      </a>
    );
  }
  const route = item.route ?? '/';
  return (
    <NavLink className="menu-list__link" to={route} end={route === '/'} onClick={onPick}>
      {content}
    </NavLink>
  );
}
