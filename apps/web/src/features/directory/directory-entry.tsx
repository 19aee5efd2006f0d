import { formatTimeRange, weekdayName, type ContentItem, type OpeningHours } from '@hospes/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SafeHtml } from '../../components/ui/safe-html.tsx';
import { Icon } from '../../components/ui/icon.tsx';
import { httpUrl } from '../../lib/html/safe-url.ts';

export interface DirectoryEntryProps {
  item: ContentItem;
  open: boolean;
  onToggle: () => void;
}

/**
 * One entry of the guest directory: its title is a disclosure button
 * (aria-expanded) that shows the text (sanitised HTML), address, contact and
 * opening hours, with a link to the full page of the item.
 */
export function DirectoryEntryView({ item, open, onToggle }: DirectoryEntryProps) {
  const { t } = useTranslation();
  const panelId = useId();
  return (
    <li className="directory-entry">
      <h3 className="directory-entry__heading">
        <button
          type="button"
          className="directory-entry__toggle"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={onToggle}
        >
          <span>{item.title}</span>
          <Icon name="chevron" className="directory-entry__chevron" />
        </button>
      </h3>
      <div id={panelId} className="directory-entry__panel" hidden={!open}>
        {open && (
          <>
            {item.description && (
              <SafeHtml className="directory-entry__text" html={item.description} />
            )}
            <EntryFacts item={item} />
            <p className="directory-entry__more">
              <Link to={`/activity/${encodeURIComponent(item.id)}`}>
                {t('directory.moreDetails')}
              </Link>
            </p>
          </>
        )}
      </div>
    </li>
  );
}

function EntryFacts({ item }: { item: ContentItem }) {
  const { t } = useTranslation();
  const address = [
    item.streetAddress,
    [item.postalCode, item.addressLocality].filter(Boolean).join(' '),
  ]
    .filter(Boolean)
    .join(', ');
  const website = httpUrl(item.contact?.website);
  const hours = item.openingHours ?? [];
  if (!address && !item.contact?.phone && !item.contact?.email && !website && hours.length === 0) {
    return null;
  }
  return (
    <dl className="directory-entry__facts">
      {address && (
        <div>
          <dt>{t('directory.address')}</dt>
          <dd>{address}</dd>
        </div>
      )}
      {item.contact?.phone && (
        <div>
          <dt>{t('contact.phone')}</dt>
          <dd>
            <a href={`tel:${item.contact.phone.replace(/[^\d+]/g, '')}`}>{item.contact.phone}</a>
          </dd>
        </div>
      )}
      {item.contact?.email && (
        <div>
          <dt>{t('contact.email')}</dt>
          <dd>
            <a href={`mailto:${item.contact.email}`}>{item.contact.email}</a>
          </dd>
        </div>
      )}
      {website && (
        <div>
          <dt>{t('contact.website')}</dt>
          <dd>
            <a href={website} target="_blank" rel="noopener noreferrer">
              {new URL(website).hostname.replace(/^www\./, '')}
            </a>
          </dd>
        </div>
      )}
      {hours.length > 0 && (
        <div>
          <dt>{t('directory.openingHours')}</dt>
          <dd>
            <OpeningHoursList hours={hours} />
          </dd>
        </div>
      )}
    </dl>
  );
}

/** Weekdays from Monday, as guests in the Alps read a week (0 = Sunday, spec §9). */
const WEEK_FROM_MONDAY = [1, 2, 3, 4, 5, 6, 0];

function OpeningHoursList({ hours }: { hours: readonly OpeningHours[] }) {
  const { i18n } = useTranslation();
  const lang = i18n.language;
  const days = WEEK_FROM_MONDAY.map((day) => ({
    day,
    slots: hours.filter((h) => h.day === day).sort((a, b) => a.from.localeCompare(b.from)),
  })).filter((d) => d.slots.length > 0);
  return (
    <ul className="directory-entry__hours">
      {days.map(({ day, slots }) => (
        <li key={day}>
          <span className="directory-entry__day">{weekdayName(day, lang)}</span>{' '}
          <span>{slots.map((s) => formatTimeRange(s.from, s.to, lang)).join(', ')}</span>
        </li>
      ))}
    </ul>
  );
}
