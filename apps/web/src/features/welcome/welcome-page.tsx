import { productFeatures } from '@hospes/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useProjectModel } from '../../app/model-context.tsx';
import { SafeHtml } from '../../app/safe-html.tsx';
import { TopicTiles } from './topic-tiles.tsx';
import { WelcomeImage } from './welcome-image.tsx';
import { welcomeTopicsOf } from './welcome-topics.ts';
import './welcome.css';

/**
 * The start page (spec §2 "/"): welcome image, logo (variants with a logo,
 * spec §1) or the project's name, greeting, intro text (sanitised HTML) and
 * the project's topics.
 */
export function WelcomePage() {
  const model = useProjectModel();
  const { t } = useTranslation();
  const top = model.welcome.top;
  const logo = productFeatures(model._meta.product).logo ? top.logo : undefined;
  const topics = welcomeTopicsOf(model);
  return (
    <article className="welcome">
      <WelcomeImage src={top.welcome_image} />
      <div className="welcome__body">
        <header className="welcome__header">
          <WelcomeBrand logo={logo} name={model.name} showName={Boolean(top.greeting)} />
          <h1 className="welcome__greeting">{top.greeting ?? model.name}</h1>
        </header>
        {top.text && <SafeHtml className="welcome__text" html={top.text} />}
        {topics.length > 0 && (
          <section className="welcome__topics" aria-labelledby="welcome-topics">
            <h2 id="welcome-topics">{t('welcome.topicsHeading')}</h2>
            <TopicTiles topics={topics} />
          </section>
        )}
      </div>
    </article>
  );
}

interface WelcomeBrandProps {
  logo: string | undefined;
  name: string;
  /** False when the name is already the heading (no greeting). */
  showName: boolean;
}

/** The logo, or the project's name when there is none or it does not load (spec §8). */
function WelcomeBrand({ logo, name, showName }: WelcomeBrandProps) {
  const [broken, setBroken] = useState(false);
  if (logo && !broken) {
    return <img className="welcome__logo" src={logo} alt={name} onError={() => setBroken(true)} />;
  }
  return showName ? <p className="welcome__name">{name}</p> : null;
}
