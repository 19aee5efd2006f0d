import { shortenText } from '@hospes/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ModelImage } from '../../components/ui/model-image.tsx';
import { VisuallyHidden } from '../../components/ui/visually-hidden.tsx';
import { activityPath } from '../../lib/content/find-item.ts';
import { galleryImages, plainText } from '../../lib/content/item-facts.ts';
import type { SurpriseCandidate } from './surprise-rules.ts';

/**
 * The suggestion: picture, title, place, why it was picked ("Open now",
 * "Good in any weather"), a short teaser and the link to its detail page.
 */
export function SurpriseCard({ candidate }: { candidate: SurpriseCandidate }) {
  const { t } = useTranslation();
  const { item, reasons } = candidate;
  const image = galleryImages(item)[0]?.src;
  const [broken, setBroken] = useState(false);
  const teaser = item.description ? shortenText(plainText(item.description)) : '';
  return (
    <article className="surprise-card" aria-labelledby={`surprise-${item.id}`}>
      {image && !broken && (
        <ModelImage
          className="surprise-card__image"
          src={image}
          alt=""
          sizes="(min-width: 768px) 40rem, 100vw"
          onError={() => setBroken(true)}
        />
      )}
      <div className="surprise-card__body">
        <h2 id={`surprise-${item.id}`} className="surprise-card__title">
          {item.title}
        </h2>
        {item.addressLocality && <p className="surprise-card__place">{item.addressLocality}</p>}
        <ul className="surprise-card__reasons" aria-label={t('surprise.why')}>
          {reasons.map((reason) => (
            <li key={reason} className={`surprise-reason surprise-reason--${reason}`}>
              {t(`surprise.reasons.${reason}`)}
            </li>
          ))}
        </ul>
        {teaser && <p className="surprise-card__teaser">{teaser}</p>}
        <Link
          className="ui-button ui-button--secondary surprise-card__details"
          to={activityPath(item.id)}
        >
          {t('surprise.details')}
          <VisuallyHidden>: {item.title}</VisuallyHidden>
        </Link>
      </div>
    </article>
  );
}
