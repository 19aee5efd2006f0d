import type { SearchResult } from './search-handler.ts';
import type { SearchHit } from './search-index.ts';

/** The hits of one topic, as the results page shows them. */
export interface SearchGroup {
  topicId: string;
  title: string;
  /** The hits shown (the best ones). */
  hits: SearchHit[];
  /** All hits of this topic. */
  total: number;
}

/**
 * Groups the hits by topic (spec §2 /search: "results grouped by topic").
 * Groups come in the order of their best hit, so the best match is on top;
 * within a group the hits keep their score order.
 */
export function groupHitsByTopic(
  result: Pick<SearchResult, 'hits' | 'countsByTopic'>,
  topics: readonly { id: string; title: string }[],
): SearchGroup[] {
  const titles = new Map(topics.map((topic) => [topic.id, topic.title]));
  const groups = new Map<string, SearchGroup>();
  for (const hit of result.hits) {
    let group = groups.get(hit.topicId);
    if (!group) {
      group = {
        topicId: hit.topicId,
        title: titles.get(hit.topicId) ?? hit.topicId,
        hits: [],
        total: result.countsByTopic[hit.topicId] ?? 0,
      };
      groups.set(hit.topicId, group);
    }
    group.hits.push(hit);
  }
  return [...groups.values()].map((group) => ({
    ...group,
    total: Math.max(group.total, group.hits.length),
  }));
}
