import { formatDate, formatTimeRange, type Occurrence } from '@hospes/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FreePlaces } from './free-places.tsx';
import type { ProgrammeDay, ProgrammeEntry } from './programme-events.ts';

export interface ProgrammeListProps {
  days: readonly ProgrammeDay[];
  /** Today and tomorrow in the project's zone, named as such in the headings. */
  today: string;
  tomorrow: string;
}

/** The events by day: a heading per date, then time, title (a link) and place. */
export function ProgrammeList({ days, today, tomorrow }: ProgrammeListProps) {
  return (
    <div className="programme-list">
      {days.map((day) => (
        <ProgrammeDayView key={day.date} day={day} today={today} tomorrow={tomorrow} />
      ))}
    </div>
  );
}

function ProgrammeDayView({
  day,
  today,
  tomorrow,
}: { day: ProgrammeDay } & Omit<ProgrammeListProps, 'days'>) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const date = formatDate(day.date, i18n.language, 'full');
  const relative =
    day.date === today
      ? t('programme.today')
      : day.date === tomorrow
        ? t('programme.tomorrow')
        : null;
  return (
    <section className="programme-day" aria-labelledby={headingId}>
      <h2 id={headingId} className="programme-day__heading">
        {relative ? t('programme.relativeDay', { relative, date }) : date}
      </h2>
      <ul className="programme-day__list">
        {day.entries.map((entry) => (
          <ProgrammeEntryView key={`${entry.item.id}@${entry.occurrence.start}`} entry={entry} />
        ))}
      </ul>
    </section>
  );
}

function ProgrammeEntryView({ entry }: { entry: ProgrammeEntry }) {
  const { t, i18n } = useTranslation();
  const { item, occurrence } = entry;
  const place = [item.streetAddress, item.addressLocality].filter(Boolean).join(', ');
  return (
    <li className="programme-entry">
      <p className="programme-entry__time">
        {timeText(occurrence, i18n.language, t('programme.allDay'))}
      </p>
      <div className="programme-entry__body">
        <Link className="programme-entry__title" to={`/activity/${encodeURIComponent(item.id)}`}>
          {item.title}
        </Link>
        {place && <p className="programme-entry__place">{place}</p>}
        {item.booking !== undefined && occurrence.from && (
          <FreePlaces activityId={item.id} slotId={`${occurrence.date}T${occurrence.from}`} />
        )}
      </div>
    </li>
  );
}

/** "14:00 – 20:00 Uhr" (spec §9 hour suffix, once), or "All day". */
function timeText(occurrence: Occurrence, lang: string, allDay: string): string {
  if (!occurrence.from) return allDay;
  return formatTimeRange(occurrence.from, occurrence.to, lang);
}
