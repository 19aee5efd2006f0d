import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SearchResult } from './search-handler.ts';
import { groupHitsByTopic, type SearchGroup } from './search-groups.ts';

export interface SearchResultsProps {
  result: SearchResult;
  topics: readonly { id: string; title: string }[];
}

/** The hits grouped by topic: a heading with the count per topic, then its items. */
export function SearchResults({ result, topics }: SearchResultsProps) {
  const { t } = useTranslation();
  const groups = useMemo(() => groupHitsByTopic(result, topics), [result, topics]);
  return (
    <div className="search-results">
      {groups.map((group) => (
        <SearchResultGroup key={group.topicId} group={group} />
      ))}
      {result.total > result.hits.length && (
        <p className="search-results__more">
          {t('search.showingBest', { shown: result.hits.length, total: result.total })}
        </p>
      )}
    </div>
  );
}

function SearchResultGroup({ group }: { group: SearchGroup }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section className="search-group" aria-labelledby={headingId}>
      <h2 id={headingId} className="search-group__title">
        <span>{group.title}</span>
        <span className="search-group__count">
          {t('search.resultCount', { count: group.total })}
        </span>
      </h2>
      <ul className="search-group__list">
        {group.hits.map((hit) => (
          <li key={hit.key}>
            <Link className="search-hit" to={`/activity/${encodeURIComponent(hit.itemId)}`}>
              <span className="search-hit__title">{hit.title}</span>
              {hit.snippet && <span className="search-hit__snippet">{hit.snippet}</span>}
              {hit.locality && <span className="search-hit__place">{hit.locality}</span>}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
