import {
  focusPosition,
  formatDistance,
  imagePropOf,
  type ContentItem,
  type LatLng,
} from '@hospes/domain';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../components/ui/icon.tsx';
import { ModelImage } from '../../components/ui/model-image.tsx';
import { VisuallyHidden } from '../../components/ui/visually-hidden.tsx';
import { cardImageOf, nextDateLabel, openNowOf, teaserOf } from './item-summary.ts';
import { distanceTo } from './topic-items.ts';
import { activityPath } from '../../lib/content/find-item.ts';

/** What every card of a list shares: language, time and the guest's location. */
export interface CardContext {
  lang: string;
  now: number;
  timeZone: string;
  location: LatLng | null;
}

export interface TopicItemCardProps {
  item: ContentItem;
  context: CardContext;
}

/**
 * One item of a topic list: image, title (the link to the detail page; the
 * whole card is clickable), locality and distance, badges (open now,
 * temporarily closed, next date of an event) and a short teaser.
 */
export function TopicItemCard({ item, context }: TopicItemCardProps) {
  const { t } = useTranslation();
  const { lang, now, timeZone, location } = context;
  const teaser = useMemo(() => teaserOf(item), [item]);
  const meters = distanceTo(item, location);
  const distance = meters === null ? '' : formatDistance(meters, lang);
  const closed = item.temporarilyClosed === true;
  const openNow = openNowOf(item, now, timeZone);
  const next = nextDateLabel(item, now, timeZone, lang);
  const image = cardImageOf(item);

  return (
    <li className="topic-card">
      <CardImage
        src={image}
        position={image ? focusPosition(imagePropOf(item, image)) : undefined}
      />
      <div className="topic-card__body">
        <h2 className="topic-card__title">
          <Link className="topic-card__link" to={activityPath(item.id)}>
            {item.title}
          </Link>
        </h2>
        {(item.addressLocality || distance) && (
          <p className="topic-card__meta">
            {item.addressLocality && <span>{item.addressLocality}</span>}
            {distance && (
              <span className="topic-card__distance">
                <Icon name="map" />
                <VisuallyHidden>{t('topics.distance')}: </VisuallyHidden>
                {distance}
              </span>
            )}
          </p>
        )}
        {(closed || openNow || next) && (
          <p className="topic-card__badges">
            {closed && (
              <span className="topic-badge topic-badge--closed">
                {t('topics.temporarilyClosed')}
              </span>
            )}
            {openNow && (
              <span className="topic-badge topic-badge--open">{t('topics.openNow')}</span>
            )}
            {next && (
              <span className="topic-badge topic-badge--date">
                <Icon name="calendar" />
                <VisuallyHidden>{t('topics.nextDate')}: </VisuallyHidden>
                {next}
              </span>
            )}
          </p>
        )}
        {teaser && <p className="topic-card__teaser">{teaser}</p>}
      </div>
    </li>
  );
}

/** The card's picture; a missing or broken one leaves a calm coloured area (spec §8). */
function CardImage({ src, position }: { src: string | undefined; position?: string | undefined }) {
  const [broken, setBroken] = useState(false);
  if (!src || broken) return <div className="topic-card__image topic-card__image--none" />;
  return (
    <ModelImage
      className="topic-card__image"
      src={src}
      // spec §3 imageprops focus: the subject stays in the cropped card.
      style={position ? { objectPosition: position } : undefined}
      alt=""
      loading="lazy"
      sizes="(min-width: 992px) 320px, (min-width: 576px) 50vw, 100vw"
      onError={() => setBroken(true)}
    />
  );
}
