import type { ReactNode } from 'react';
import { ConsentDialog } from './consent-dialog.tsx';
import { useConsent } from './use-consent.ts';

/**
 * spec §4: the initial consent dialog, open while the domain says it must be
 * answered (a model cookie unanswered, or an essential entry not accepted or
 * expired — checked at every start). The page renders behind it.
 */
export function InitialConsent() {
  const { needsInitialConsent } = useConsent();
  return <ConsentDialog mode="initial" open={needsInitialConsent} />;
}

/**
 * spec §4 "App initialisation waits for the initial consent": renders its
 * children (popups, statistics, …) only once the initial consent is answered.
 */
export function AfterInitialConsent({ children }: { children: ReactNode }) {
  const { initialised } = useConsent();
  return initialised ? children : null;
}

/** Whether app initialisation may run: the initial consent is answered (spec §4). */
export function useAppInitialised(): boolean {
  return useConsent().initialised;
}
