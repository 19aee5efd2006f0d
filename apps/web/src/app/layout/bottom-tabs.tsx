import type { MenuItem, ProjectModel } from '@hospes/domain';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { Icon } from '../../components/ui/icon.tsx';
import { VisuallyHidden } from '../../components/ui/visually-hidden.tsx';
import { isShown, menuItemIcon, useMenuItemLabel } from './menu-items.ts';
import { NavBadge } from './nav-badge.tsx';
import { appUrl, httpUrl } from '../../lib/html/safe-url.ts';
import { ShareDialog } from '../../components/share/share-dialog.tsx';
import { useMenuBadges } from './use-menu-badges.ts';
import { dataLabel } from '../../i18n/data-label.ts';
import './bottom-tabs.css';

export interface BottomTabsProps {
  model: ProjectModel;
  /** `resolveMobileTabs(model)`; none: no tab bar. */
  tabs: readonly MenuItem[];
}

/**
 * The mobile bottom tabs of spec §2 (below 992 px, when configured): the
 * active tab is highlighted (colour and `aria-current="page"`), the plan tab
 * carries the number of plan hints. With `rootNotActiveByDefault` the start
 * tab is not highlighted until the guest picks it. A tab is a fifth of a
 * 360 px phone: labels may take two lines, and where the menu's word is too
 * long for a tab ("Willkommen") a bundled short one (`layout.tabLabels`) is used.
 */
export function BottomTabs({ model, tabs }: BottomTabsProps) {
  const { t } = useTranslation();
  const labelOf = useMenuItemLabel();
  const badges = useMenuBadges(model);
  const [rootPicked, setRootPicked] = useState(false);
  const [shareOpen, setShareOpen] = useState(false);
  const rootNotActive =
    model.project_settings.navigationTabs?.mobile?.rootNotActiveByDefault === true && !rootPicked;

  const shown = tabs.filter((tab) => tab.type !== 'separator' && isShown(tab));
  if (shown.length === 0) return null;
  return (
    <nav className="bottom-tabs" aria-label={t('layout.tabs')}>
      <ul className="bottom-tabs__list">
        {shown.map((tab) => (
          <li key={tab.id} className="bottom-tabs__item">
            <TabEntry
              tab={tab}
              highlight={!(tab.route === '/' && rootNotActive)}
              onShare={() => setShareOpen(true)}
              onPickRoot={() => setRootPicked(true)}
            >
              <span className="bottom-tabs__icon">
                <Icon name={menuItemIcon(tab)} />
                {tab.id === 'plan' && (
                  <NavBadge count={badges.plan.count} label={badges.plan.label} />
                )}
                {tab.id === 'registrations' && (
                  <NavBadge count={badges.registrations.count} label={badges.registrations.label} />
                )}
              </span>
              <span className="bottom-tabs__label">
                {tab.label ??
                  dataLabel(t, `layout.tabLabels.${tab.id}`, { defaultValue: labelOf(tab) })}
              </span>
            </TabEntry>
          </li>
        ))}
      </ul>
      <ShareDialog open={shareOpen} onClose={() => setShareOpen(false)} url={appUrl(model.url)} />
    </nav>
  );
}

interface TabEntryProps {
  tab: MenuItem;
  /** False: a plain link that never shows as the current page. */
  highlight: boolean;
  onShare: () => void;
  onPickRoot: () => void;
  children: ReactNode;
}

function TabEntry({ tab, highlight, onShare, onPickRoot, children }: TabEntryProps) {
  const { t } = useTranslation();
  if (tab.type === 'share') {
    return (
      <button type="button" className="bottom-tabs__tab" onClick={onShare}>
        {children}
      </button>
    );
  }
  if (tab.type === 'link') {
    return (
      <a
        className="bottom-tabs__tab"
        href={httpUrl(tab.url)}
        target="_blank"
        rel="noopener noreferrer"
      >
        {children} <VisuallyHidden>{t('layout.opensInNewTab')}</VisuallyHidden>
      </a>
    );
  }
  const route = tab.route ?? '/';
  if (!highlight) {
    return (
      <Link className="bottom-tabs__tab" to={route} onClick={onPickRoot}>
        {children}
      </Link>
    );
  }
  return (
    <NavLink
      className="bottom-tabs__tab"
      to={route}
      end={route === '/'}
      onClick={route === '/' ? onPickRoot : undefined}
    >
      {children}
    </NavLink>
  );
}
