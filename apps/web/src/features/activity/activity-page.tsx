import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useProjectModel } from '../../lib/model/model-context.tsx';
import { SafeHtml } from '../../components/ui/safe-html.tsx';
import { appUrl } from '../../lib/html/safe-url.ts';
import { ShareDialog } from '../../components/share/share-dialog.tsx';
import { Icon } from '../../components/ui/icon.tsx';
import { FavoriteToggle } from '../../components/favorites/favorite-toggle.tsx';
import { AddToPlan } from '../../components/plan/add-to-plan.tsx';
import { ActivityDates } from './activity-dates.tsx';
import { PlaceAndContact, TourAndPrice } from './activity-facts.tsx';
import { ActivityGallery } from './activity-gallery.tsx';
import { FeatureBadges } from './feature-badges.tsx';
import { activityPath, findItem } from '../../lib/content/find-item.ts';
import {
  galleryImages,
  openState,
  projectTimeZone,
  sourceOf,
  weeklyTimeslots,
} from '../../lib/content/item-facts.ts';
import { OpeningHoursSection } from './opening-hours.tsx';
import { useNow } from '../../hooks/use-now.ts';
import '../../components/ui/button.css';
import './activity.css';

// Loaded only for bookable items: the other detail pages stay as light as before.
const BookingPanel = lazy(async () => ({
  default: (await import('./booking/booking-panel.tsx')).BookingPanel,
}));

/** The deep link of an item: the app's public URL with the item's hash route. */
export function activityDeepLink(modelUrl: string | undefined, id: string): string {
  const base = appUrl(modelUrl).replace(/#.*$/, '');
  return `${base}#${activityPath(id)}`;
}

/**
 * spec §2 `/activity/:activityId`: the detail page of any content item of
 * the model (activities, places, events, information). An unknown id shows
 * the not-found text of spec §8 with the link home. "Add to my plan" puts it
 * into the guest's plan; an item with a `booking` block can be booked here.
 */
export function ActivityPage() {
  const { t } = useTranslation();
  const model = useProjectModel();
  const { activityId = '' } = useParams();
  const found = useMemo(() => findItem(model, activityId), [model, activityId]);
  const now = useNow();
  const [shareOpen, setShareOpen] = useState(false);

  if (!found) {
    return (
      <section className="page not-found">
        <h1 className="not-found__text">{t('errors.notFound')}</h1>
        <p>
          <Link to="/">{t('errors.backHome')}</Link>
        </p>
      </section>
    );
  }

  const { item, topic } = found;
  const timeZone = projectTimeZone(model);
  const state = openState(item, now, timeZone);
  const timeslots = weeklyTimeslots(item);
  const source = sourceOf(item);

  return (
    <article className="page activity-page">
      <Link className="activity-page__back" to={`/topic/${encodeURIComponent(topic.id)}`}>
        <Icon name="chevron" className="activity-page__back-icon" />
        {topic.title}
      </Link>
      <h1 className="activity-page__title">{item.title}</h1>
      {item.addressLocality && <p className="activity-page__locality">{item.addressLocality}</p>}

      <div className="activity-page__layout">
        <div className="activity-page__main">
          <ActivityGallery key={item.id} title={item.title} images={galleryImages(item)} />

          <div className="activity-page__actions">
            <FavoriteToggle itemId={item.id} />
            <button
              type="button"
              className="ui-button ui-button--secondary"
              onClick={() => setShareOpen(true)}
            >
              <Icon name="share" />
              {t('activity.share')}
            </button>
            {/* An A–Z information (check-out, Wi-Fi, a bathrobe) is nothing to plan. */}
            {item.type !== 'INFO' && <AddToPlan item={item} />}
          </div>

          {item.temporarilyClosed === true && (
            <p className="activity-closed" role="note">
              <Icon name="info" />
              {t('activity.temporarilyClosedText')}
            </p>
          )}
          <FeatureBadges features={item.features} />
          {item.description && (
            <SafeHtml
              className="activity-page__description page__rich-text"
              html={item.description}
            />
          )}
          {item.booking !== undefined && (
            <Suspense fallback={null}>
              <BookingPanel activityId={item.id} />
            </Suspense>
          )}
          {(item.imagesource || source) && (
            <footer className="activity-credits">
              {item.imagesource && <p>{t('activity.imageSource', { source: item.imagesource })}</p>}
              {source && <p>{t('activity.dataSource', { source })}</p>}
            </footer>
          )}
        </div>

        <div className="activity-page__aside">
          <OpeningHoursSection
            hours={item.openingHours ?? []}
            state={state}
            now={now}
            timeZone={timeZone}
          />
          <ActivityDates item={item} timeslots={timeslots} now={now} timeZone={timeZone} />
          <TourAndPrice item={item} />
          <PlaceAndContact item={item} />
        </div>
      </div>

      <ShareDialog
        open={shareOpen}
        onClose={() => setShareOpen(false)}
        url={activityDeepLink(model.url, item.id)}
      />
    </article>
  );
}
