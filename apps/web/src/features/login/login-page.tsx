import { safeRedirectTarget } from '@hospes/domain';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

/**
 * The login route. Logging in with reservation data comes with a later
 * issue; until then the page says so. The `redirect` query of the blocking
 * splash screen (spec §2) is kept and shown, so the guest knows where the
 * login will lead back to.
 */
export function LoginPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const redirect = params.get('redirect');
  return (
    <section className="page login">
      <h1>{t('menu.login')}</h1>
      <p className="coming-soon__text">{t('comingSoon.text')}</p>
      {redirect !== null && (
        <p className="login__redirect">
          {t('login.redirectNotice', { target: safeRedirectTarget(redirect) })}
        </p>
      )}
    </section>
  );
}
