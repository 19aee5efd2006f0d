import { productFeatures } from '@hospes/domain';
import { lazy, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useGuestStore } from '../../lib/guest/guest-store.ts';
import { useProjectModel } from '../../lib/model/model-context.tsx';
import { SafeHtml } from '../../components/ui/safe-html.tsx';
import '../../components/ui/button.css';
import { LazyShortWeather } from '../../components/weather/lazy-short-weather.tsx';
import { Promotions } from './promotions.tsx';
import { TopicTiles } from './topic-tiles.tsx';
import { WelcomeGallery, galleryOf } from './welcome-gallery.tsx';
import { WelcomeCommands } from './welcome-commands.tsx';
import { WelcomeImage } from './welcome-image.tsx';
import { welcomeTopicsOf } from './welcome-topics.ts';
import './welcome.css';
import { OptionalPart } from '../../components/ui/optional-part.tsx';

// The logged-in guest's next step: a first visit (anonymous) never loads it.
const LazyNextStep = lazy(async () => ({
  default: (await import('../../components/reservations/lazy-next-step.tsx')).LazyNextStep,
}));

/** The `sizes` of the welcome image: full width, beside the sidebar from 992 px. */
const WELCOME_IMAGE_SIZES = '(min-width: 992px) calc(100vw - 288px), 100vw';

/**
 * The start page (spec §2 "/"): welcome image, the project's name where no
 * logo stands in the header and sidebar,
 * greeting, the short weather on phones (the sidebar has it from 992 px),
 * intro text (sanitised HTML), and what the product variant offers (spec §1):
 * promotions and chosen welcome topics in the app variants, the commands,
 * the gallery and the way to the contact form from discover plus on. Discover shows the
 * project's topics and no logo.
 */
export function WelcomePage() {
  const model = useProjectModel();
  const { t } = useTranslation();
  const topicsHeadingId = useId();
  const features = productFeatures(model._meta.product);
  const top = model.welcome.top;
  const logo = features.logo ? top.logo : undefined;
  const topics = welcomeTopicsOf(model);
  const promotions = features.promotions ? (model.welcome.promotions ?? []) : [];
  const gallery = features.gallery ? galleryOf(model) : [];
  const loggedIn = useGuestStore((state) => state.loggedIn);
  return (
    <article className="welcome">
      <WelcomeImage src={top.welcome_image} sizes={WELCOME_IMAGE_SIZES} fetchPriority="high" />
      <div className="welcome__body">
        <header className="welcome__header">
          {/* The logo stands in the header (phones) and the sidebar (desktop): not twice. */}
          {!logo && top.greeting && <p className="welcome__name">{model.name}</p>}
          <h1 className="welcome__greeting">{top.greeting ?? model.name}</h1>
        </header>
        {loggedIn && (
          <OptionalPart name="The next step">
            <LazyNextStep />
          </OptionalPart>
        )}
        <WelcomeCommands model={model} />
        <LazyShortWeather placement="welcome" />
        {top.text && <SafeHtml className="welcome__text" html={top.text} />}
        {promotions.length > 0 && <Promotions promotions={promotions} />}
        {topics.length > 0 && (
          <section className="welcome__section" aria-labelledby={topicsHeadingId}>
            <h2 id={topicsHeadingId}>{t('welcome.topicsHeading')}</h2>
            <TopicTiles topics={topics} />
          </section>
        )}
        {gallery.length > 0 && <WelcomeGallery images={gallery} name={model.name} />}
        {features.contactForm && (
          <div className="welcome__contact">
            <p>{t('welcome.contactText')}</p>
            <Link className="ui-button ui-button--primary" to="/contact">
              {t('welcome.contactLink')}
            </Link>
          </div>
        )}
      </div>
    </article>
  );
}
