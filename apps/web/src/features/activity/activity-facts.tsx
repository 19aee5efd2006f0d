import { formatDistance, formatDuration, haversineMeters, type ContentItem } from '@hospes/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon, toIconName } from '../../components/ui/icon.tsx';
import { useProjectModel } from '../../lib/model/model-context.tsx';
import { customLinksOf } from './custom-links.ts';
import { VisuallyHidden } from '../../components/ui/visually-hidden.tsx';
import { useGuestLocation } from '../../lib/location/use-guest-location.ts';
import {
  addressLines,
  mailHref,
  mapLink,
  telHref,
  websiteHref,
} from '../../lib/content/item-facts.ts';

/** The host of a website without "www.", as a link text. */
function hostOf(url: string): string {
  return new URL(url).hostname.replace(/^www\./, '');
}

/**
 * spec §2/§3 activity detail: where (address, a plain OpenStreetMap link, the
 * distance from the guest when a location is stored) and how to get in touch
 * (phone, e-mail, website — only http(s) links, opened in a new tab).
 */
export function PlaceAndContact({ item }: { item: ContentItem }) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const { location } = useGuestLocation();
  const lines = addressLines(item);
  const map = mapLink(item);
  const tel = telHref(item.contact?.phone);
  const mail = mailHref(item.contact?.email);
  const website = websiteHref(item);
  const model = useProjectModel();
  const custom = customLinksOf(
    model.discover.properties.customlinks,
    model.ui_labels?.customlinks,
    item,
  );
  const distance =
    location && item.geo ? formatDistance(haversineMeters(location, item.geo), i18n.language) : '';
  if (lines.length === 0 && !map && !tel && !mail && !website && !distance && custom.length === 0) {
    return null;
  }

  return (
    <section className="activity-box" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('activity.placeAndContact')}</h2>
      <dl className="activity-facts">
        {(lines.length > 0 || map || custom.length > 0) && (
          <div>
            <dt>{t('activity.address')}</dt>
            <dd className="activity-place">
              {lines.length > 0 && (
                <address className="activity-address">
                  {lines.map((line) => (
                    <span key={line}>{line}</span>
                  ))}
                </address>
              )}
              {map && (
                <a href={map} target="_blank" rel="noopener noreferrer">
                  <Icon name="map" /> {t('activity.showOnMap')}
                  <VisuallyHidden> ({t('layout.opensInNewTab')})</VisuallyHidden>
                </a>
              )}
              {custom.map((link) => (
                <a key={link.id} href={link.href} target="_blank" rel="noopener noreferrer">
                  <Icon name={toIconName(link.icon, 'external')} /> {link.label}
                  <VisuallyHidden> ({t('layout.opensInNewTab')})</VisuallyHidden>
                </a>
              ))}
            </dd>
          </div>
        )}

        {distance && (
          <div>
            <dt>{t('activity.distance')}</dt>
            <dd>{distance}</dd>
          </div>
        )}
        {tel && (
          <div>
            <dt>{t('contact.phone')}</dt>
            <dd>
              <a href={tel}>{item.contact?.phone}</a>
            </dd>
          </div>
        )}
        {mail && (
          <div>
            <dt>{t('contact.email')}</dt>
            <dd>
              <a href={mail}>{item.contact?.email?.trim()}</a>
            </dd>
          </div>
        )}
        {website && (
          <div>
            <dt>{t('contact.website')}</dt>
            <dd>
              <a href={website} target="_blank" rel="noopener noreferrer">
                {hostOf(website)}
                <VisuallyHidden> ({t('layout.opensInNewTab')})</VisuallyHidden>
              </a>
            </dd>
          </div>
        )}
      </dl>
    </section>
  );
}

/**
 * spec §3 tour details and price: condition (easy, medium, hard), duration
 * (domain `formatDuration`), length (domain `formatDistance`), meeting and
 * starting point, price.
 */
export function TourAndPrice({ item }: { item: ContentItem }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const headingId = useId();
  const tour = item.tour;
  const duration =
    item.durationMinutes !== undefined ? formatDuration(item.durationMinutes, lang) : '';
  const length = tour?.distanceKm !== undefined ? formatDistance(tour.distanceKm * 1000, lang) : '';
  const rows: [string, string][] = [];
  if (tour?.condition) {
    rows.push([t('activity.tour.condition'), t(`activity.tour.conditions.${tour.condition}`)]);
  }
  if (duration) rows.push([t('activity.tour.duration'), duration]);
  if (length) rows.push([t('activity.tour.distance'), length]);
  if (tour?.startingPoint) rows.push([t('activity.tour.startingPoint'), tour.startingPoint]);
  if (tour?.meetingPoint) rows.push([t('activity.tour.meetingPoint'), tour.meetingPoint]);
  if (item.price?.trim()) rows.push([t('activity.price'), item.price.trim()]);
  if (rows.length === 0) return null;
  const isTour = Boolean(tour && (tour.condition || length || tour.startingPoint));

  return (
    <section className="activity-box" aria-labelledby={headingId}>
      <h2 id={headingId}>{isTour ? t('activity.tour.heading') : t('activity.details')}</h2>
      <dl className="activity-facts">
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
