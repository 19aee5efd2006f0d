import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useProjectModel } from '../../lib/model/model-context.tsx';
import '../../components/ui/button.css';
import './not-found.css';

/**
 * spec §2 "*" / §8 404: the not-found text with a link to the start page —
 * and a way on: the search (it opens with what the guest typed) and the
 * project's topics.
 */
export function NotFoundPage() {
  const { t } = useTranslation();
  const model = useProjectModel();
  const navigate = useNavigate();
  const inputId = useId();
  const [query, setQuery] = useState('');
  const topics = model.discover.topics.slice(0, 8);
  const search = (event: FormEvent) => {
    event.preventDefault();
    void navigate(`/search?q=${encodeURIComponent(query.trim())}`);
  };
  return (
    <section className="page not-found">
      <h1 className="not-found__text">{t('errors.notFound')}</h1>
      <p>
        <Link to="/">{t('errors.backHome')}</Link>
      </p>
      <p>{t('errors.notFoundHelp')}</p>
      <form className="not-found__search" role="search" onSubmit={search}>
        <label htmlFor={inputId}>{t('menu.search')}</label>
        <input
          id={inputId}
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
        <button type="submit" className="ui-button ui-button--primary">
          {t('menu.search')}
        </button>
      </form>
      {topics.length > 0 && (
        <ul className="not-found__topics">
          {topics.map((topic) => (
            <li key={topic.id}>
              <Link to={`/topic/${encodeURIComponent(topic.id)}`}>{topic.title}</Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
