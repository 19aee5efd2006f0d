import { KEPT_ALIVE_PAGES_MAX, type TopicSort } from '@hospes/domain';
import { create } from 'zustand';
import { TOPIC_PAGE_SIZE } from './topic-items.ts';

/** How a guest left a topic list: filters, chosen order, items shown, list or map. */
export interface TopicView {
  filterIds: string[];
  /** The order the guest picked; null follows the default (see `defaultSort`). */
  sort: TopicSort | null;
  shown: number;
  mode: 'list' | 'map';
}

export const INITIAL_TOPIC_VIEW: TopicView = {
  filterIds: [],
  sort: null,
  shown: TOPIC_PAGE_SIZE,
  mode: 'list',
};

interface TopicViewState {
  /** Topic id → view, most recently used last. */
  views: Record<string, TopicView>;
  update(topicId: string, patch: Partial<TopicView>): void;
}

/**
 * spec §2 "cached pages: … topic …, up to 4": a guest who opens an item and
 * comes back finds the list as they left it. Kept in memory (a new visit
 * starts fresh) for the last KEPT_ALIVE_PAGES_MAX topics.
 */
export const useTopicViewStore = create<TopicViewState>((set) => ({
  views: {},
  update: (topicId, patch) =>
    set((state) => {
      const { [topicId]: current = INITIAL_TOPIC_VIEW, ...others } = state.views;
      const kept = Object.entries(others).slice(-(KEPT_ALIVE_PAGES_MAX - 1));
      return { views: { ...Object.fromEntries(kept), [topicId]: { ...current, ...patch } } };
    }),
}));

/** The view of one topic and the way to change it. */
export function useTopicView(topicId: string): [TopicView, (patch: Partial<TopicView>) => void] {
  const view = useTopicViewStore((state) => state.views[topicId] ?? INITIAL_TOPIC_VIEW);
  const update = useTopicViewStore((state) => state.update);
  return [view, (patch) => update(topicId, patch)];
}
