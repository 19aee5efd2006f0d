import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import '../../components/ui/visually-hidden.css';
import type { SearchResult } from './search-handler.ts';

/** How long the count must stay the same before it is announced (not every keystroke). */
const ANNOUNCE_DELAY_MS = 600;

export interface SearchStatusProps {
  result: SearchResult | null;
  pending: boolean;
}

/**
 * The number of results, shown and announced by screen readers (an
 * aria-live region). The announcement waits until typing pauses.
 */
export function SearchStatus({ result, pending }: SearchStatusProps) {
  const { t } = useTranslation();
  const text = result && !pending ? t('search.resultCount', { count: result.total }) : '';
  const [announced, setAnnounced] = useState(text);

  useEffect(() => {
    // A timer is outside React: the live region changes once typing pauses.
    const timer = setTimeout(() => setAnnounced(text), ANNOUNCE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);

  return (
    <>
      <p className="search-page__count" aria-hidden="true">
        {result && result.total > 0 ? t('search.resultCount', { count: result.total }) : ''}
      </p>
      <p className="visually-hidden" role="status" aria-live="polite" aria-atomic="true">
        {announced}
      </p>
    </>
  );
}
