import { isChatbotVisible, productFeatures } from '@hospes/domain';
import { useConsent } from '../consent/use-consent.ts';
import { useGuest } from '../guest/use-guest.ts';
import { useProjectModel } from '../model/model-context.tsx';

/**
 * Whether the chatbot is there for this guest (spec §1, §2, §4): the
 * product variant has it ("app"), the model has `chatbot.matching`, and the
 * guest has a user id and the accepted `main_chatbot` consent. `consent`
 * means everything but the consent is given (the cookie dialog is still
 * open, say); `off` means this app has no chatbot.
 */
export type ChatbotAvailability = 'available' | 'consent' | 'off';

export function useChatbotAvailability(): ChatbotAvailability {
  const model = useProjectModel();
  const { entries } = useConsent();
  const { userId } = useGuest();
  const offered =
    productFeatures(model._meta.product).chatbot && (model.chatbot?.matching?.length ?? 0) > 0;
  if (!offered) return 'off';
  return isChatbotVisible({ userId, entries, now: Date.now() }) ? 'available' : 'consent';
}
