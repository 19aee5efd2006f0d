// The frame of every screen: the project and the staff member, the
// navigation (only what the role may use), language and logout.
import { staffMay } from '@hospes/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { CONSOLE_LANGUAGES, setConsoleLanguage, type ConsoleLanguage } from '../i18n/index.ts';
import { useAccount, useLogout } from '../lib/session.ts';
import { useStaffEvents } from '../lib/use-staff-events.ts';
import { NAV_ITEMS } from './nav-items.ts';
import { LANGUAGE_NAMES } from '@hospes/domain';

export function Layout({ children }: { children: ReactNode }) {
  const { t, i18n } = useTranslation();
  const account = useAccount();
  const logout = useLogout();
  useStaffEvents(account.projectId);
  return (
    <div className="shell">
      <a className="skip" href="#main">
        {t('app.skip')}
      </a>
      <header className="topbar">
        <span className="topbar__brand">
          <img src="/console/favicon.svg" alt="" width="28" height="28" />
          <span>
            {t('app.title')} · <strong>{account.projectId}</strong>
          </span>
        </span>
        <span className="topbar__user">
          {t('app.loggedInAs', { name: account.name, role: t(`roles.${account.role}`) })}
        </span>
        <label className="topbar__lang">
          <span className="visually-hidden">{t('app.language')}</span>
          <select
            value={i18n.language}
            onChange={(e) => setConsoleLanguage(e.target.value as ConsoleLanguage)}
          >
            {CONSOLE_LANGUAGES.map((lang) => (
              <option key={lang} value={lang}>
                {LANGUAGE_NAMES[lang]}
              </option>
            ))}
          </select>
        </label>
        <button type="button" className="button button--ghost" onClick={() => logout.mutate()}>
          {t('app.logout')}
        </button>
      </header>
      <nav className="sidenav" aria-label={t('app.nav')}>
        <ul>
          {NAV_ITEMS.filter((item) => staffMay(account.role, item.permission)).map((item) => (
            <li key={item.path}>
              <NavLink to={item.path}>{t(item.label)}</NavLink>
            </li>
          ))}
          <li>
            <NavLink to="/account">{t('nav.account')}</NavLink>
          </li>
        </ul>
      </nav>
      <main id="main" className="main" tabIndex={-1}>
        {children}
      </main>
    </div>
  );
}
