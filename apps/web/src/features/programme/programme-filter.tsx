import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DATE_FILTER_CHOICES, type DateFilter } from './programme-events.ts';

export interface ProgrammeFilterProps {
  filter: DateFilter;
  /** Today in the project's zone ('YYYY-MM-DD'): the earliest date to pick. */
  today: string;
  onChange: (filter: DateFilter) => void;
}

/**
 * The date filter: all, today, tomorrow, this week (radio buttons) or a
 * picked date (a date field; clearing it shows all events again).
 */
export function ProgrammeFilter({ filter, today, onChange }: ProgrammeFilterProps) {
  const { t } = useTranslation();
  const name = useId();
  const dateId = useId();
  return (
    <div className="programme-filter">
      <fieldset className="programme-filter__choices">
        <legend className="programme-filter__legend">{t('programme.filterLegend')}</legend>
        {DATE_FILTER_CHOICES.map((kind) => (
          <label key={kind} className="programme-filter__choice">
            <input
              type="radio"
              name={name}
              value={kind}
              checked={filter.kind === kind}
              onChange={() => onChange({ kind })}
            />
            <span>{t(`programme.filter.${kind}`)}</span>
          </label>
        ))}
      </fieldset>
      <div className="programme-filter__date">
        <label htmlFor={dateId}>{t('programme.pickDate')}</label>
        <input
          id={dateId}
          type="date"
          min={today}
          value={filter.kind === 'date' ? filter.date : ''}
          onChange={(event) =>
            onChange(
              event.target.value ? { kind: 'date', date: event.target.value } : { kind: 'all' },
            )
          }
        />
      </div>
    </div>
  );
}
