import type { Topic, TopicSort } from '@hospes/domain';
import { useState } from 'react';
import { useProjectModel } from '../../lib/model/model-context.tsx';
import { useGuestLocation } from '../../lib/location/use-guest-location.ts';
import { defaultSort } from './topic-items.ts';
import type { TopicView } from './topic-view-store.ts';

/** Why distance sorting could not start: refused, or no position to be had. */
export type LocationHint = 'denied' | 'unavailable';

export interface TopicSortState {
  /** What the select shows. */
  selected: TopicSort;
  /** What the list does (distance only once the location is known). */
  applied: TopicSort;
  /** The guest asked for distance and the browser is still looking. */
  locating: boolean;
  choose(sort: TopicSort): Promise<void>;
  hint: LocationHint | null;
  closeHint(): void;
}

/**
 * The order of a topic list. The default follows `defaultSort` (so it turns
 * to distance by itself once the start found the guest, when the project
 * asks for that). Picking distance without a known location asks the
 * browser; if that fails the previous order comes back and a hint explains
 * how to allow location access again (spec §8 "Location denied").
 */
export function useTopicSort(
  topic: Topic,
  view: TopicView,
  update: (patch: Partial<TopicView>) => void,
): TopicSortState {
  const properties = useProjectModel().discover.properties;
  const { location, status, locate } = useGuestLocation();
  const [hint, setHint] = useState<LocationHint | null>(null);
  const fallback = defaultSort(topic, properties, location !== null);
  const waitingForLocation = view.sort === 'distance' && location === null;

  const choose = async (sort: TopicSort) => {
    const previous = view.sort;
    update({ sort });
    setHint(null);
    if (sort !== 'distance' || location !== null) return;
    const result = await locate();
    if (!result.ok) {
      update({ sort: previous });
      setHint(result.reason);
    }
  };

  return {
    selected: view.sort ?? fallback,
    applied: waitingForLocation ? fallback : (view.sort ?? fallback),
    locating: waitingForLocation && status === 'locating',
    choose,
    hint,
    closeHint: () => setHint(null),
  };
}
