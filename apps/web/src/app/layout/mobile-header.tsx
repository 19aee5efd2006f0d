import { useAppOffers } from '../../lib/nav/offered-routes.ts';
import { resolveMenu, type ProjectModel } from '@hospes/domain';
import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguageSwitcher } from '../../components/language-switcher/language-switcher.tsx';
import { useChatbotAvailability } from '../../lib/chatbot/chatbot-availability.ts';
import { AccountMenuEntry } from '../../features/login/account-menu-entry.tsx';
import { Icon } from '../../components/ui/icon.tsx';
import { VisuallyHidden } from '../../components/ui/visually-hidden.tsx';
import { BrandMark } from '../../components/ui/brand-mark.tsx';
import { withChatbotItem, withShareItem } from './menu-items.ts';
import { MenuList } from './menu-list.tsx';
import { NavBadge } from './nav-badge.tsx';
import { appUrl } from '../../lib/html/safe-url.ts';
import { ShareDialog } from '../../components/share/share-dialog.tsx';
import { useMenuBadges } from './use-menu-badges.ts';
import './mobile-header.css';

/**
 * The compact top bar below 992 px: logo or project name (to the start page)
 * and a menu button that unfolds the mobile menu (spec §2 default entries,
 * weather included) with sharing and the languages.
 */
export function MobileHeader({ model }: { model: ProjectModel }) {
  const { t } = useTranslation();
  const menuId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [shareOpen, setShareOpen] = useState(false);
  const offers = useAppOffers();
  const chatbot = useChatbotAvailability();
  const items = useMemo(() => {
    const menu = resolveMenu(model, { mobile: true, offers });
    return withShareItem(
      chatbot === 'available' ? withChatbotItem(menu, model.chatbot?.title) : menu,
    );
  }, [model, offers, chatbot]);
  const badges = useMenuBadges(model);
  const inboxInMenu = items.some((item) => item.id === 'registrations');

  // The menu is a disclosure, not a modal: Escape folds it and returns focus.
  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.key === 'Escape' && open) {
      setOpen(false);
      toggle.current?.focus();
    }
  }

  return (
    <header className="mobile-header" onKeyDown={onKeyDown}>
      <div className="mobile-header__bar">
        <Link className="mobile-header__brand" to="/" onClick={() => setOpen(false)}>
          <BrandMark model={model} size="small" />{' '}
          <VisuallyHidden>{t('layout.toStartPage')}</VisuallyHidden>
        </Link>
        <button
          ref={toggle}
          type="button"
          className="mobile-header__toggle"
          aria-expanded={open}
          aria-controls={menuId}
          onClick={() => setOpen((value) => !value)}
        >
          <Icon name={open ? 'close' : 'menu'} />
          <span>{t('layout.menu')}</span>
          {/* spec §2: unseen messages show without opening the menu (the inbox is in it). */}
          {!open && inboxInMenu && (
            <NavBadge count={badges.registrations.count} label={badges.registrations.label} />
          )}
        </button>
      </div>
      <div id={menuId} className="mobile-header__menu" hidden={!open}>
        <MenuList
          items={items}
          onShare={() => setShareOpen(true)}
          onPick={() => setOpen(false)}
          badges={badges}
        />
        <AccountMenuEntry onPick={() => setOpen(false)} />
        <div className="mobile-header__languages">
          <LanguageSwitcher />
        </div>
      </div>
      <ShareDialog open={shareOpen} onClose={() => setShareOpen(false)} url={appUrl(model.url)} />
    </header>
  );
}
