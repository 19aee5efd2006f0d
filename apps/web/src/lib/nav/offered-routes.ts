import { useCallback } from 'react';
import { useChatbotAvailability } from '../chatbot/chatbot-availability.ts';

/**
 * Which of the model's menu routes lead somewhere for this guest: the
 * chatbot only when this app and this guest have it (spec §1, §4); every
 * other route always.
 */
export function useAppOffers(): (route: string) => boolean {
  const chatbot = useChatbotAvailability() === 'available';
  return useCallback(
    (route: string) => {
      const first = route.replace(/^[#/]+/, '').split(/[/?#]/)[0] ?? '';
      return first !== 'chatbot' || chatbot;
    },
    [chatbot],
  );
}
