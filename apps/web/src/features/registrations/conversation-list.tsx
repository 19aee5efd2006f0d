import type { ConversationMessage } from '@hospes/domain';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import '../../components/ui/button.css';

export interface ConversationListProps {
  messages: readonly ConversationMessage[];
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
}

/**
 * The conversation, oldest first, scrolled to the newest. Scrolling to the
 * top loads older messages (the button does the same for keyboards). Texts
 * are plain text: React escapes them, nothing is rendered as HTML.
 */
export function ConversationList({
  messages,
  hasOlder,
  loadingOlder,
  onLoadOlder,
}: ConversationListProps) {
  const { t } = useTranslation();
  const listRef = useRef<HTMLOListElement>(null);
  const newest = messages.at(-1)?.id;

  // A new message at the end: show it.
  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [newest]);

  const onScroll = () => {
    const list = listRef.current;
    if (list && list.scrollTop < 24 && hasOlder && !loadingOlder) onLoadOlder();
  };

  const who = (m: ConversationMessage) =>
    m.sender === 'guest'
      ? t('messages.you')
      : m.sender === 'staff'
        ? t('messages.hotel')
        : t('messages.system');

  return (
    <ol
      ref={listRef}
      className="conversation"
      aria-label={t('messages.conversation')}
      aria-live="polite"
      tabIndex={0}
      onScroll={onScroll}
    >
      {hasOlder && (
        <li className="conversation__older">
          <button
            type="button"
            className="ui-button ui-button--secondary"
            onClick={onLoadOlder}
            disabled={loadingOlder}
          >
            {t('messages.older')}
          </button>
        </li>
      )}
      {messages.length === 0 && <li className="inbox-empty">{t('messages.empty')}</li>}
      {messages.map((m) => (
        <li key={m.id} className={`conversation__item conversation__item--${m.sender}`}>
          <span className="conversation__who">{who(m)}</span>
          {m.title && <span className="conversation__title">{m.title}</span>}
          <p className="conversation__text">{m.content}</p>
        </li>
      ))}
    </ol>
  );
}
