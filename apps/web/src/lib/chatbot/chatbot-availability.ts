import { isChatbotVisible, isConsentGivenFor, productFeatures } from '@hospes/domain';
import { useConsent } from '../consent/use-consent.ts';
import { useGuest } from '../guest/use-guest.ts';
import { useProjectModel } from '../model/model-context.tsx';

/**
 * Whether the chatbot is there for this guest (spec §1, §2, §4): the
 * product variant has it ("app"), the model has `chatbot.matching`, and the
 * guest has a user id and the accepted `main_chatbot` consent. `consent`:
 * the consent is missing (the cookie dialog is still open, say); `pending`:
 * the start has not made the guest's id yet; `off`: this app has no chatbot.
 */
export type ChatbotAvailability = 'available' | 'consent' | 'pending' | 'off';

export function useChatbotAvailability(): ChatbotAvailability {
  const model = useProjectModel();
  const { entries } = useConsent();
  const { userId } = useGuest();
  const offered =
    productFeatures(model._meta.product).chatbot && (model.chatbot?.matching?.length ?? 0) > 0;
  if (!offered) return 'off';
  const now = Date.now();
  if (isChatbotVisible({ userId, entries, now })) return 'available';
  return isConsentGivenFor('main_chatbot', entries, now) ? 'pending' : 'consent';
}
