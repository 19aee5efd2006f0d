// Statistics (admins): page views per day as a chart with its numbers,
// top pages by their titles, languages and devices, app installs, the
// online check-in rate, sales of shop and bookings, and guest requests with
// the staff's response times, for a date range (default: the last 30 days),
// with everything as one CSV file.
import { addDays, StatsReportSchema, type StatsReport } from '@hospes/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BarList } from '../../components/charts/bar-list.tsx';
import { ColumnChart } from '../../components/charts/column-chart.tsx';
import { FeedbackReport } from '../../components/journey/feedback-report.tsx';
import { Page } from '../../components/ui/page.tsx';
import { QueryState } from '../../components/ui/query-state.tsx';
import { TableWrap } from '../../components/ui/table-wrap.tsx';
import { api } from '../../lib/api.ts';
import { formatDay, projectToday } from '../../lib/format.ts';
import { useAccount } from '../../lib/session.ts';
import { staffKeys } from '../../lib/query-keys.ts';
import { RequestsSection } from './requests-section.tsx';
import { RevenueSection } from './revenue-section.tsx';
import { downloadCsv, statsCsv } from './stats-csv.ts';

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
  const pageName = usePageName();
  const download = (r: StatsReport) =>
    downloadCsv(
      statsCsv(r, {
        header: [
          t('statistics.csvSection'),
          t('statistics.csvLabel'),
          t('statistics.csvValue'),
          t('statistics.csvCurrency'),
        ],
        pageViews: t('statistics.pageViews'),
        salesShop: `${t('statistics.revenue')}: ${t('statistics.shop')}`,
        salesBookings: `${t('statistics.revenue')}: ${t('statistics.bookings')}`,
        salesItem: t('statistics.item'),
        topPages: t('statistics.topPages'),
        requests: t('statistics.perForm'),
        pageName,
      }),
      `statistics-${projectId}-${r.from}-${r.to}.csv`,
    );
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
      {data && (
        <p>
          <button type="button" className="button" onClick={() => download(data)}>
            {t('statistics.csv')}
          </button>
        </p>
      )}
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
              <span className="kpi__value">
                {percent(
                  data.connected.guests === 0
                    ? null
                    : data.connected.installed / data.connected.guests,
                )}
              </span>
              <span className="kpi__label">
                {t('statistics.installedShare', {
                  installed: data.connected.installed,
                  guests: data.connected.guests,
                })}
              </span>
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
          {data.revenue.length === 0 ? (
            <section className="card" aria-labelledby="revenue-none">
              <h2 id="revenue-none">{t('statistics.revenue')}</h2>
              <p className="muted">{t('statistics.noSales')}</p>
            </section>
          ) : (
            data.revenue.map((r) => (
              <RevenueSection key={r.currency} revenue={r} from={data.from} to={data.to} />
            ))
          )}
          <RequestsSection requests={data.requests} />
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
                    label: pageName(p),
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
          <FeedbackReport />
        </div>
      )}
    </Page>
  );
}

/**
 * A page by its title in the model (a topic, an entry), else by the app's
 * name of the route ("Shop", "Orders"), else its path.
 */
function usePageName() {
  const { t, i18n } = useTranslation();
  return ({ path, title }: { path: string; title: string }) => {
    if (title) return title;
    const route = path.split('/').filter(Boolean)[0] ?? 'welcome';
    const key = `statistics.pages.${route}`;
    return i18n.exists(key) ? t(key as 'statistics.pages.shop') : path;
  };
}

const DEVICES = ['phone', 'tablet', 'desktop'] as const;

/** The label of a device class the statistics report; an unknown one reads "Unknown". */
function deviceLabel(device: string) {
  const known = DEVICES.find((d) => d === device);
  return `statistics.device.${known ?? 'unknown'}` as const;
}
