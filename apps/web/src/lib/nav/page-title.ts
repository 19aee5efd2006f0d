import { matchRoute, type ProjectModel } from '@hospes/domain';
import type { TFunction } from 'i18next';
import { dataLabel } from '../../i18n/data-label.ts';

/**
 * What a guest calls the page at an in-app path ("Hiking trails", "My
 * plan"), for texts that name where the app goes next: a topic or an item
 * by its title in the model, any other page by its menu label. Null for a
 * path the app has no page for.
 */
export function pageTitleOf(model: ProjectModel, t: TFunction, path: string): string | null {
  const pathname = path.split(/[?#]/)[0] ?? '';
  const route = matchRoute(pathname);
  if (route === 'notFound') return null;
  const id = decodeURIComponent(pathname.split('/').filter(Boolean)[1] ?? '');
  if (route === 'topic' && id) {
    const topic = model.discover.topics.find((candidate) => candidate.id === id);
    if (topic) return topic.title;
  }
  if (route === 'activity' && id) {
    for (const topic of model.discover.topics) {
      const item = topic.items.find((candidate) => candidate.id === id);
      if (item?.title) return item.title;
    }
  }
  return dataLabel(t, `menu.${route}`, { defaultValue: '' }) || null;
}
