import { matchRoute, type ProjectModel } from '@hospes/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Icon } from '../../components/ui/icon.tsx';
import { VisuallyHidden } from '../../components/ui/visually-hidden.tsx';
import { BrandMark } from '../../components/ui/brand-mark.tsx';
import { displayHost, httpUrl } from '../../lib/html/safe-url.ts';

/**
 * The top of the sidebar (spec §2): welcome image, logo or project name with
 * the greeting, and the optional link to the website.
 */
export function SidebarBrand({ model }: { model: ProjectModel }) {
  const { t } = useTranslation();
  const homepage = httpUrl(model.contact.homepage);
  const showWebsite = model.branding.show_link_to_website === true && homepage !== undefined;
  // The welcome page shows the welcome image large: the sidebar does not repeat it there.
  const onWelcome = matchRoute(useLocation().pathname) === 'welcome';
  return (
    <div className="sidebar-brand">
      {!onWelcome && <WelcomeImage src={model.welcome.top.welcome_image} />}
      <div className="sidebar-brand__identity">
        <BrandLink model={model} />
        {model.welcome.top.greeting && (
          <p className="sidebar-brand__greeting">{model.welcome.top.greeting}</p>
        )}
        {showWebsite && (
          <a
            className="sidebar-brand__website"
            href={homepage}
            target="_blank"
            rel="noopener noreferrer"
          >
            <Icon name="globe" />
            <VisuallyHidden>{`${t('layout.website')}:`}</VisuallyHidden>{' '}
            <span>{displayHost(homepage)}</span>
            <Icon name="external" className="sidebar-brand__external" />{' '}
            <VisuallyHidden>{t('layout.opensInNewTab')}</VisuallyHidden>
          </a>
        )}
      </div>
    </div>
  );
}

/** spec §8: a broken welcome image is replaced by the brand-coloured backdrop. */
function WelcomeImage({ src }: { src: string | undefined }) {
  const [failed, setFailed] = useState<string | null>(null);
  const usable = src !== undefined && src !== '' && failed !== src;
  return (
    <div className="sidebar-brand__image">
      {usable && <img src={src} alt="" onError={() => setFailed(src)} />}
    </div>
  );
}

/**
 * Logo or project name. It leads to the start page, or to the website when
 * `branding.logo_link_to_website` is set.
 */
function BrandLink({ model }: { model: ProjectModel }) {
  const { t } = useTranslation();
  const website = httpUrl(model.contact.homepage);
  if (model.branding.logo_link_to_website && website) {
    const href = httpUrl(website + (model.branding.logo_link_to_website_suffix ?? '')) ?? website;
    return (
      <a className="sidebar-brand__home" href={href} target="_blank" rel="noopener noreferrer">
        <BrandMark model={model} size="large" />{' '}
        <VisuallyHidden>{t('layout.opensInNewTab')}</VisuallyHidden>
      </a>
    );
  }
  return (
    <Link className="sidebar-brand__home" to="/">
      <BrandMark model={model} size="large" />{' '}
      <VisuallyHidden>{t('layout.toStartPage')}</VisuallyHidden>
    </Link>
  );
}
