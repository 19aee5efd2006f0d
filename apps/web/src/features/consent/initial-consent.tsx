import { useConsent } from '../../lib/consent/use-consent.ts';
import { ConsentDialog } from './consent-dialog.tsx';

/**
 * spec §4: the initial consent dialog, open while the domain says it must be
 * answered (a model cookie unanswered, or an essential entry not accepted or
 * expired — checked at every start). The page renders behind it.
 */
export function InitialConsent() {
  const { needsInitialConsent } = useConsent();
  return <ConsentDialog mode="initial" open={needsInitialConsent} />;
}
