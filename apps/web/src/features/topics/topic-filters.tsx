import type { TopicFilter } from '@hospes/domain';
import { useTranslation } from 'react-i18next';

export interface TopicFiltersProps {
  filters: readonly TopicFilter[];
  activeIds: readonly string[];
  onChange(activeIds: string[]): void;
}

/**
 * The topic's filters as toggle buttons (aria-pressed): each one narrows
 * the list to the items carrying its tag; "show all" clears them.
 */
export function TopicFilters({ filters, activeIds, onChange }: TopicFiltersProps) {
  const { t } = useTranslation();
  const toggle = (id: string) =>
    onChange(activeIds.includes(id) ? activeIds.filter((a) => a !== id) : [...activeIds, id]);
  return (
    <div className="topic-filters" role="group" aria-label={t('topics.filters')}>
      {filters.map((filter) => {
        const pressed = activeIds.includes(filter.id);
        return (
          <button
            key={filter.id}
            type="button"
            className="topic-chip"
            aria-pressed={pressed}
            onClick={() => toggle(filter.id)}
          >
            {filter.label}
          </button>
        );
      })}
      {activeIds.length > 0 && (
        <button type="button" className="topic-chip topic-chip--reset" onClick={() => onChange([])}>
          {t('topics.showAll')}
        </button>
      )}
    </div>
  );
}
