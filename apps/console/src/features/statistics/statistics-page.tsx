// Statistics (admins): page views per day as a chart with its numbers,
// top pages, languages and devices, app installs and the online check-in
// rate, for a date range (default: the last 30 days).
import { addDays, StatsReportSchema } from '@hospes/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BarList } from '../../components/charts/bar-list.tsx';
import { ColumnChart } from '../../components/charts/column-chart.tsx';
import { Page } from '../../components/ui/page.tsx';
import { QueryState } from '../../components/ui/query-state.tsx';
import { TableWrap } from '../../components/ui/table-wrap.tsx';
import { api } from '../../lib/api.ts';
import { formatDay, projectToday } from '../../lib/format.ts';
import { useAccount } from '../../lib/session.ts';
import { staffKeys } from '../../lib/query-keys.ts';

const today = () => projectToday();

export function StatisticsPage() {
  const { t } = useTranslation();
  const { projectId } = useAccount();
  const [to, setTo] = useState(today);
  const [from, setFrom] = useState(() => addDays(today(), -29));
  const report = useQuery({
    queryKey: staffKeys.statistics(projectId, from, to),
    queryFn: () => api(`/staff/${projectId}/statistics?from=${from}&to=${to}`, StatsReportSchema),
    enabled: from !== '' && to !== '',
  });
  const data = report.data;
  const percent = (rate: number | null) => (rate === null ? '—' : `${Math.round(rate * 100)} %`);
  return (
    <Page
      title={t('statistics.title')}
      actions={
        <div className="range">
          <label className="inline-field">
            <span>{t('statistics.from')}</span>
            <input type="date" value={from} max={to} onChange={(e) => setFrom(e.target.value)} />
          </label>
          <label className="inline-field">
            <span>{t('statistics.to')}</span>
            <input type="date" value={to} min={from} onChange={(e) => setTo(e.target.value)} />
          </label>
        </div>
      }
    >
      <p className="muted">{t('statistics.privacy')}</p>
      {!data ? (
        <QueryState error={report.error} onRetry={() => void report.refetch()} />
      ) : (
        <div className="stack">
          <div className="kpis">
            <div className="card kpi">
              <span className="kpi__value">{data.pageViews}</span>
              <span className="kpi__label">{t('statistics.pageViews')}</span>
            </div>
            <div className="card kpi">
              <span className="kpi__value">{data.installs}</span>
              <span className="kpi__label">{t('statistics.installs')}</span>
            </div>
            <div className="card kpi">
              <span className="kpi__value">{percent(data.checkins.rate)}</span>
              <span className="kpi__label">
                {t('statistics.checkinRate', {
                  online: data.checkins.online,
                  arrivals: data.checkins.arrivals,
                })}
              </span>
            </div>
          </div>
          <section className="card" aria-labelledby="views-per-day">
            <h2 id="views-per-day">{t('statistics.perDay')}</h2>
            <ColumnChart
              summary={t('statistics.chartSummary', {
                total: data.pageViews,
                from: formatDay(data.from),
                to: formatDay(data.to),
              })}
              valueLabel={t('statistics.pageViews')}
              columns={data.days.map((d) => ({
                label: formatDay(d.date),
                tick: d.date.slice(8, 10),
                value: d.views,
              }))}
            />
            <details>
              <summary>{t('statistics.asTable')}</summary>
              <TableWrap label={t('statistics.perDay')}>
                <table>
                  <thead>
                    <tr>
                      <th scope="col">{t('statistics.day')}</th>
                      <th scope="col">{t('statistics.pageViews')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.days.map((d) => (
                      <tr key={d.date}>
                        <th scope="row">{formatDay(d.date)}</th>
                        <td>{d.views}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </TableWrap>
            </details>
          </section>
          <div className="columns">
            <section className="card" aria-labelledby="top-pages">
              <h2 id="top-pages">{t('statistics.topPages')}</h2>
              {data.topPages.length === 0 ? (
                <p className="muted">{t('statistics.none')}</p>
              ) : (
                <BarList
                  label={t('statistics.topPages')}
                  bars={data.topPages.map((p) => ({
                    key: p.path,
                    label: p.path,
                    value: p.views,
                  }))}
                />
              )}
            </section>
            <section className="card" aria-labelledby="languages">
              <h2 id="languages">{t('statistics.languages')}</h2>
              {data.languages.length === 0 ? (
                <p className="muted">{t('statistics.none')}</p>
              ) : (
                <BarList
                  label={t('statistics.languages')}
                  bars={data.languages.map((l) => ({
                    key: l.lang,
                    label: l.lang.toUpperCase(),
                    value: l.views,
                  }))}
                />
              )}
            </section>
            <section className="card" aria-labelledby="devices">
              <h2 id="devices">{t('statistics.devices')}</h2>
              {data.devices.length === 0 ? (
                <p className="muted">{t('statistics.none')}</p>
              ) : (
                <BarList
                  label={t('statistics.devices')}
                  bars={data.devices.map((d) => ({
                    key: d.device,
                    label: t(deviceLabel(d.device)),
                    value: d.views,
                  }))}
                />
              )}
            </section>
          </div>
        </div>
      )}
    </Page>
  );
}

const DEVICES = ['phone', 'tablet', 'desktop'] as const;

/** The label of a device class the statistics report; an unknown one reads "Unknown". */
function deviceLabel(device: string) {
  const known = DEVICES.find((d) => d === device);
  return `statistics.device.${known ?? 'unknown'}` as const;
}
