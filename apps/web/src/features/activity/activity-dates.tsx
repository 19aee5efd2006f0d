import {
  type ContentItem,
  formatDate,
  formatTimeRange,
  nextDate,
  type OpeningHours,
} from '@hospes/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { schedulable, upcomingSchedule } from '../../lib/content/item-facts.ts';
import { WeekTable } from './opening-hours.tsx';

/** Dates of a schedule shown before "show all". */
export const SCHEDULE_PREVIEW = 6;

export interface ActivityDatesProps {
  item: ContentItem;
  timeslots: readonly OpeningHours[];
  now: number;
  timeZone: string;
}

/**
 * spec §2/§3 activity detail: the dates of an event or activity — the next
 * date (domain `nextDate`), the period with its daily times, the dates of a
 * full schedule still to come, or the weekly timeslots. Nothing for a place
 * that only has opening hours (the opening-hours table says it all).
 */
export function ActivityDates({ item, timeslots, now, timeZone }: ActivityDatesProps) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const headingId = useId();
  const hasDates = Boolean(item.fullSchedule?.length || item.eventFrom || timeslots.length > 0);
  if (!hasDates) return null;

  const next = nextDate(schedulable(item), now, timeZone);
  const period = periodText(item, lang, (from, to) => t('activity.dateRange', { from, to }));

  return (
    <section className="activity-box" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('activity.dates')}</h2>
      <p className="activity-next">
        <span className="activity-next__label">{t('activity.nextDate')}</span>{' '}
        {next ? (
          <strong>
            {formatDate(next.date, lang)}
            {next.from && `, ${formatTimeRange(next.from, next.to, lang)}`}
          </strong>
        ) : (
          <span>{t('activity.noUpcomingDates')}</span>
        )}
      </p>
      {period && <p className="activity-period">{period}</p>}
      {item.fullSchedule && item.fullSchedule.length > 0 ? (
        <ScheduleList item={item} now={now} timeZone={timeZone} />
      ) : (
        timeslots.length > 0 && (
          <>
            <h3 id={`${headingId}-weekly`} className="activity-box__subheading">
              {t('activity.weeklyTimeslots')}
            </h3>
            <WeekTable
              hours={timeslots}
              now={now}
              timeZone={timeZone}
              labelledBy={`${headingId}-weekly`}
              emptyDays="hide"
            />
          </>
        )
      )}
    </section>
  );
}

/** "Mon, 23 Nov 2026 to Mon, 26 Apr 2027, 19:30 – 21:00 h"; one day alone when it is one. */
function periodText(
  item: ContentItem,
  lang: string,
  range: (from: string, to: string) => string,
): string | null {
  const from = item.eventFrom;
  if (!from) return null;
  const days =
    !item.eventTo || item.eventTo === from
      ? formatDate(from, lang)
      : range(formatDate(from, lang), formatDate(item.eventTo, lang));
  const times = formatTimeRange(item.eventFromTime, item.eventToTime, lang);
  return times ? `${days}, ${times}` : days;
}

function ScheduleList({ item, now, timeZone }: Omit<ActivityDatesProps, 'timeslots'>) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const [all, setAll] = useState(false);
  const listId = useId();
  const upcoming = upcomingSchedule(item, now, timeZone);
  if (upcoming.length === 0) return null;
  const shown = all ? upcoming : upcoming.slice(0, SCHEDULE_PREVIEW);
  return (
    <>
      <h3 className="activity-box__subheading">{t('activity.upcomingDates')}</h3>
      <ul id={listId} className="activity-schedule">
        {shown.map((entry) => (
          <li key={`${entry.date}-${entry.from ?? ''}`}>
            <span>{formatDate(entry.date, lang)}</span>
            {(entry.from || entry.to) && (
              <span className="activity-schedule__time">
                {formatTimeRange(entry.from, entry.to, lang)}
              </span>
            )}
          </li>
        ))}
      </ul>
      {upcoming.length > SCHEDULE_PREVIEW && (
        <button
          type="button"
          className="ui-button ui-button--secondary activity-schedule__toggle"
          aria-expanded={all}
          aria-controls={listId}
          onClick={() => setAll((value) => !value)}
        >
          {all
            ? t('activity.showFewerDates')
            : t('activity.showAllDates', { count: upcoming.length })}
        </button>
      )}
    </>
  );
}
