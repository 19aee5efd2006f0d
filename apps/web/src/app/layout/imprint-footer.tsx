import { matchRoute, type ProjectModel } from '@hospes/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { VisuallyHidden } from '../../components/ui/visually-hidden.tsx';
import { CookieSettingsModal } from './cookie-settings-modal.tsx';
import { httpUrl } from '../../lib/html/safe-url.ts';
import './imprint-footer.css';

/**
 * The imprint footer of spec §2: year, company link, cookie settings, the
 * imprint and the privacy policy; the regional partner (spec §1) when the model has one. Hidden on
 * the chatbot route, where the chat takes the whole height.
 */
export function ImprintFooter({ model }: { model: ProjectModel }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [cookiesOpen, setCookiesOpen] = useState(false);
  if (matchRoute(pathname) === 'chatbot') return null;

  const company = model.contact.company ?? model.name;
  const homepage = httpUrl(model.contact.homepage);
  return (
    <footer className="imprint-footer">
      {model.partner && <PartnerBlock partner={model.partner} />}
      <div className="imprint-footer__line">
        <span>
          © {new Date().getFullYear()}{' '}
          {homepage ? (
            <a href={homepage} target="_blank" rel="noopener noreferrer">
              {company} <VisuallyHidden>{t('layout.opensInNewTab')}</VisuallyHidden>
            </a>
          ) : (
            company
          )}
        </span>
        <button
          type="button"
          className="imprint-footer__button"
          onClick={() => setCookiesOpen(true)}
        >
          {t('layout.footer.cookieSettings')}
        </button>
        <Link to="/impressum">{t('layout.footer.imprint')}</Link>
        <Link to="/privacy">{t('menu.privacy')}</Link>
      </div>
      <CookieSettingsModal open={cookiesOpen} onClose={() => setCookiesOpen(false)} />
    </footer>
  );
}

function PartnerBlock({ partner }: { partner: NonNullable<ProjectModel['partner']> }) {
  const { t } = useTranslation();
  const link = httpUrl(partner.link);
  const logo = (
    <img
      className="imprint-footer__partner-logo"
      src={partner.logo}
      alt={t('layout.footer.partnerLogo')}
    />
  );
  return (
    <div className="imprint-footer__partner">
      {link ? (
        <a href={link} target="_blank" rel="noopener noreferrer">
          {logo} <VisuallyHidden>{t('layout.opensInNewTab')}</VisuallyHidden>
        </a>
      ) : (
        logo
      )}
      <p className="imprint-footer__partner-text">{partner.text}</p>
    </div>
  );
}
