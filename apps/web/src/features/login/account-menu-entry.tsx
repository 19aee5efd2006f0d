import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useProjectModel } from '../../lib/model/model-context.tsx';
import { Icon } from '../../components/ui/icon.tsx';
import { useGuestStore } from '../../lib/guest/guest-store.ts';
import './account-menu-entry.css';

// Only a logged-in guest sees it; nobody else downloads it.
const ReservationsOverview = lazy(async () => ({
  default: (await import('../../components/reservations/reservations-overview.tsx'))
    .ReservationsOverview,
}));

export interface AccountMenuEntryProps {
  /** Called when the guest picks the entry (the mobile menu closes then). */
  onPick?: () => void;
}

/**
 * The login and logout entries of the menu (spec §2: the login and logout
 * dialogs open on request), shown when the project offers login with
 * reservation data (spec §6). A logged-in guest sees the reservations
 * overview above "Logout".
 */
export function AccountMenuEntry({ onPick }: AccountMenuEntryProps) {
  const { t } = useTranslation();
  const model = useProjectModel();
  const { pathname } = useLocation();
  const loggedIn = useGuestStore((state) => state.loggedIn);
  const openLogin = useGuestStore((state) => state.openLoginDialog);
  const openLogout = useGuestStore((state) => state.openLogoutDialog);
  if (model.project_settings.pms_login?.active !== true) return null;
  // The login page is the login already.
  if (!loggedIn && pathname === '/login') return null;

  const pick = (open: () => void) => () => {
    onPick?.();
    open();
  };

  return (
    <div className="account-entry">
      {loggedIn && (
        <Suspense fallback={null}>
          <ReservationsOverview variant="menu" onPick={onPick} />
        </Suspense>
      )}
      <ul className="menu-list__group">
        <li>
          <button
            type="button"
            className="menu-list__link"
            onClick={loggedIn ? pick(openLogout) : pick(() => openLogin())}
          >
            <Icon name="user" className="menu-list__icon" />
            <span className="menu-list__label">{t(loggedIn ? 'logout.menu' : 'login.menu')}</span>
          </button>
        </li>
      </ul>
    </div>
  );
}
