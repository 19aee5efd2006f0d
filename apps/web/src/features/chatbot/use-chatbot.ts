/**
 * The chatbot of the open model, on the device: its engine (built once per
 * model), the conversation, and asking. An answer comes after a short
 * typing pause (people read a reply that appears at once as a glitch).
 * "I want to speak to someone" hands the conversation's question to the
 * team: into the inbox when messaging is on, else into the contact form.
 */
import type { Lang } from '@hospes/domain';
import { Chatbot, chatbotPassages, type ChatbotContext } from '@hospes/domain/chatbot';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { prefillContactMessage } from '../../lib/contact/contact-draft.ts';
import { useGuest } from '../../lib/guest/use-guest.ts';
import { sendMessage } from '../../lib/inbox/inbox-api.ts';
import { useProjectId, useProjectModel } from '../../lib/model/model-context.tsx';
import { findReservation, useReservations } from '../../lib/reservations/get-reservations.ts';
import {
  readConversation,
  turnId,
  writeConversation,
  type HandoffState,
  type Turn,
} from './chatbot-conversation.ts';

/** How long the bot "types" before its answer shows. */
export const TYPING_MS = 450;
/** A message to the team is at most this long (the inbox's limit). */
const MAX_MESSAGE = 2000;

export function useChatbot() {
  const { t } = useTranslation();
  const model = useProjectModel();
  const projectId = useProjectId();
  const guest = useGuest();
  const reservations = useReservations();
  const weather = t('menu.weather');
  const contact = t('menu.contact');
  const bot = useMemo(
    () =>
      new Chatbot(
        chatbotPassages(model, { weather, contact }),
        model._meta.lang as Lang,
        model.chatbot?.matching ?? [],
      ),
    [model, weather, contact],
  );
  const [turns, setTurns] = useState<Turn[]>(() => readConversation(projectId));
  const [typing, setTyping] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => writeConversation(projectId, turns), [projectId, turns]);

  const messaging = model.project_settings.messaging?.active === true && guest.userId !== null;
  const reservation = reservations.data
    ? findReservation(reservations.data, null, guest.reservationId)
    : undefined;

  const setHandoff = useCallback(
    (id: string, handoff: HandoffState) =>
      setTurns((list) =>
        list.map((turn) => (turn.id === id && turn.from === 'bot' ? { ...turn, handoff } : turn)),
      ),
    [],
  );

  /** Hands a question to the team: the inbox, else the contact form's draft. */
  const handOff = useCallback(
    (id: string, question: string) => {
      const text = question.trim().slice(0, MAX_MESSAGE);
      if (!messaging || !guest.userId) {
        prefillContactMessage(projectId, text);
        setHandoff(id, 'contact');
        return;
      }
      setHandoff(id, 'sending');
      sendMessage(projectId, guest.userId, text).then(
        () => setHandoff(id, 'sent'),
        () => setHandoff(id, 'failed'),
      );
    },
    [messaging, guest.userId, projectId, setHandoff],
  );

  const ask = useCallback(
    (text: string) => {
      const question = text.trim();
      if (!question || typing) return;
      const previous = [...turns].reverse().find((turn) => turn.from === 'bot');
      const context: ChatbotContext = {};
      if (previous?.from === 'bot' && previous.reply.kind === 'answer') {
        context.previousKey = previous.reply.key;
      }
      if (reservation) {
        context.stay = {
          arrival: reservation.date_of_arrival,
          departure: reservation.date_of_departure,
        };
      }
      setTurns((list) => [...list, { id: turnId(), from: 'guest', text: question }]);
      setTyping(true);
      timer.current = setTimeout(() => {
        const reply = bot.answer(question, context);
        const id = turnId();
        setTurns((list) => [...list, { id, from: 'bot', question, reply }]);
        setTyping(false);
        // Asked for a person: the question they could not get answered goes to the team.
        if (reply.kind === 'handoff' && reply.reason === 'asked') {
          const unanswered =
            previous?.from === 'bot' && previous.reply.kind === 'unknown' ? previous.question : '';
          handOff(id, unanswered ? `${unanswered}\n\n${question}` : question);
        }
      }, TYPING_MS);
    },
    [bot, turns, typing, reservation, handOff],
  );

  const restart = useCallback(() => {
    clearTimeout(timer.current);
    setTyping(false);
    setTurns([]);
  }, []);

  return { turns, typing, ask, handOff, restart, messaging };
}
