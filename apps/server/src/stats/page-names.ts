// Pages of the guest app as a manager reads them: a topic's or an item's
// page by its title in the model, and the pages of one guest's own things
// (an order, a reservation's check-in, invoices) counted together under
// their route — `/order/3f2a…` says nothing and names a guest's order.
import type { ProjectModel } from '@hospes/domain';

/** Routes whose parameter is a topic or an item of the model: titled by it. */
const TITLED = new Set(['activity', 'topic', 'programme']);
/** Routes whose parameters are one guest's: counted together. */
const PERSONAL = new Set([
  'order',
  'checkinguestform',
  'roomcheckin',
  'invoices',
  'checkout',
  'roomcheckout',
  'directory',
]);

/** Topic and item ids → their titles (the model's language). */
export function titlesOf(model: Pick<ProjectModel, 'discover'> | undefined): Map<string, string> {
  const titles = new Map<string, string>();
  for (const topic of model?.discover.topics ?? []) {
    titles.set(topic.id, topic.title);
    for (const item of topic.items) if (!titles.has(item.id)) titles.set(item.id, item.title);
  }
  return titles;
}

/** The page a hit's path counts for, and its title ('' when the app names it). */
export function pageOf(
  path: string,
  titles: ReadonlyMap<string, string>,
): { path: string; title: string } {
  const [first = '', second] = path.split('/').filter(Boolean);
  if (TITLED.has(first) && second) {
    const id = decodeURIComponent(second);
    return { path: `/${first}/${second}`, title: titles.get(id) ?? '' };
  }
  if (PERSONAL.has(first)) return { path: `/${first}`, title: '' };
  return { path: path || '/', title: '' };
}

/**
 * Views per page: the paths' counts merged by page, the most viewed `limit`
 * first. A page the model does not title keeps the title its hits carried,
 * unless that is only the app's name (the guest app's document title on
 * every page), which says nothing.
 */
export function topPagesOf(
  counts: readonly { path: string | null; title?: string | null; count: number }[],
  titles: ReadonlyMap<string, string>,
  limit: number,
  appName = '',
): { path: string; title: string; views: number }[] {
  const pages = new Map<string, { path: string; title: string; views: number }>();
  for (const { path, title: hitTitle, count } of counts) {
    const page = pageOf(path ?? '/', titles);
    const personal = page.path !== (path ?? '/');
    if (!page.title && !personal && hitTitle && hitTitle.trim() !== appName.trim()) {
      page.title = hitTitle;
    }
    const known = pages.get(page.path) ?? { ...page, views: 0 };
    known.views += count;
    pages.set(page.path, known);
  }
  return [...pages.values()]
    .sort((a, b) => b.views - a.views || a.path.localeCompare(b.path))
    .slice(0, limit);
}
