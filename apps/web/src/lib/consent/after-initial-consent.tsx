import type { ReactNode } from 'react';
import { useConsent } from './use-consent.ts';

/**
 * spec §4 "App initialisation waits for the initial consent": renders its
 * children (popups, statistics, …) only once the initial consent is answered.
 */
export function AfterInitialConsent({ children }: { children: ReactNode }) {
  const { initialised } = useConsent();
  return initialised ? children : null;
}
