import { safeRedirectTarget } from '@hospes/domain';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useProjectModel } from '../../lib/model/model-context.tsx';
import { BrandMark } from '../../components/ui/brand-mark.tsx';
import { ModelImage } from '../../components/ui/model-image.tsx';
import { pageTitleOf } from '../../lib/nav/page-title.ts';
import { useGuestStore } from '../../lib/guest/guest-store.ts';
import { LoginForm } from './login-form.tsx';
import './login-page.css';

/**
 * spec §2 /login. With the blocking splash screen it is the page every
 * protected route leads to, with the target in `redirect`; once the guest is
 * logged in (here, or by a login link) the app goes back to that target —
 * named by its title, never its path. The splash screen greets with the
 * project's welcome image and greeting, and every login page says where
 * the reservation number is found.
 */
export function LoginPage() {
  const { t } = useTranslation();
  const model = useProjectModel();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirect = params.get('redirect');
  const target = safeRedirectTarget(redirect);
  const loggedIn = useGuestStore((state) => state.loggedIn);
  const blocking = model.project_settings.login?.blocking_splash_screen?.active === true;

  useEffect(() => {
    if (loggedIn) void navigate(target, { replace: true });
  }, [loggedIn, target, navigate]);
  const targetTitle = redirect !== null && target !== '/' ? pageTitleOf(model, t, target) : null;
  const welcome = model.welcome.top;

  return (
    <section className={blocking ? 'page login-page login-page--splash' : 'page login-page'}>
      {blocking && welcome.welcome_image && (
        <ModelImage
          className="login-page__image"
          src={welcome.welcome_image}
          alt=""
          sizes="(min-width: 992px) 40rem, 100vw"
        />
      )}
      {blocking && (
        <div className="login-page__brand">
          <BrandMark model={model} size="large" />
          {welcome.greeting && <p className="login-page__greeting">{welcome.greeting}</p>}
        </div>
      )}
      <h1>{t('login.title')}</h1>
      <p className="login-page__intro">{blocking ? t('login.splashText') : t('login.intro')}</p>
      <p className="login-page__hint">{t('login.reservationHint')}</p>
      {targetTitle && (
        <p className="login-page__redirect">{t('login.redirectNotice', { target: targetTitle })}</p>
      )}
      <LoginForm idPrefix="login-page" onSuccess={() => undefined} />
    </section>
  );
}
