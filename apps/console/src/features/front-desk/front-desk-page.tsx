// The front desk's day: arrivals, departures and guests in house, with
// room, persons, the online check-in and the open amount (from the PMS).
import { FrontDeskDaySchema, type FrontDeskStay } from '@hospes/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Page } from '../../components/ui/page.tsx';
import { QueryState } from '../../components/ui/query-state.tsx';
import { TableWrap } from '../../components/ui/table-wrap.tsx';
import { api } from '../../lib/api.ts';
import { formatDateTime, formatDay, formatMoney } from '../../lib/format.ts';
import { useAccount } from '../../lib/session.ts';
import { ReservationEntry } from './reservation-entry.tsx';
import { staffKeys } from '../../lib/query-keys.ts';

function StayTable({ id, title, stays }: { id: string; title: string; stays: FrontDeskStay[] }) {
  const { t } = useTranslation();
  return (
    <section className="card" aria-labelledby={id}>
      <h2 id={id}>
        {title} <span className="count">{stays.length}</span>
      </h2>
      {stays.length === 0 ? (
        <p className="empty">{t('frontDesk.empty')}</p>
      ) : (
        <TableWrap label={title}>
          <table>
            <thead>
              <tr>
                <th scope="col">{t('frontDesk.guest')}</th>
                <th scope="col">{t('frontDesk.reservation')}</th>
                <th scope="col">{t('frontDesk.room')}</th>
                <th scope="col">{t('frontDesk.stay')}</th>
                <th scope="col">{t('frontDesk.persons')}</th>
                <th scope="col">{t('frontDesk.checkin')}</th>
                <th scope="col">{t('frontDesk.open')}</th>
              </tr>
            </thead>
            <tbody>
              {stays.map((s) => (
                <tr key={s.roomStayId}>
                  <th scope="row">
                    <Link to={`/front-desk/${encodeURIComponent(s.reservationId)}`}>
                      {s.guestName}
                    </Link>
                  </th>
                  <td>{s.number}</td>
                  <td>{s.roomNumber ?? '—'}</td>
                  <td>
                    {formatDay(s.arrival)} – {formatDay(s.departure)}
                  </td>
                  <td>
                    {t('frontDesk.adults', { count: s.adults })}
                    {s.children > 0 && `, ${t('frontDesk.children', { count: s.children })}`}
                  </td>
                  <td>
                    {s.checkinFinishedAt
                      ? t('frontDesk.done', { at: formatDateTime(s.checkinFinishedAt) })
                      : t('frontDesk.notDone')}
                  </td>
                  <td>{formatMoney(s.openMinor, s.currency)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableWrap>
      )}
    </section>
  );
}

export function FrontDeskPage() {
  const { t } = useTranslation();
  const { projectId } = useAccount();
  const [date, setDate] = useState('');
  const day = useQuery({
    queryKey: staffKeys.frontDesk.day(projectId, date),
    queryFn: () =>
      api(`/staff/${projectId}/front-desk${date ? `?date=${date}` : ''}`, FrontDeskDaySchema),
    refetchInterval: 60_000,
  });
  return (
    <Page
      title={t('frontDesk.title')}
      actions={
        <label className="inline-field">
          <span>{t('frontDesk.date')}</span>
          <input
            type="date"
            value={date || day.data?.date || ''}
            onChange={(e) => setDate(e.target.value)}
          />
        </label>
      }
    >
      {!day.data ? (
        <QueryState error={day.error} onRetry={() => void day.refetch()} />
      ) : (
        <div className="stack">
          <StayTable id="arrivals" title={t('frontDesk.arrivals')} stays={day.data.arrivals} />
          <StayTable
            id="departures"
            title={t('frontDesk.departures')}
            stays={day.data.departures}
          />
          <StayTable id="in-house" title={t('frontDesk.inHouse')} stays={day.data.inHouse} />
          <ReservationEntry />
        </div>
      )}
    </Page>
  );
}
