import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Icon } from '../../components/ui/icon.tsx';
import { useProjectModel } from '../../lib/model/model-context.tsx';
import { SearchNoResults } from './search-no-results.tsx';
import { SearchResults } from './search-results.tsx';
import { SearchStatus } from './search-status.tsx';
import { useSearch } from './use-search.ts';
import { useUrlText } from '../../components/ui/use-url-text.ts';
import './search.css';

/**
 * spec §2 /search: searches every content item of the active language
 * (title, description, address, tags), fuzzy and by prefix, results grouped
 * by topic. The query lives in the address (`?q=`).
 */
export function SearchPage() {
  const { t } = useTranslation();
  const model = useProjectModel();
  const inputId = useId();
  const [params, setParams] = useSearchParams();
  const [query, setQuery] = useUrlText(params.get('q') ?? '', (value) =>
    setParams(value ? { q: value } : {}, { replace: true, preventScrollReset: true }),
  );
  const { result, pending, searchable } = useSearch(query);
  const shown = searchable ? result : null;

  return (
    <section className="page search-page">
      <h1>{t('menu.search')}</h1>
      <form role="search" className="search-page__form" onSubmit={(e) => e.preventDefault()}>
        <label htmlFor={inputId} className="search-page__label">
          {t('search.label')}
        </label>
        <div className="search-page__field">
          <Icon name="search" />
          <input
            id={inputId}
            type="search"
            className="search-page__input"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder={t('search.placeholder')}
            autoComplete="off"
            enterKeyHint="search"
            spellCheck={false}
          />
          {pending && <span className="search-page__busy" aria-hidden="true" />}
        </div>
      </form>
      <SearchStatus result={shown} pending={pending} />
      {!searchable && <p className="search-page__empty">{t('search.intro')}</p>}
      {shown && shown.total === 0 && !pending && <SearchNoResults query={shown.query.trim()} />}
      {shown && shown.total > 0 && <SearchResults result={shown} topics={model.discover.topics} />}
    </section>
  );
}
