// Finding a reservation: by number, a guest's name or the room, and/or the
// dates of the stay (a list for any range). The answer lists the stays with
// a link to each reservation.
import { ReservationSearchResultSchema } from '@hospes/domain';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Notice } from '../../components/ui/notice.tsx';
import { errorText } from '../../components/ui/query-state.tsx';
import { api } from '../../lib/api.ts';
import { staffKeys } from '../../lib/query-keys.ts';
import { useAccount } from '../../lib/session.ts';
import { StayTable } from '../../components/stays/stay-table.tsx';

interface Search {
  q: string;
  from: string;
  to: string;
}
const NONE: Search = { q: '', from: '', to: '' };

export function ReservationSearch() {
  const { t } = useTranslation();
  const { projectId } = useAccount();
  const [typed, setTyped] = useState<Search>(NONE);
  const [asked, setAsked] = useState<Search | null>(null);
  const [missing, setMissing] = useState(false);
  const params = asked
    ? new URLSearchParams(Object.entries(asked).filter(([, value]) => value !== '')).toString()
    : '';
  const found = useQuery({
    queryKey: staffKeys.reservationSearch(projectId, params),
    queryFn: () => api(`/staff/${projectId}/reservations?${params}`, ReservationSearchResultSchema),
    enabled: asked !== null,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const search = { q: typed.q.trim(), from: typed.from, to: typed.to };
    const nothing = !search.q && !search.from && !search.to;
    setMissing(nothing);
    setAsked(nothing ? null : search);
  };
  const field = (key: keyof Search) => ({
    value: typed[key],
    onChange: (e: { target: { value: string } }) => setTyped({ ...typed, [key]: e.target.value }),
  });
  return (
    <section className="card stack" aria-labelledby="search-title">
      <h2 id="search-title">{t('search.title')}</h2>
      <form className="search-form" role="search" onSubmit={submit} noValidate>
        <label className="field">
          <span>{t('search.text')}</span>
          <input
            type="search"
            maxLength={100}
            aria-invalid={missing || undefined}
            aria-describedby={missing ? 'search-missing' : undefined}
            {...field('q')}
          />
        </label>
        <label className="field">
          <span>{t('search.from')}</span>
          <input type="date" {...field('from')} />
        </label>
        <label className="field">
          <span>{t('search.to')}</span>
          <input type="date" min={typed.from || undefined} {...field('to')} />
        </label>
        <button type="submit" className="button button--primary">
          {t('search.submit')}
        </button>
      </form>
      {missing && (
        <p id="search-missing" className="field__error" role="alert">
          {t('search.missing')}
        </p>
      )}
      {found.error && <Notice kind="error">{errorText(found.error, t)}</Notice>}
      {found.data && (
        <>
          {found.data.limited && <Notice kind="info">{t('search.limited')}</Notice>}
          <StayTable
            id="search-results"
            title={t('search.results')}
            stays={found.data.stays}
            empty={t('search.none')}
          />
        </>
      )}
    </section>
  );
}
