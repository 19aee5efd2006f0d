// A reservation's timeline on its page: what its guests asked, booked,
// ordered and wrote, and the staff's answers, newest first — each a step
// away from the screen where it is handled.
import { ReservationTimelineSchema, type TimelineEntry } from '@hospes/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryState } from '../../components/ui/query-state.tsx';
import { api } from '../../lib/api.ts';
import { formatDateTime, formatMoney } from '../../lib/format.ts';
import { staffKeys } from '../../lib/query-keys.ts';
import { useAccount } from '../../lib/session.ts';

/** First this many; "older entries" asks for the most the server gives. */
const FIRST = 30;
const ALL = 200;

export function ReservationTimeline({ reservationId }: { reservationId: string }) {
  const { t } = useTranslation();
  const { projectId } = useAccount();
  const [limit, setLimit] = useState(FIRST);
  const timeline = useQuery({
    queryKey: staffKeys.reservationTimeline(projectId, reservationId, limit),
    queryFn: () =>
      api(
        `/staff/${projectId}/reservations/${encodeURIComponent(reservationId)}/timeline?limit=${limit}`,
        ReservationTimelineSchema,
      ),
  });
  return (
    <section className="card" aria-labelledby="timeline">
      <h2 id="timeline">{t('timeline.title')}</h2>
      {!timeline.data ? (
        <QueryState error={timeline.error} onRetry={() => void timeline.refetch()} />
      ) : timeline.data.entries.length === 0 ? (
        <p className="empty">{t('timeline.empty')}</p>
      ) : (
        <>
          <ol className="timeline">
            {timeline.data.entries.map((entry, i) => (
              <li
                key={`${entry.kind}:${entry.at}:${i}`}
                className={`timeline__entry timeline__entry--${entry.kind}`}
              >
                <time dateTime={entry.at} className="timeline__at">
                  {formatDateTime(entry.at)}
                </time>
                <EntryText entry={entry} />
              </li>
            ))}
          </ol>
          {timeline.data.more && limit < ALL && (
            <button type="button" className="button" onClick={() => setLimit(ALL)}>
              {t('timeline.more')}
            </button>
          )}
        </>
      )}
    </section>
  );
}

function EntryText({ entry }: { entry: TimelineEntry }) {
  const { t, i18n } = useTranslation();
  const status = (section: 'requests' | 'programme', value: string | null) => {
    const key = `${section}.statuses.${value ?? ''}`;
    return value && i18n.exists(key) ? t(key as 'requests.statuses.sent') : value;
  };
  const amount =
    entry.amountMinor !== null && entry.currency
      ? formatMoney(entry.amountMinor, entry.currency)
      : null;
  switch (entry.kind) {
    case 'request':
      return (
        <span>
          <Link to="/requests">{t('timeline.request')}</Link>: {entry.title} ·{' '}
          {status('requests', entry.status)}
        </span>
      );
    case 'booking':
      return (
        <span>
          <Link to="/programme">{t('timeline.booking')}</Link>: {entry.title}
          {entry.startAt &&
            ` · ${t('timeline.starts', { at: formatDateTime(entry.startAt) })}`} ·{' '}
          {status('programme', entry.status)}
          {amount && ` · ${amount}`}
        </span>
      );
    case 'order': {
      const key = `orders.columns.${entry.status ?? ''}`;
      return (
        <span>
          <Link to="/orders">{t('timeline.order', { number: entry.title })}</Link> ·{' '}
          {i18n.exists(key) ? t(key as 'orders.columns.placed') : entry.status}
          {amount && ` · ${amount}`}
        </span>
      );
    }
    case 'message':
      return (
        <span>
          <strong>
            {entry.from === 'staff' ? t('timeline.fromStaff') : t('timeline.fromGuest')}
          </strong>
          : <q>{entry.text}</q>{' '}
          <Link to={`/conversations/${encodeURIComponent(entry.userId)}`}>
            {t('timeline.open')}
          </Link>
        </span>
      );
  }
}
