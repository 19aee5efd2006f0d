import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useProjectModel } from '../../lib/model/model-context.tsx';
import { useProjectStore } from '../../lib/project/project-store.ts';
import { Icon } from '../../components/ui/icon.tsx';
import { ModelImage } from '../../components/ui/model-image.tsx';
import { activityPath, type FoundItem } from '../../lib/content/find-item.ts';
import { galleryImages } from '../../lib/content/item-facts.ts';
import { resolveFavorites } from './favorite-items.ts';
import { useFavoriteIds } from '../../lib/favorites/use-favorites.ts';
import '../../components/ui/button.css';
import './favorites.css';

/**
 * spec §2 `/favorites`: the guest's favourites of this project (kept in the
 * project cache), as cards that open the detail page, each with a remove
 * button; an empty state that leads to the topics (spec §8).
 */
export function FavoritesPage() {
  const { t } = useTranslation();
  const model = useProjectModel();
  const ids = useFavoriteIds();
  const removeFavorite = useProjectStore((state) => state.removeFavorite);
  const { items, missing } = useMemo(() => resolveFavorites(model, ids), [model, ids]);
  const heading = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  const list = useRef<HTMLUListElement>(null);
  const [announcement, setAnnouncement] = useState('');

  // Favourites whose item the model no longer has leave the project cache too.
  useEffect(() => {
    for (const id of missing) removeFavorite(id);
  }, [missing, removeFavorite]);

  const remove = (found: FoundItem, index: number) => {
    removeFavorite(found.item.id);
    setAnnouncement(t('favorites.removed', { title: found.item.title }));
    // Focus stays in the list: the next card's button, else the previous one, else the heading.
    requestAnimationFrame(() => {
      const buttons = list.current?.querySelectorAll<HTMLButtonElement>('.favorite-card__remove');
      const next = buttons?.[Math.min(index, (buttons?.length ?? 0) - 1)];
      (next ?? heading.current)?.focus();
    });
  };

  return (
    <section className="page favorites-page">
      <h1 ref={heading} id={headingId} tabIndex={-1}>
        {t('menu.favorites')}
      </h1>
      <p className="favorites-page__status" aria-live="polite">
        {announcement}
      </p>
      {items.length === 0 ? (
        <div className="favorites-empty">
          <Icon name="heart" className="favorites-empty__icon" />
          <h2>{t('favorites.emptyTitle')}</h2>
          <p>{t('favorites.emptyText')}</p>
          <Link className="ui-button ui-button--primary" to="/topic">
            {t('favorites.discover')}
          </Link>
        </div>
      ) : (
        <>
          <p className="favorites-page__intro">
            {t('favorites.intro')} {t('favorites.count', { count: items.length })}
          </p>
          <ul ref={list} className="favorites-list" aria-labelledby={headingId}>
            {items.map((found, index) => (
              <FavoriteCard
                key={found.item.id}
                found={found}
                onRemove={() => remove(found, index)}
              />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

interface FavoriteCardProps {
  found: FoundItem;
  onRemove: () => void;
}

function FavoriteCard({ found, onRemove }: FavoriteCardProps) {
  const { t } = useTranslation();
  const { item, topic } = found;
  const image = galleryImages(item)[0]?.src;
  const [broken, setBroken] = useState(false);
  return (
    <li className="favorite-card">
      {image && !broken ? (
        <ModelImage
          className="favorite-card__image"
          src={image}
          alt=""
          loading="lazy"
          sizes="(min-width: 576px) 10rem, 7rem"
          onError={() => setBroken(true)}
        />
      ) : (
        <div className="favorite-card__image favorite-card__image--none" />
      )}
      <div className="favorite-card__body">
        <h2 className="favorite-card__title">
          <Link to={activityPath(item.id)}>{item.title}</Link>
        </h2>
        <p className="favorite-card__meta">
          {[item.addressLocality, topic.title].filter(Boolean).join(' · ')}
        </p>
      </div>
      <button
        type="button"
        className="ui-button ui-button--secondary favorite-card__remove"
        aria-label={t('favorites.removeItem', { title: item.title })}
        onClick={onRemove}
      >
        <Icon name="close" />
      </button>
    </li>
  );
}
