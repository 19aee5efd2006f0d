import { emptyProjectCache } from '@hospes/domain';
import { useProjectStore } from '../../lib/project/project-store.ts';
import { useConsentStore } from '../../lib/consent/consent-store.ts';

/**
 * After a logout. spec §4: "logout deletes all user data" — the guest's
 * favourites, contexts, carts and seen hints go; and the server's
 * `Clear-Site-Data: "cookies", "storage"` empties this origin's web storage.
 * What belongs to the device rather than to the guest is written back from
 * memory, so that the app does not ask again: the cookie consent, the chosen
 * language, the popups already seen and the model's update time.
 */
export function keepDeviceChoices(): void {
  const consent = useConsentStore.getState();
  if (consent.stored) consent.save(consent.stored);
  const { initialLoad, chosenLanguage, popupsSeen, lastModelUpdate } = useProjectStore.getState();
  useProjectStore.setState({
    ...emptyProjectCache(),
    initialLoad,
    chosenLanguage,
    popupsSeen,
    lastModelUpdate,
  });
}
