import type { PopupStay } from '@hospes/domain';
import { useMemo } from 'react';
import { useGuest } from '../guest/use-guest.ts';
import { useStay } from '../guest-data/guest-data-queries.ts';

/** The guest's stay as the popup rules read it (spec §4 initial stay). */
export interface PopupStayState {
  /** False while it is not known yet: the initial-stay popup waits. */
  known: boolean;
  /** Null: no stay data. */
  stay: PopupStay | null;
}

/**
 * The stay for the popup rules: unknown while the app settles the guest or
 * loads the stay; no stay when the app has no guest or the stay could not be
 * loaded (the popup then says plainly that saving is not possible now).
 */
export function usePopupStay(): PopupStayState {
  const { ready, userId } = useGuest();
  const query = useStay();
  const known = ready && (userId === null || query.isSuccess || query.isError);
  const doa = query.data?.doa ?? null;
  const dod = query.data?.dod ?? null;
  const locked = query.data?.locked === true;
  return useMemo(
    () => ({
      known,
      stay: doa === null && dod === null && !locked ? null : { doa, dod, locked },
    }),
    [known, doa, dod, locked],
  );
}
