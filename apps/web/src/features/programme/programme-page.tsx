import { addDays, DEFAULT_TIMEZONE, formatDate, zonedDate } from '@hospes/domain';
import { useMemo } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { useProjectModel } from '../../lib/model/model-context.tsx';
import { ProgrammeFilter } from './programme-filter.tsx';
import { ProgrammeList } from './programme-list.tsx';
import {
  dateFilterFromParam,
  dateFilterToParam,
  groupByDate,
  programmeEntries,
  programmeEvents,
  type DateFilter,
} from './programme-events.ts';
import { useNow } from '../../hooks/use-now.ts';
import { useUrlText } from '../../components/ui/use-url-text.ts';
import './programme.css';

/**
 * spec §2 `/programme/:programmeId?`: the events of one programme topic, or
 * of all topics, valid ones only (spec §5), sorted by date, with a date
 * filter. "Today" is the project's today (`_meta.timezone`).
 */
export function ProgrammePage() {
  const { t, i18n } = useTranslation();
  const model = useProjectModel();
  const { programmeId } = useParams();
  const [params, setParams] = useSearchParams();
  const now = useNow();
  const timeZone = model._meta.timezone ?? DEFAULT_TIMEZONE;
  const [when, setWhen] = useUrlText(params.get('when') ?? '', (value) =>
    setParams(value ? { when: value } : {}, { replace: true, preventScrollReset: true }),
  );
  const filter = useMemo(() => dateFilterFromParam(when), [when]);
  const events = useMemo(
    () => programmeEvents(model.discover.topics, programmeId),
    [model, programmeId],
  );
  const days = useMemo(
    () => groupByDate(events ? programmeEntries(events, filter, now, timeZone) : []),
    [events, filter, now, timeZone],
  );

  if (!events) {
    return (
      <section className="page programme-page">
        <h1>{t('menu.programme')}</h1>
        <p>{t('errors.notFound')}</p>
        <p>
          <Link to="/programme">{t('programme.allEvents')}</Link>
        </p>
      </section>
    );
  }

  const topic = programmeId
    ? model.discover.topics.find((candidate) => candidate.id === programmeId)
    : undefined;
  const today = zonedDate(now, timeZone);
  const count = days.reduce((n, day) => n + day.entries.length, 0);
  return (
    <section className="page programme-page">
      <h1>{topic?.title ?? t('menu.programme')}</h1>
      {topic?.description && <p className="programme-page__intro">{topic.description}</p>}
      <ProgrammeFilter
        filter={filter}
        today={today}
        onChange={(next: DateFilter) => setWhen(dateFilterToParam(next))}
      />
      <p className="programme-page__count" role="status" aria-live="polite" aria-atomic="true">
        {count > 0 ? t('programme.eventCount', { count }) : ''}
      </p>
      {count === 0 ? (
        <p className="programme-page__empty">{emptyText(filter, t, i18n.language)}</p>
      ) : (
        <ProgrammeList days={days} today={today} tomorrow={addDays(today, 1)} />
      )}
    </section>
  );
}

/** spec §8: the empty state of the programme, per filter. */
function emptyText(filter: DateFilter, t: TFunction, lang: string): string {
  switch (filter.kind) {
    case 'all':
      return t('programme.empty.all');
    case 'today':
      return t('programme.empty.today');
    case 'tomorrow':
      return t('programme.empty.tomorrow');
    case 'week':
      return t('programme.empty.week');
    case 'date':
      return t('programme.empty.date', { date: formatDate(filter.date, lang, 'full') });
  }
}
