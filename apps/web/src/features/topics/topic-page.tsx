import { DEFAULT_TIMEZONE, type Topic } from '@hospes/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useProjectModel } from '../../lib/model/model-context.tsx';
import { HintPopup } from '../../components/ui/hint-popup.tsx';
import { Icon } from '../../components/ui/icon.tsx';
import { useActiveLanguage } from '../../i18n/language-store.ts';
import { useGuestLocation } from '../../lib/location/use-guest-location.ts';
import { MapPanel } from '../../components/map/map-panel.tsx';
import { mapTilesOf } from '../../components/map/map-settings.ts';
import type { MapMarker } from '../../components/map/map-types.ts';
import { CustomContent } from './custom-content.tsx';
import { TopicFilters } from './topic-filters.tsx';
import { activityPath } from '../../lib/content/find-item.ts';
import type { CardContext } from './topic-item-card.tsx';
import { TopicItemList } from './topic-item-list.tsx';
import {
  availableSorts,
  filterItems,
  sortItems,
  TOPIC_PAGE_SIZE,
  visibleItems,
} from './topic-items.ts';
import { TopicSortSelect } from './topic-sort-select.tsx';
import { useTopicView } from './topic-view-store.ts';
import { useNow } from '../../hooks/use-now.ts';
import { useTopicSort } from './use-topic-sort.ts';
import { ViewToggle } from './view-toggle.tsx';

export interface TopicPageProps {
  topic: Topic;
}

/**
 * One topic (spec §2 /topic/:topicId): its items as cards, the model's
 * filters, the order (alphabet, distance, date), "show more" paging, and a
 * map beside the list. The view is kept per topic while the app runs, so
 * "back" from an item finds the list as it was.
 */
export function TopicPage({ topic }: TopicPageProps) {
  const { t } = useTranslation();
  const model = useProjectModel();
  const navigate = useNavigate();
  const lang = useActiveLanguage((s) => s.lang);
  const now = useNow();
  const timeZone = model._meta.timezone ?? DEFAULT_TIMEZONE;
  const { location } = useGuestLocation();
  const [view, update] = useTopicView(topic.id);
  const sort = useTopicSort(topic, view, update);

  const visible = useMemo(() => visibleItems(topic, now, timeZone), [topic, now, timeZone]);
  const items = useMemo(
    () =>
      sortItems(filterItems(visible, topic.filters, view.filterIds), sort.applied, {
        lang,
        location,
        now,
        timeZone,
      }),
    [visible, topic.filters, view.filterIds, sort.applied, lang, location, now, timeZone],
  );
  const markers = useMemo<MapMarker[]>(
    () =>
      items.flatMap((item) =>
        item.geo
          ? [{ id: item.id, title: item.title, path: activityPath(item.id), ...item.geo }]
          : [],
      ),
    [items],
  );
  const tiles = useMemo(() => mapTilesOf(model.discover.properties), [model]);
  const context: CardContext = { lang, now, timeZone, location };
  const hasMap = visible.some((item) => item.geo);
  const mode = hasMap ? view.mode : 'list';

  const list = (
    <TopicItemList
      items={items}
      shown={view.shown}
      onShowMore={(shown) => update({ shown })}
      context={context}
      label={topic.title}
    />
  );

  return (
    <article className="page topic-page">
      <Link className="topic-page__back" to="/topic">
        <Icon name="chevron" className="topic-page__back-icon" />
        {t('topics.allTopics')}
      </Link>
      <h1>{topic.title}</h1>
      {topic.description && <p className="topic-page__intro">{topic.description}</p>}
      <CustomContent topicId={topic.id} />

      {visible.length > 0 && (
        <div className="topic-toolbar">
          {topic.filters && topic.filters.length > 0 && (
            <TopicFilters
              filters={topic.filters}
              activeIds={view.filterIds}
              onChange={(filterIds) => update({ filterIds, shown: TOPIC_PAGE_SIZE })}
            />
          )}
          <div className="topic-toolbar__row">
            <TopicSortSelect
              value={sort.selected}
              options={availableSorts(topic)}
              onChange={(next) => void sort.choose(next)}
            />
            {hasMap && <ViewToggle mode={mode} onChange={(next) => update({ mode: next })} />}
          </div>
          {sort.locating && (
            <p className="topic-toolbar__status" role="status">
              {t('topics.locating')}
            </p>
          )}
        </div>
      )}

      {visible.length === 0 && <p className="topic-page__empty">{t('topics.empty')}</p>}
      {visible.length > 0 && items.length === 0 && (
        <p className="topic-page__empty">{t('topics.noMatch')}</p>
      )}
      {items.length > 0 &&
        (mode === 'map' ? (
          <div className="topic-split">
            <div className="topic-split__map">
              <MapPanel
                label={t('topics.map.label', { title: topic.title })}
                markers={markers}
                userLocation={location}
                center={model.geolocation ?? null}
                tiles={tiles}
                onNavigate={(path) => void navigate(path)}
              />
            </div>
            <div className="topic-split__list">{list}</div>
          </div>
        ) : (
          list
        ))}

      <HintPopup open={sort.hint !== null} onClose={sort.closeHint}>
        {sort.hint === 'denied' ? t('topics.locationDenied') : t('topics.locationUnavailable')}
      </HintPopup>
    </article>
  );
}
