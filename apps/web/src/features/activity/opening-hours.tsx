import { formatTimeRange, type OpeningHours, weekdayName, zonedParts } from '@hospes/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { OpenState } from '../../lib/content/item-facts.ts';

/** Weekdays from Monday, as guests in the Alps read a week (0 = Sunday, spec §9). */
export const WEEK_FROM_MONDAY = [1, 2, 3, 4, 5, 6, 0] as const;

/** The slots of each weekday from Monday, sorted by start. */
export function hoursByWeekday(hours: readonly OpeningHours[]) {
  return WEEK_FROM_MONDAY.map((day) => ({
    day,
    slots: hours.filter((h) => h.day === day).sort((a, b) => a.from.localeCompare(b.from)),
  }));
}

export interface WeekTableProps {
  hours: readonly OpeningHours[];
  now: number;
  timeZone: string;
  labelledBy: string;
  /** Days without a slot: shown as "closed" (opening hours) or left out (timeslots). */
  emptyDays: 'closed' | 'hide';
}

/** A week as a table: one row per weekday, today marked (aria-current="date"). */
export function WeekTable({ hours, now, timeZone, labelledBy, emptyDays }: WeekTableProps) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const today = zonedParts(now, timeZone).weekday;
  const days = hoursByWeekday(hours).filter((d) => emptyDays === 'closed' || d.slots.length > 0);
  return (
    <table className="activity-week" aria-labelledby={labelledBy}>
      <tbody>
        {days.map(({ day, slots }) => (
          <tr
            key={day}
            className={day === today ? 'activity-week__today' : undefined}
            aria-current={day === today ? 'date' : undefined}
          >
            <th scope="row">
              {weekdayName(day, lang)}
              {day === today && (
                <span className="activity-week__today-label"> ({t('activity.today')})</span>
              )}
            </th>
            <td>
              {slots.length === 0
                ? t('activity.closedDay')
                : slots.map((s) => (
                    <span key={`${s.from}-${s.to}`} className="activity-week__slot">
                      {formatTimeRange(s.from, s.to, lang)}
                    </span>
                  ))}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export interface OpeningHoursSectionProps {
  hours: readonly OpeningHours[];
  state: OpenState;
  now: number;
  timeZone: string;
}

/** spec §2 activity detail: the opening hours by weekday with "open now" / "closed now". */
export function OpeningHoursSection({ hours, state, now, timeZone }: OpeningHoursSectionProps) {
  const { t } = useTranslation();
  const headingId = useId();
  if (hours.length === 0) return null;
  return (
    <section className="activity-box" aria-labelledby={headingId}>
      <div className="activity-box__head">
        <h2 id={headingId}>{t('activity.openingHours')}</h2>
        <OpenStateBadge state={state} />
      </div>
      <WeekTable
        hours={hours}
        now={now}
        timeZone={timeZone}
        labelledBy={headingId}
        emptyDays="closed"
      />
    </section>
  );
}

/** "Open now", "Closed now" or "Temporarily closed" as a badge; nothing when unknown. */
export function OpenStateBadge({ state }: { state: OpenState }) {
  const { t } = useTranslation();
  if (state === null) return null;
  const text = {
    open: t('activity.openNow'),
    closed: t('activity.closedNow'),
    'temporarily-closed': t('activity.temporarilyClosed'),
  }[state];
  return <p className={`activity-state activity-state--${state}`}>{text}</p>;
}
