import { formatDate } from '@hospes/domain';
import { useTranslation } from 'react-i18next';
import { useActiveLanguage } from '../../i18n/language-store.ts';

interface PlanDaySelectorProps {
  days: readonly string[];
  selected: string;
  onSelect: (day: string) => void;
  today: string;
  arrival: string | null;
  departure: string | null;
  /** Entries per day (days without entries are left out). */
  counts: ReadonlyMap<string, number>;
}

/**
 * spec §2 "my plan with day selector": one button per day of the stay (and
 * of any other day with entries); the chosen one is pressed. Today, arrival
 * and departure are named; the number of entries is shown on each day.
 */
export function PlanDaySelector(props: PlanDaySelectorProps) {
  const { days, selected, onSelect, today, arrival, departure, counts } = props;
  const { t } = useTranslation();
  const lang = useActiveLanguage((state) => state.lang);
  const noteOf = (day: string) =>
    day === today
      ? t('plan.today')
      : day === arrival
        ? t('plan.arrival')
        : day === departure
          ? t('plan.departure')
          : null;
  return (
    <div className="plan-days" role="group" aria-label={t('plan.days')}>
      <ul className="plan-days__list">
        {days.map((day) => {
          const note = noteOf(day);
          const count = counts.get(day) ?? 0;
          return (
            <li key={day}>
              <button
                type="button"
                className="plan-days__day"
                aria-pressed={day === selected}
                onClick={() => onSelect(day)}
              >
                <span className="plan-days__date">{formatDate(day, lang, 'weekdayNoYear')}</span>
                {/* The space keeps date and note apart in the button's accessible name. */}
                {note && (
                  <>
                    {' '}
                    <span className="plan-days__note">{note}</span>
                  </>
                )}
                {count > 0 && (
                  <span className="plan-days__count" aria-hidden="true">
                    {count}
                  </span>
                )}
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
