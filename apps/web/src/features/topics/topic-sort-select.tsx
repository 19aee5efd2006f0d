import type { TopicSort } from '@hospes/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

export interface TopicSortSelectProps {
  value: TopicSort;
  options: readonly TopicSort[];
  onChange(sort: TopicSort): void;
}

/** The labelled select of the list's order (spec §2: alphabet, distance or date). */
export function TopicSortSelect({ value, options, onChange }: TopicSortSelectProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="topic-sort">
      <label htmlFor={id}>{t('topics.sortBy')}</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value as TopicSort)}>
        {options.map((sort) => (
          <option key={sort} value={sort}>
            {t(`topics.sort.${sort}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
