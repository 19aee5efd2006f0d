import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useProjectModel } from '../../lib/model/model-context.tsx';
import { Icon } from '../../components/ui/icon.tsx';
import '../../components/ui/button.css';
import '../../components/ui/visually-hidden.css';
import {
  directoryEntries,
  filterEntries,
  findDirectoryTopic,
  groupByLetter,
} from './directory-index.ts';
import { DirectoryEntryView } from './directory-entry.tsx';
import { DirectoryLetters } from './directory-letters.tsx';
import { htmlToText } from './html-text.ts';
import { useUrlText } from '../../components/ui/use-url-text.ts';
import './directory.css';

/**
 * spec §2 `/directory/:searchTerm?`: the guest directory (ABC) with keyword
 * search. The search term is part of the address, so `/directory/WLAN`
 * opens the directory filtered by "WLAN".
 */
export function DirectoryPage() {
  const { t } = useTranslation();
  const model = useProjectModel();
  // Sorting and letters follow the language of the content.
  const lang = model._meta.lang;
  const navigate = useNavigate();
  const { searchTerm = '' } = useParams();
  const inputId = useId();
  const groupIdPrefix = useId();
  const topic = findDirectoryTopic(model.discover.topics);
  const [term, setTerm] = useUrlText(searchTerm, (value) =>
    navigate(value.trim() ? `/directory/${encodeURIComponent(value)}` : '/directory', {
      replace: true,
      preventScrollReset: true,
    }),
  );
  // The guest's own open/close choices; a single match opens by itself.
  const [toggled, setToggled] = useState<ReadonlyMap<string, boolean>>(new Map());

  const entries = useMemo(
    () => directoryEntries(topic?.items ?? [], lang, htmlToText),
    [topic, lang],
  );
  const matches = useMemo(() => filterEntries(entries, term, lang), [entries, term, lang]);
  const groups = useMemo(() => groupByLetter(matches, lang), [matches, lang]);
  const filtering = term.trim() !== '';
  const single = filtering && matches.length === 1 ? matches[0]!.item.id : null;

  const groupId = (index: number) => `${groupIdPrefix}-letter-${index}`;
  const jumpTo = (letter: string) => {
    const heading = document.getElementById(groupId(groups.findIndex((g) => g.letter === letter)));
    if (!heading) return;
    const smooth = !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    heading.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'start' });
    heading.focus({ preventScroll: true });
  };

  if (!topic || entries.length === 0) {
    return (
      <section className="page directory-page">
        <h1>{t('menu.directory')}</h1>
        <p className="directory-page__empty">{t('directory.none')}</p>
      </section>
    );
  }

  return (
    <section className="page directory-page">
      <h1>{topic.title}</h1>
      {topic.description && <p className="directory-page__intro">{topic.description}</p>}
      <form role="search" className="directory-page__form" onSubmit={(e) => e.preventDefault()}>
        <label htmlFor={inputId} className="directory-page__label">
          {t('directory.searchLabel')}
        </label>
        <div className="directory-page__field">
          <Icon name="search" />
          <input
            id={inputId}
            type="search"
            className="directory-page__input"
            value={term}
            onChange={(event) => setTerm(event.target.value)}
            placeholder={t('directory.searchPlaceholder')}
            autoComplete="off"
            enterKeyHint="search"
            spellCheck={false}
          />
        </div>
      </form>
      <p className="directory-page__count" role="status" aria-live="polite" aria-atomic="true">
        {filtering ? t('directory.matchCount', { count: matches.length }) : ''}
      </p>
      <DirectoryLetters groups={groups} onSelect={jumpTo} />
      {matches.length === 0 && (
        <div className="directory-page__empty">
          <p>{t('directory.noMatches', { term: term.trim() })}</p>
          <button
            type="button"
            className="ui-button ui-button--secondary"
            onClick={() => setTerm('')}
          >
            {t('directory.showAll')}
          </button>
        </div>
      )}
      {groups.map(
        (group, index) =>
          group.entries.length > 0 && (
            <section
              key={group.letter}
              className="directory-group"
              aria-labelledby={groupId(index)}
            >
              <h2 id={groupId(index)} className="directory-group__letter" tabIndex={-1}>
                {group.letter}
              </h2>
              <ul className="directory-group__list">
                {group.entries.map(({ item }) => (
                  <DirectoryEntryView
                    key={item.id}
                    item={item}
                    open={toggled.get(item.id) ?? item.id === single}
                    onToggle={() =>
                      setToggled((previous) =>
                        new Map(previous).set(
                          item.id,
                          !(previous.get(item.id) ?? item.id === single),
                        ),
                      )
                    }
                  />
                ))}
              </ul>
            </section>
          ),
      )}
    </section>
  );
}
