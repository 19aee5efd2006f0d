import { planHintsBadgeCount } from '@hospes/domain';
import { useEffect } from 'react';
import { useProjectStore } from '../../lib/project/project-store.ts';
import { setPlanHintsCount } from '../../lib/nav/nav-badges.ts';
import { useBookings } from './get-bookings.ts';
// Loaded with the app: a logout then deletes the logged-in guest's own plan entries.
import '../../lib/plan/own-plan-store.ts';

/**
 * Reports the number of unseen plan hints (spec §2: the badge on the plan
 * tab; spec §3 `hintsSeen` in the project cache) to the navigation. Mounted
 * once beside the layout; renders nothing.
 */
export function PlanHintsBadge() {
  const { hints } = useBookings();
  const hintsSeen = useProjectStore((state) => state.hintsSeen);
  const count = planHintsBadgeCount(hints, hintsSeen);
  useEffect(() => {
    setPlanHintsCount(count);
  }, [count]);
  // Leaving (e.g. a test unmounting the app) takes the badge along.
  useEffect(() => () => setPlanHintsCount(0), []);
  return null;
}
