/**
 * The chatbot of the open model, on the device: its engine (built once per
 * model), the conversation, and asking. An answer comes after a short
 * typing pause (people read a reply that appears at once as a glitch).
 * "I want to speak to someone" hands the conversation's question to the
 * team: into the inbox when messaging is on, else into the contact form.
 * When the server rewords answers (HOSPES_LLM_URL), an answer waits up to
 * {@link REPHRASE_WAIT_MS} for its rewording and shows without it otherwise.
 */
import type { Lang } from '@hospes/domain';
import { Chatbot, chatbotPassages, type ChatbotContext } from '@hospes/domain/chatbot';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  chatbotKeys,
  fetchChatbotSettings,
  rephraseAnswer,
  rephraseBody,
} from '../../lib/chatbot/chatbot-rephrasing.ts';
import { prefillContactMessage } from '../../lib/contact/contact-draft.ts';
import { useGuest } from '../../lib/guest/use-guest.ts';
import { rememberHandoffName } from '../../lib/guest-data/guest-data-queries.ts';
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
/** How long an answer waits for the server's rewording before it shows as it is. */
export const REPHRASE_WAIT_MS = 5_000;
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
  const lang = model._meta.lang as Lang;
  const bot = useMemo(
    () =>
      new Chatbot(
        chatbotPassages(model, { weather, contact }),
        lang,
        model.chatbot?.matching ?? [],
        model.chatbot?.title,
      ),
    [model, lang, weather, contact],
  );
  const [turns, setTurns] = useState<Turn[]>(() => readConversation(projectId));
  const [typing, setTyping] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  /** The rewording being waited for; a restart or leaving drops it. */
  const rewording = useRef<AbortController>(undefined);
  useEffect(
    () => () => {
      clearTimeout(timer.current);
      rewording.current?.abort();
      rewording.current = undefined;
    },
    [],
  );
  const queryClient = useQueryClient();
  const settingsQuery = useMemo(
    () => ({
      queryKey: chatbotKeys.settings(projectId),
      queryFn: ({ signal }: { signal: AbortSignal }) => fetchChatbotSettings(projectId, signal),
      staleTime: 10 * 60_000,
      retry: false,
    }),
    [projectId],
  );
  useQuery(settingsQuery);
  /**
   * Whether the server rewords answers. A question asked before the settings
   * arrived (a slow connection, a guest quicker than the page) waits for them,
   * within the same deadline as the rewording.
   */
  const rephrasingOn = useCallback(
    () =>
      queryClient.fetchQuery(settingsQuery).then(
        (settings) => settings.rephrasing === true,
        () => false,
      ),
    [queryClient, settingsQuery],
  );
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
    (id: string, question: string, who?: { name: string; reach: string }) => {
      // Who asks and where to find them go with the question: the team reads them there.
      const signature = who ? `\n\n— ${[who.name, who.reach].filter(Boolean).join(' · ')}` : '';
      const text = (question.trim().slice(0, MAX_MESSAGE - signature.length) + signature).trim();
      if (!messaging || !guest.userId) {
        prefillContactMessage(projectId, text);
        setHandoff(id, 'contact');
        return;
      }
      if (!navigator.onLine) {
        setHandoff(id, 'offline');
        return;
      }
      setHandoff(id, 'sending');
      // A phone number ("+43 664 …") goes to the profile too; a room number stays in the message.
      if (who) {
        const phone = /^\+?[\d\s/()-]{6,}$/.test(who.reach) ? who.reach : undefined;
        void rememberHandoffName(projectId, guest.userId, {
          name: who.name,
          ...(phone ? { phone } : {}),
        });
      }
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
        const show = (rephrased?: string, asked = question) => {
          setTurns((list) => [...list, { id, from: 'bot', question: asked, reply, rephrased }]);
          setTyping(false);
        };
        // Asked for a person: the question they could not get answered goes to the team —
        // at once for a guest the hotel knows; one who is not logged in first says who
        // they are and where to find them (the reply's form sends it).
        if (reply.kind === 'handoff' && reply.reason === 'asked') {
          const unanswered =
            previous?.from === 'bot' && previous.reply.kind === 'unknown' ? previous.question : '';
          const asked = unanswered ? `${unanswered}\n\n${question}` : question;
          show(undefined, asked);
          if (guest.loggedIn || !messaging) handOff(id, asked);
          return;
        }
        const wordable =
          reply.kind === 'answer' && (reply.quotes.length > 0 || reply.facts.length > 0);
        if (!wordable || !navigator.onLine) {
          show();
          return;
        }
        const controller = new AbortController();
        rewording.current = controller;
        const deadline = setTimeout(() => controller.abort(), REPHRASE_WAIT_MS);
        const givenUp = new Promise<undefined>((resolve) =>
          controller.signal.addEventListener('abort', () => resolve(undefined)),
        );
        const reworded = rephrasingOn().then((on) =>
          on ? rephraseAnswer(projectId, rephraseBody(reply, lang), controller.signal) : undefined,
        );
        Promise.race([reworded, givenUp])
          .catch(() => undefined)
          .then((text) => {
            clearTimeout(deadline);
            // A restart in the meantime dropped this answer.
            if (rewording.current !== controller) return;
            rewording.current = undefined;
            show(text);
          });
      }, TYPING_MS);
    },
    [
      bot,
      turns,
      typing,
      reservation,
      handOff,
      rephrasingOn,
      projectId,
      lang,
      guest.loggedIn,
      messaging,
    ],
  );

  const restart = useCallback(() => {
    clearTimeout(timer.current);
    rewording.current?.abort();
    rewording.current = undefined;
    setTyping(false);
    setTurns([]);
  }, []);

  return { turns, typing, ask, handOff, restart, messaging };
}
