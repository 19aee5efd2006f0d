import { useQuery } from '@tanstack/react-query';
import { useActiveLanguage } from '../../i18n/language-store.ts';
import { fetchSlots, slotKeys } from './bookings-api.ts';
import { useProjectId } from '../model/model-context.tsx';

/**
 * The slots of a bookable item with their free places: re-read when the
 * guest comes back to the page (others book meanwhile) and after a booking
 * or cancellation (the mutations invalidate `slotKeys.all`).
 */
export function useSlots(activityId: string, range: { from?: string; to?: string } = {}) {
  const projectId = useProjectId();
  const lang = useActiveLanguage((state) => state.lang);
  return useQuery({
    queryKey: slotKeys.item(projectId, activityId, lang, range.from, range.to),
    queryFn: ({ signal }) => fetchSlots(projectId, activityId, { lang, ...range, signal }),
    staleTime: 30_000,
    refetchOnWindowFocus: true,
  });
}
