// Sales of one currency: the totals of shop and bookings, a chart per day
// with its numbers as a table, and each product or bookable item.
import type { Revenue } from '@hospes/domain';
import { useTranslation } from 'react-i18next';
import { ColumnChart } from '../../components/charts/column-chart.tsx';
import { TableWrap } from '../../components/ui/table-wrap.tsx';
import { formatDay, formatMoney } from '../../lib/format.ts';

export function RevenueSection({
  revenue,
  from,
  to,
}: {
  revenue: Revenue;
  from: string;
  to: string;
}) {
  const { t } = useTranslation();
  const money = (minor: number) => formatMoney(minor, revenue.currency);
  const { currency } = revenue;
  const id = `revenue-${currency}`;
  return (
    <section className="card" aria-labelledby={id}>
      <h2 id={id}>{t('statistics.revenueTotal', { currency })}</h2>
      <div className="kpis">
        <div className="kpi">
          <span className="kpi__value">{money(revenue.totalMinor)}</span>
          <span className="kpi__label">{t('statistics.revenue')}</span>
        </div>
        <div className="kpi">
          <span className="kpi__value">{money(revenue.shopMinor)}</span>
          <span className="kpi__label">{t('statistics.shop')}</span>
        </div>
        <div className="kpi">
          <span className="kpi__value">{money(revenue.bookingsMinor)}</span>
          <span className="kpi__label">{t('statistics.bookings')}</span>
        </div>
      </div>
      <h3>{t('statistics.revenuePerDay', { currency })}</h3>
      <ColumnChart
        summary={t('statistics.revenueSummary', {
          total: money(revenue.totalMinor),
          from: formatDay(from),
          to: formatDay(to),
        })}
        valueLabel={currency}
        columns={revenue.days.map((d) => ({
          label: formatDay(d.date),
          tick: d.date.slice(8, 10),
          value: Math.round((d.shopMinor + d.bookingsMinor) / 100),
        }))}
      />
      <details>
        <summary>{t('statistics.asTable')}</summary>
        <TableWrap label={t('statistics.revenuePerDay', { currency })}>
          <table>
            <thead>
              <tr>
                <th scope="col">{t('statistics.day')}</th>
                <th scope="col" className="num">
                  {t('statistics.shop')}
                </th>
                <th scope="col" className="num">
                  {t('statistics.bookings')}
                </th>
              </tr>
            </thead>
            <tbody>
              {revenue.days.map((d) => (
                <tr key={d.date}>
                  <th scope="row">{formatDay(d.date)}</th>
                  <td className="num">{money(d.shopMinor)}</td>
                  <td className="num">{money(d.bookingsMinor)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableWrap>
      </details>
      <h3>{t('statistics.items', { currency })}</h3>
      <TableWrap label={t('statistics.items', { currency })}>
        <table>
          <thead>
            <tr>
              <th scope="col">{t('statistics.item')}</th>
              <th scope="col">{t('statistics.kind')}</th>
              <th scope="col" className="num">
                {t('statistics.quantity')}
              </th>
              <th scope="col" className="num">
                {t('statistics.amount')}
              </th>
            </tr>
          </thead>
          <tbody>
            {revenue.items.map((item) => (
              <tr key={`${item.kind}:${item.title}`}>
                <th scope="row">{item.title}</th>
                <td>{item.kind === 'shop' ? t('statistics.shop') : t('statistics.bookings')}</td>
                <td className="num">{item.quantity}</td>
                <td className="num">{money(item.amountMinor)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableWrap>
    </section>
  );
}
