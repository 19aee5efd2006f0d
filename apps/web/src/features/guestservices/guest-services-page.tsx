import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { InboxLoginPrompt } from '../../lib/inbox/inbox-login-prompt.tsx';
import { Icon, toIconName } from '../../components/ui/icon.tsx';
import { useGuest } from '../../lib/guest/use-guest.ts';
import { useProjectModel } from '../../lib/model/model-context.tsx';
import { RequestForm } from './request-form.tsx';
import './guest-services.css';

/**
 * spec §2 /guestservices: the request forms of the model (`guest_services`).
 * The list first; a chosen form opens at `?form=<id>`, so "back" returns to
 * the list. With PMS login a guest logs in first (the hotel must know the
 * room); the answer arrives in the inbox.
 */
export function GuestServicesPage() {
  const { t } = useTranslation();
  const model = useProjectModel();
  const { loggedIn, ready } = useGuest();
  const [params] = useSearchParams();
  const forms = model.guest_services?.forms ?? [];
  const chosen = forms.find((form) => form.id === params.get('form'));
  const loginRequired = model.project_settings.pms_login?.active === true;

  return (
    <section className="page guest-services">
      <h1>{t('menu.guestservices')}</h1>
      {forms.length === 0 ? (
        <p className="guest-services__empty">{t('guestServices.none')}</p>
      ) : loginRequired && ready && !loggedIn ? (
        <InboxLoginPrompt
          text={t('guestServices.loginPrompt')}
          action={t('guestServices.loginAction')}
        />
      ) : chosen ? (
        <>
          <Link to="/guestservices" className="guest-services__back">
            <Icon name="chevron" className="guest-services__back-icon" /> {t('guestServices.back')}
          </Link>
          <RequestForm key={chosen.id} form={chosen} />
        </>
      ) : (
        <>
          <p className="guest-services__intro">{t('guestServices.intro')}</p>
          <h2 className="guest-services__choose">{t('guestServices.choose')}</h2>
          <ul className="guest-services__list">
            {forms.map((form) => (
              <li key={form.id}>
                <Link
                  to={`/guestservices?form=${encodeURIComponent(form.id)}`}
                  className="guest-services__card"
                >
                  <span className="guest-services__icon" aria-hidden="true">
                    <Icon name={toIconName(form.icon, 'bell')} />
                  </span>
                  <span className="guest-services__text">
                    <span className="guest-services__title">{form.title}</span>
                    {form.description && (
                      <span className="guest-services__description">{form.description}</span>
                    )}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
