import type { ReactNode } from 'react';
import { useHydrated } from '../../hooks/use-hydrated.ts';
import { useConsent } from './use-consent.ts';

/**
 * spec §4 "App initialisation waits for the initial consent": renders its
 * children (popups, statistics, …) only once the initial consent is answered
 * — and never in the server's first view or while it hydrates, which know
 * no guest's choice.
 */
export function AfterInitialConsent({ children }: { children: ReactNode }) {
  const { initialised } = useConsent();
  const hydrated = useHydrated();
  return initialised && hydrated ? children : null;
}
