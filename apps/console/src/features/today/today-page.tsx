// Where the console opens: today at a glance — what waits for the staff on
// each screen (marked when it waits longer than the project's threshold)
// and the front desk's arrivals and departures of the day.
import { COUNTER_KINDS, FrontDeskDaySchema } from '@hospes/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Page } from '../../components/ui/page.tsx';
import { QueryState } from '../../components/ui/query-state.tsx';
import { api } from '../../lib/api.ts';
import { formatDay } from '../../lib/format.ts';
import { staffKeys } from '../../lib/query-keys.ts';
import { useAccount } from '../../lib/session.ts';
import { COUNTER_SCREENS, useCounters, useMinuteClock, waitingWords } from '../../lib/waiting.ts';
import { StayTable } from '../../components/stays/stay-table.tsx';

export function TodayPage() {
  const { t } = useTranslation();
  const { projectId } = useAccount();
  const day = useQuery({
    queryKey: staffKeys.frontDesk.day(projectId, ''),
    queryFn: () => api(`/staff/${projectId}/front-desk`, FrontDeskDaySchema),
    refetchInterval: 60_000,
  });
  return (
    <Page title={t('today.title')}>
      <div className="stack">
        {day.data && <p className="muted">{formatDay(day.data.date)}</p>}
        <Waiting />
        {!day.data ? (
          <QueryState error={day.error} onRetry={() => void day.refetch()} />
        ) : (
          <>
            <StayTable id="today-arrivals" title={t('today.arrivals')} stays={day.data.arrivals} />
            <StayTable
              id="today-departures"
              title={t('today.departures')}
              stays={day.data.departures}
            />
            <p>
              {t('today.inHouse', { count: day.data.inHouse.length })} ·{' '}
              <Link to="/front-desk">{t('today.allDesk')}</Link>
            </p>
          </>
        )}
      </div>
    </Page>
  );
}

/** Each screen with what waits there: "Requests: 3 new, Waiting longer than 10 min". */
function Waiting() {
  const { t } = useTranslation();
  const counters = useCounters();
  const now = useMinuteClock();
  return (
    <section className="card" aria-labelledby="today-waiting">
      <h2 id="today-waiting">{t('today.waiting')}</h2>
      {!counters.data ? (
        <QueryState error={counters.error} onRetry={() => void counters.refetch()} />
      ) : (
        <ul className="waiting-list">
          {COUNTER_KINDS.map((kind) => {
            const item = COUNTER_SCREENS[kind];
            const waiting = waitingWords(kind, counters.data, now, t);
            return (
              <li
                key={kind}
                className={
                  waiting?.escalated
                    ? 'waiting-list__item waiting-list__item--escalated'
                    : 'waiting-list__item'
                }
              >
                <Link to={item.path}>{t(item.label)}</Link>
                <span className={waiting ? 'waiting-list__count' : 'muted'}>
                  {waiting ? waiting.words : t('today.none')}
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
