// The front desk's day: arrivals, departures and guests in house, with
// room, persons, the online check-in and the open amount (from the PMS);
// a search over every reservation; entering reservations (built-in PMS), or
// what a remote PMS has not taken yet.
import { FrontDeskDaySchema } from '@hospes/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '../../components/ui/page.tsx';
import { QueryState } from '../../components/ui/query-state.tsx';
import { api } from '../../lib/api.ts';
import { useAccount } from '../../lib/session.ts';
import { ReservationEntry } from './reservation-entry.tsx';
import { ReservationSearch } from './reservation-search.tsx';
import { WriteBacks } from './write-backs.tsx';
import { StayTable } from '../../components/stays/stay-table.tsx';
import { staffKeys } from '../../lib/query-keys.ts';

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
          <ReservationSearch />
          <StayTable id="arrivals" title={t('frontDesk.arrivals')} stays={day.data.arrivals} />
          <StayTable
            id="departures"
            title={t('frontDesk.departures')}
            stays={day.data.departures}
          />
          <StayTable id="in-house" title={t('frontDesk.inHouse')} stays={day.data.inHouse} />
          {day.data.entersReservations ? (
            <ReservationEntry />
          ) : (
            <>
              <WriteBacks />
              <p className="muted">{t('frontDesk.fromPms')}</p>
            </>
          )}
        </div>
      )}
    </Page>
  );
}
