// Guest-service requests of the period: how many came, how many the staff
// decided and how fast (median and average minutes), and per form.
import type { StatsReport } from '@hospes/domain';
import { useTranslation } from 'react-i18next';
import { BarList } from '../../components/charts/bar-list.tsx';

export function RequestsSection({ requests }: { requests: StatsReport['requests'] }) {
  const { t } = useTranslation();
  const minutes = (value: number | null) =>
    value === null ? '—' : t('statistics.minutes', { count: value });
  return (
    <section className="card" aria-labelledby="stats-requests">
      <h2 id="stats-requests">{t('statistics.requests')}</h2>
      {requests.received === 0 ? (
        <p className="muted">{t('statistics.noRequests')}</p>
      ) : (
        <>
          <dl className="facts">
            <dt>{t('statistics.received')}</dt>
            <dd>{requests.received}</dd>
            <dt>{t('statistics.answered')}</dt>
            <dd>{requests.answered}</dd>
            <dt>{t('statistics.median')}</dt>
            <dd>{minutes(requests.medianMinutes)}</dd>
            <dt>{t('statistics.average')}</dt>
            <dd>{minutes(requests.averageMinutes)}</dd>
          </dl>
          <h3>{t('statistics.perForm')}</h3>
          <BarList
            label={t('statistics.perForm')}
            bars={requests.forms.map((f) => ({ key: f.subject, label: f.subject, value: f.count }))}
          />
        </>
      )}
    </section>
  );
}
