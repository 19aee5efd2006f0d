import { create } from 'zustand';

/**
 * Counts shown as badges in the navigation (spec §2): unseen messages on the
 * inbox item and plan hints on the plan tab. The inbox and plan features set
 * them once they exist; until then nothing is counted and no badge shows.
 */
export interface NavBadges {
  unseenMessages: number;
  planHints: number;
}

export const useNavBadges = create<NavBadges>(() => ({ unseenMessages: 0, planHints: 0 }));

/** spec §3 unseenMessagesCount, reported by the inbox feature. */
export function setUnseenMessagesCount(count: number): void {
  useNavBadges.setState({ unseenMessages: Math.max(0, Math.floor(count)) });
}

/** spec §2: the number of plan hints, reported by the plan feature. */
export function setPlanHintsCount(count: number): void {
  useNavBadges.setState({ planHints: Math.max(0, Math.floor(count)) });
}
