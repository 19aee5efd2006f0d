import { chatbotLook, type ChatbotLook } from '@hospes/domain';
import { useEffect, useId, useRef, useState, type CSSProperties, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useProjectModel } from '../../lib/model/model-context.tsx';
import { ModelImage } from '../../components/ui/model-image.tsx';
import { Icon } from '../../components/ui/icon.tsx';
import { BotReply } from './bot-reply.tsx';
import { useChatbot } from './use-chatbot.ts';
import '../../components/ui/button.css';
import '../../components/ui/visually-hidden.css';
import './chatbot.css';

/** The model's chat colours as the chat's CSS variables (only readable ones, domain `chatbotLook`). */
function lookStyle(colours: ChatbotLook['colours']): CSSProperties | undefined {
  const style: Record<string, string> = {};
  // Each colour reads white text at 4.5 : 1, so what lies on it is white.
  if (colours.main) {
    Object.assign(style, {
      '--chat-main': colours.main,
      '--chat-main-text': '#ffffff',
      '--chat-bubble-text': '#ffffff',
    });
  }
  if (colours.bubbleUser) {
    Object.assign(style, {
      '--chat-bubble-user': colours.bubbleUser,
      '--chat-bubble-text': '#ffffff',
    });
  }
  if (colours.quickActions) style['--chat-quick'] = colours.quickActions;
  return Object.keys(style).length > 0 ? (style as CSSProperties) : undefined;
}

/** Suggested questions (the persistent menu, a start-screen section): a tap asks them. */
function QuestionChips({
  items,
  disabled,
  onAsk,
}: {
  items: readonly { title: string; question?: string | undefined }[];
  disabled: boolean;
  onAsk: (question: string) => void;
}) {
  return items.map((item) => (
    <button
      key={item.title}
      type="button"
      className="chat__chip"
      disabled={disabled}
      onClick={() => onAsk(item.question ?? item.title)}
    >
      {item.title}
    </button>
  ));
}

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
  const sections = (config?.start_screen?.sections ?? []).filter((s) => s.questions?.length);
  const look = chatbotLook(config);
  const Heading = variant === 'inline' ? 'h1' : 'h2';

  return (
    <section
      className={`chat chat--${variant}`}
      aria-labelledby={titleId}
      style={lookStyle(look.colours)}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && onClose) onClose();
      }}
    >
      <header className="chat__header">
        {look.profileImage ? (
          <ModelImage className="chat__avatar" src={look.profileImage} alt="" />
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
            {look.topImage && (
              <ModelImage className="chat__start-image" src={look.topImage} alt="" />
            )}
            <p className="chat__start-title">
              {config?.start_screen?.title ?? t('chatbot.startTitle')}
            </p>
            <p>{config?.start_screen?.description ?? t('chatbot.startDescription')}</p>
            {config?.start_screen?.autotranslate_hint && (
              <p className="chat__hint">{config.start_screen.autotranslate_hint}</p>
            )}
            {sections.map((section, i) => (
              <div
                key={section.title ?? i}
                className="chat__section"
                role="group"
                aria-label={section.title ?? t('chatbot.suggestions')}
              >
                {section.title && <p className="chat__section-title">{section.title}</p>}
                <QuestionChips items={section.questions!} disabled={typing} onAsk={ask} />
              </div>
            ))}
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
          <QuestionChips items={suggestions} disabled={typing} onAsk={ask} />
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
