import type { ContentItem, ProjectModel, Topic } from '@hospes/domain';

/** A content item with the topic that lists it. */
export interface FoundItem {
  item: ContentItem;
  topic: Topic;
}

/**
 * Every content item of the model with its topic, in model order. An id that
 * appears in several topics (a model may list one place twice) counts once,
 * with the first topic that lists it.
 */
export function allItems(model: ProjectModel): FoundItem[] {
  const seen = new Set<string>();
  const found: FoundItem[] = [];
  for (const topic of model.discover.topics) {
    for (const item of topic.items) {
      if (seen.has(item.id)) continue;
      seen.add(item.id);
      found.push({ item, topic });
    }
  }
  return found;
}

/** The item with `id` across all topics of the model, or null when there is none. */
export function findItem(model: ProjectModel, id: string): FoundItem | null {
  for (const topic of model.discover.topics) {
    const item = topic.items.find((candidate) => candidate.id === id);
    if (item) return { item, topic };
  }
  return null;
}

/** The hash route of an item's detail page (spec §2 `/activity/:activityId`). */
export function activityPath(id: string): string {
  return `/activity/${encodeURIComponent(id)}`;
}
