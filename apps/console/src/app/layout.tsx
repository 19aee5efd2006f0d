// The frame of every screen: the project and the staff member, the
// navigation (only what the role may use) with what waits on each screen,
// the tab title's count, alerts, the connection notice, language and logout.
import { staffMay } from '@hospes/domain';
import { useCallback, useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { CONSOLE_LANGUAGES, setConsoleLanguage, type ConsoleLanguage } from '../i18n/index.ts';
import { useAccount, useLogout } from '../lib/session.ts';
import { useAlerts } from '../lib/use-alerts.ts';
import { useStaffEvents } from '../lib/use-staff-events.ts';
import {
  totalWaiting,
  useCounters,
  useMinuteClock,
  waitingWords,
  type arrivals,
} from '../lib/waiting.ts';
import { ConnectionBanner } from '../components/ui/connection-banner.tsx';
import { Notice } from '../components/ui/notice.tsx';
import { NavCount } from './nav-count.tsx';
import { NAV_ITEMS } from './nav-items.ts';
import { LANGUAGE_NAMES } from '@hospes/domain';

export function Layout({ children }: { children: ReactNode }) {
  const { t, i18n } = useTranslation();
  const account = useAccount();
  const logout = useLogout();
  useStaffEvents(account.projectId);
  const counters = useCounters().data;
  const now = useMinuteClock();
  const total = counters ? totalWaiting(counters) : 0;
  useEffect(() => {
    // The tab title counts what waits: visible among the staff's other tabs.
    document.title = total > 0 ? `(${total}) ${t('app.title')}` : t('app.title');
  }, [total, t]);
  const describe = useCallback(
    (news: ReturnType<typeof arrivals>) => ({
      title: t('waiting.notificationTitle'),
      body: news
        .map(({ kind, more }) => {
          const item = NAV_ITEMS.find((i) => i.counter === kind)!;
          return `${t(item.label)}: ${t(`waiting.${kind}`, { count: more })}`;
        })
        .join('\n'),
    }),
    [t],
  );
  const alerts = useAlerts(counters, describe);
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
        <button
          type="button"
          className="button button--ghost"
          aria-pressed={alerts.on}
          title={t('waiting.alertsHint')}
          onClick={alerts.toggle}
        >
          {alerts.on ? t('waiting.alertsOn') : t('waiting.alertsOff')}
        </button>
        <button type="button" className="button button--ghost" onClick={() => logout.mutate()}>
          {t('app.logout')}
        </button>
      </header>
      <nav className="sidenav" aria-label={t('app.nav')}>
        <ul>
          {NAV_ITEMS.filter((item) => staffMay(account.role, item.permission)).map((item) => {
            const waiting =
              item.counter && counters ? waitingWords(item.counter, counters, now, t) : null;
            return (
              <li key={item.path}>
                <NavLink
                  to={item.path}
                  aria-label={waiting ? `${t(item.label)}, ${waiting.words}` : undefined}
                >
                  {t(item.label)}
                  {waiting && <NavCount waiting={waiting} />}
                </NavLink>
              </li>
            );
          })}
          <li>
            <NavLink to="/account">{t('nav.account')}</NavLink>
          </li>
        </ul>
      </nav>
      <main id="main" className="main" tabIndex={-1}>
        <ConnectionBanner />
        {alerts.on && alerts.blocked && <Notice kind="info">{t('waiting.alertsBlocked')}</Notice>}
        {children}
      </main>
    </div>
  );
}
