import { useAppOffers } from '../../lib/nav/offered-routes.ts';
import { resolveMenu, type ProjectModel } from '@hospes/domain';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitcher } from '../../components/language-switcher/language-switcher.tsx';
import { AccountMenuEntry } from '../../features/login/account-menu-entry.tsx';
import { QrCode } from '../../components/ui/qr-code.tsx';
import { withShareItem } from './menu-items.ts';
import { MenuList } from './menu-list.tsx';
import { appUrl } from '../../lib/html/safe-url.ts';
import { ShareDialog } from '../../components/share/share-dialog.tsx';
import { SidebarBrand } from './sidebar-brand.tsx';
import { useMenuBadges } from './use-menu-badges.ts';
import { useSidebarVisible } from './use-sidebar-visible.ts';
import { WeatherBarSlot } from './weather-bar-slot.tsx';
import './sidebar.css';

/**
 * The desktop sidebar of spec §2 (shown from 992 px): welcome image, logo or
 * name with greeting, website link, weather bar, the menu with separators and
 * a share item, the language switcher and, when `qrDesktop`, the QR code of
 * the app so that a guest can move over to the phone.
 */
export function Sidebar({ model }: { model: ProjectModel }) {
  const { t } = useTranslation();
  const [shareOpen, setShareOpen] = useState(false);
  const offers = useAppOffers();
  const items = useMemo(
    () => withShareItem(resolveMenu(model, { mobile: false, offers })),
    [model, offers],
  );
  const badges = useMenuBadges(model);
  const url = appUrl(model.url);
  // Not on phones: the sidebar is hidden there and the code costs a library and ~25 ms.
  const showQr = useSidebarVisible() && model.qrDesktop === true;

  return (
    <aside className="sidebar" aria-label={t('layout.sidebar')}>
      <SidebarBrand model={model} />
      <WeatherBarSlot />
      <div className="sidebar__section">
        <MenuList items={items} onShare={() => setShareOpen(true)} badges={badges} />
        <AccountMenuEntry />
      </div>
      <div className="sidebar__section sidebar__languages">
        <LanguageSwitcher />
      </div>
      {showQr && (
        <figure className="sidebar__qr">
          <QrCode value={url} alt={t('layout.qrAlt')} />
          <figcaption>{t('layout.qrCaption')}</figcaption>
        </figure>
      )}
      <ShareDialog open={shareOpen} onClose={() => setShareOpen(false)} url={url} />
    </aside>
  );
}
