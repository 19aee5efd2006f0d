import { matchRoute } from '@hospes/domain';
import { useLocation } from 'react-router';
import { useConsent } from '../../lib/consent/use-consent.ts';
import { ConsentDialog } from './consent-dialog.tsx';

/**
 * The pages a guest must be able to read before choosing: the privacy policy
 * and the imprint. The dialog links the policy; on these pages it steps
 * aside and opens again when the guest leaves them, still unanswered.
 */
const READ_BEFORE_CHOOSING = new Set(['privacy', 'impressum']);

/**
 * spec §4: the initial consent dialog, open while the domain says it must be
 * answered (a model cookie unanswered, or an essential entry not accepted or
 * expired — checked at every start). The page renders behind it.
 */
export function InitialConsent() {
  const { needsInitialConsent } = useConsent();
  const { pathname } = useLocation();
  const reading = READ_BEFORE_CHOOSING.has(matchRoute(pathname)) || pathname === '/imprint';
  return <ConsentDialog mode="initial" open={needsInitialConsent && !reading} />;
}
