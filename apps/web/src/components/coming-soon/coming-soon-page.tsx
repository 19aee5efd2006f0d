import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Menu labels (`menu.<key>`) that title a page. */
export type PageTitleKey =
  | 'activity'
  | 'weather'
  | 'favorites'
  | 'topic'
  | 'search'
  | 'surpriseme'
  | 'directory'
  | 'guestservices'
  | 'order'
  | 'chatbot'
  | 'shop'
  | 'checkin'
  | 'checkout'
  | 'programme'
  | 'registrations'
  | 'profile'
  | 'plan'
  | 'invoices'
  | 'login'
  | 'messages';

export interface ComingSoonPageProps {
  titleKey: PageTitleKey;
}

/**
 * A page whose feature a later issue builds: its title and a clear,
 * translated "coming soon" note — deliberately no content that looks real.
 */
export function ComingSoonPage({ titleKey }: ComingSoonPageProps) {
  const { t } = useTranslation();
  return (
    <section className="page coming-soon">
      <h1>{t(`menu.${titleKey}`)}</h1>
      <p className="coming-soon__text">{t('comingSoon.text')}</p>
      <p>
        <Link to="/">{t('errors.backHome')}</Link>
      </p>
    </section>
  );
}
