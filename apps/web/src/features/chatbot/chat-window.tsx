import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useProjectModel } from '../../lib/model/model-context.tsx';
import { ModelImage } from '../../components/ui/model-image.tsx';
import { Icon } from '../../components/ui/icon.tsx';
import { BotReply } from './bot-reply.tsx';
import { useChatbot } from './use-chatbot.ts';
import '../../components/ui/button.css';
import '../../components/ui/visually-hidden.css';
import './chatbot.css';

/** The longest question the field takes (longer text is cut, never refused). */
const MAX_QUESTION = 5000;

interface ChatWindowProps {
  /** Inline on its page (phones), or the floating window of large screens. */
  variant: 'inline' | 'floating';
  headingId?: string;
  /** A question brought along (from a search that found nothing), for the guest to send. */
  initialQuestion?: string | undefined;
  onClose?(): void;
}

/**
 * The chatbot concierge (spec §2): the project's title and bot picture, the
 * "I am a bot" disclosure, a start screen with suggested questions (the
 * model's persistent menu), the conversation as a log that screen readers
 * read politely, a typing indicator, and the question field.
 */
export function ChatWindow({ variant, headingId, initialQuestion, onClose }: ChatWindowProps) {
  const { t } = useTranslation();
  const model = useProjectModel();
  const config = model.chatbot;
  const { turns, typing, ask, handOff, restart } = useChatbot();
  const [question, setQuestion] = useState(() => (initialQuestion ?? '').slice(0, MAX_QUESTION));
  const inputId = useId();
  const ownHeadingId = useId();
  const titleId = headingId ?? ownHeadingId;
  const logRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  // Opened from the launcher, the guest goes on typing in the window.
  useEffect(() => {
    if (variant === 'floating') inputRef.current?.focus();
  }, [variant]);

  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [turns, typing]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!question.trim() || typing) return;
    ask(question);
    setQuestion('');
  };
  const suggestions = (config?.persistent_menu ?? []).slice(0, 6);
  const Heading = variant === 'inline' ? 'h1' : 'h2';

  return (
    <section
      className={`chat chat--${variant}`}
      aria-labelledby={titleId}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && onClose) onClose();
      }}
    >
      <header className="chat__header">
        {config?.bot_profile_image ? (
          <ModelImage className="chat__avatar" src={config.bot_profile_image} alt="" />
        ) : (
          <span className="chat__avatar chat__avatar--icon" aria-hidden="true">
            <Icon name="chat" />
          </span>
        )}
        <div className="chat__heading">
          <Heading id={titleId}>{config?.title ?? t('chatbot.title')}</Heading>
          <p className="chat__disclosure">{t('chatbot.disclosure')}</p>
          {turns.length > 0 && (
            <button type="button" className="chat__restart" onClick={restart}>
              {t('chatbot.restart')}
            </button>
          )}
        </div>
        {onClose && (
          <button type="button" className="chat__tool chat__close" onClick={onClose}>
            <Icon name="close" />
            <span className="visually-hidden">{t('chatbot.close')}</span>
          </button>
        )}
      </header>
      <div
        className="chat__log"
        ref={logRef}
        role="log"
        aria-live="polite"
        aria-relevant="additions"
      >
        {turns.length === 0 && (
          <div className="chat__start">
            {config?.start_screen?.top_image && (
              <ModelImage
                className="chat__start-image"
                src={config.start_screen.top_image}
                alt=""
              />
            )}
            <p className="chat__start-title">
              {config?.start_screen?.title ?? t('chatbot.startTitle')}
            </p>
            <p>{config?.start_screen?.description ?? t('chatbot.startDescription')}</p>
            <p className="chat__privacy">{t('chatbot.privacy')}</p>
          </div>
        )}
        {turns.map((turn) =>
          turn.from === 'guest' ? (
            <div key={turn.id} className="chat__turn chat__turn--guest">
              <span className="visually-hidden">{t('chatbot.you')}: </span>
              <p>{turn.text}</p>
            </div>
          ) : (
            <div key={turn.id} className="chat__turn chat__turn--bot">
              <span className="visually-hidden">{t('chatbot.bot')}: </span>
              <BotReply
                reply={turn.reply}
                handoff={turn.handoff}
                rephrased={turn.rephrased}
                onHandOff={(who) => handOff(turn.id, turn.question, who)}
              />
            </div>
          ),
        )}
        {typing && (
          <p className="chat__typing">
            <span className="chat__dots" aria-hidden="true">
              <span />
              <span />
              <span />
            </span>
            <span className="visually-hidden">{t('chatbot.typing')}</span>
          </p>
        )}
      </div>
      {suggestions.length > 0 && (
        <div className="chat__suggestions" role="group" aria-label={t('chatbot.suggestions')}>
          {suggestions.map((item) => (
            <button
              key={item.title}
              type="button"
              className="chat__chip"
              disabled={typing}
              onClick={() => ask(item.question ?? item.title)}
            >
              {item.title}
            </button>
          ))}
        </div>
      )}
      <form className="chat__form" onSubmit={submit}>
        <label htmlFor={inputId} className="visually-hidden">
          {t('chatbot.inputLabel')}
        </label>
        <input
          id={inputId}
          ref={inputRef}
          className="chat__input"
          type="text"
          value={question}
          maxLength={MAX_QUESTION}
          autoComplete="off"
          placeholder={config?.ui_labels?.inputFieldPlaceholder ?? t('chatbot.placeholder')}
          onChange={(event) => setQuestion(event.target.value)}
        />
        <button type="submit" className="ui-button ui-button--primary chat__send" disabled={typing}>
          {t('chatbot.send')}
        </button>
      </form>
    </section>
  );
}
