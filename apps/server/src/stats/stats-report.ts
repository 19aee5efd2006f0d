// The statistics the console shows: page views per day, top pages by their
// titles, languages, devices, installs of the app and the online check-in
// rate — from the cookieless hits (no person behind them) and the PMS — and
// the business: sales of shop and bookings, requests and response times.
import { addDays, daysBetween, zonedDate, zonedStartOfDay, type StatsReport } from '@hospes/domain';
import type { PmsAdapter } from '../pms/pms-adapter.ts';
import type { BusinessRepository } from './business.repository.ts';
import { businessReport } from './business-report.ts';
import { topPagesOf } from './page-names.ts';
import type { StatsReportRepository } from './stats-report.repository.ts';

/** The install event the guest app sends on `appinstalled`. */
export const INSTALL_EVENT = 'app_install';
const TOP_PAGES = 10;
/** Paths read to merge into pages: the long tail of one-guest pages included. */
const PATHS_READ = 500;

/** Phone below 600 CSS pixels wide, tablet below 1024, else desktop (the viewport of the hit). */
export function deviceOf(viewport: string | null): 'phone' | 'tablet' | 'desktop' | 'unknown' {
  const width = Number(/^(\d+)x\d+$/.exec(viewport ?? '')?.[1]);
  if (!Number.isFinite(width) || width <= 0) return 'unknown';
  if (width < 600) return 'phone';
  if (width < 1024) return 'tablet';
  return 'desktop';
}

/** `de-AT` → `de`; missing → `unknown`. */
export function languageOf(userlang: string | null): string {
  const primary = /^([a-z]{2,3})\b/i.exec(userlang ?? '')?.[1];
  return primary ? primary.toLowerCase() : 'unknown';
}

function merge(counts: { key: string; count: number }[]): { key: string; count: number }[] {
  const map = new Map<string, number>();
  for (const { key, count } of counts) map.set(key, (map.get(key) ?? 0) + count);
  return [...map.entries()]
    .map(([key, count]) => ({ key, count }))
    .sort((a, b) => b.count - a.count || a.key.localeCompare(b.key));
}

/**
 * The report of the days `from`..`to` of the project's zone, as the console
 * shows them (its "today" is the hotel's): a hit at 00:30 in Vienna counts on
 * that day, not on the UTC day before. Views are counted per UTC hour and each
 * hour goes to the day it starts in — exact for every zone a whole number of
 * hours from UTC; in the few :30/:45 zones the hour around midnight goes to
 * one side (the totals stay exact).
 */
export async function statsReport(
  repositories: { hits: StatsReportRepository; business: BusinessRepository },
  pms: Pick<PmsAdapter, 'countArrivals'>,
  projectId: string,
  range: { from: string; to: string; timeZone: string },
  /** Topic and item ids → titles (the model's): the pages' names; the app's name, said by every hit. */
  titles: ReadonlyMap<string, string>,
  appName = '',
): Promise<StatsReport> {
  const { from, to, timeZone } = range;
  const repository = repositories.hits;
  const start = new Date(zonedStartOfDay(from, timeZone)).toISOString();
  const until = new Date(zonedStartOfDay(addDays(to, 1), timeZone)).toISOString();
  const [perHour, paths, languages, viewports, installs, connected, arrivals, business] =
    await Promise.all([
      repository.viewsPerHour(projectId, start, until),
      repository.viewsPerPath(projectId, start, until, PATHS_READ),
      repository.countBy(projectId, start, until, 'userlang'),
      repository.countBy(projectId, start, until, 'viewport'),
      repository.countEvents(projectId, start, until, INSTALL_EVENT),
      repository.connections(projectId, start, until),
      pms.countArrivals(projectId, from, to),
      businessReport(repositories.business, projectId, { from, to, timeZone, start, until }),
    ]);
  const counted = new Map<string, number>();
  for (const { hour, count } of perHour) {
    const date = zonedDate(Date.parse(`${hour}:00:00.000Z`), timeZone);
    counted.set(date, (counted.get(date) ?? 0) + count);
  }
  const days = Array.from({ length: daysBetween(from, to) + 1 }, (_, i) => {
    const date = addDays(from, i);
    return { date, views: counted.get(date) ?? 0 };
  });
  return {
    from,
    to,
    pageViews: days.reduce((sum, d) => sum + d.views, 0),
    days,
    topPages: topPagesOf(paths, titles, TOP_PAGES, appName),
    languages: merge(languages.map((l) => ({ key: languageOf(l.key), count: l.count }))).map(
      ({ key, count }) => ({ lang: key, views: count }),
    ),
    devices: merge(viewports.map((v) => ({ key: deviceOf(v.key), count: v.count }))).map(
      ({ key, count }) => ({ device: key, views: count }),
    ),
    installs,
    connected,
    checkins: {
      arrivals: arrivals.arrivals,
      online: arrivals.onlineCheckins,
      rate: arrivals.arrivals === 0 ? null : arrivals.onlineCheckins / arrivals.arrivals,
    },
    ...business,
  };
}
