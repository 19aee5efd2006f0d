import { formatWallTime, formatDate } from '@hospes/domain';
import type { ChatbotReply } from '@hospes/domain/chatbot';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { HandoffState } from './chatbot-conversation.ts';

interface BotReplyProps {
  reply: ChatbotReply;
  handoff: HandoffState | undefined;
  /** The answer in the words of the server's language model (reworded from its page only). */
  rephrased?: string | undefined;
  /** Hands this reply's question to the team. */
  onHandOff(): void;
}

/** "2026-11-30T11:00" or "2026-11-30" as the guest reads it. */
function when(value: string, lang: string): string {
  return formatWallTime(value, lang) ?? formatDate(value, lang);
}

/**
 * One reply of the bot, as text only (React escapes it: nothing the guest
 * or the model wrote is rendered as HTML). An answer quotes the content and
 * its facts word for word and links its pages (spec §2: "Chatbot links to
 * internal pages by type, id and title"); what it cannot answer, and what
 * belongs to a person, offers the way to the team. A reworded answer shows
 * the model's words instead of the quotes, says so, and keeps the facts
 * word for word and the links.
 */
export function BotReply({ reply, handoff, rephrased, onHandOff }: BotReplyProps) {
  const { t, i18n } = useTranslation();
  switch (reply.kind) {
    case 'empty':
      return <p>{t('chatbot.empty')}</p>;
    case 'smalltalk':
      return <p>{t(`chatbot.smalltalk.${reply.topic}`)}</p>;
    case 'unknown':
      return (
        <>
          <p>{t('chatbot.unknown')}</p>
          <HandoffAction state={handoff} onHandOff={onHandOff} label={t('chatbot.talkToTeam')} />
        </>
      );
    case 'handoff':
      return (
        <>
          <p>{t(`chatbot.handoff.${reply.reason}`)}</p>
          <HandoffAction state={handoff} onHandOff={onHandOff} label={t('chatbot.handoff.send')} />
        </>
      );
    case 'answer': {
      const [main, ...more] = reply.sources;
      const weatherPage = main?.type === 'page' && main.id === 'weather';
      return (
        <>
          {rephrased ? (
            <p>{rephrased}</p>
          ) : weatherPage ? (
            <p>{t('chatbot.weather')}</p>
          ) : (
            <p>{t('chatbot.found')}</p>
          )}
          {main && (
            <p className="chat-reply__title">
              <Link to={main.href.replace(/^#/, '')}>{main.title}</Link>
            </p>
          )}
          {reply.temporarilyClosed && <p className="chat-reply__closed">{t('chatbot.closed')}</p>}
          {reply.stay && (
            <p className="chat-reply__stay">
              {t(`chatbot.stay.${reply.stay.kind}`, { at: when(reply.stay.at, i18n.language) })}
            </p>
          )}
          {!rephrased && reply.quotes.map((quote, i) => <p key={i}>{quote}</p>)}
          {reply.facts.length > 0 && (
            <dl className="chat-reply__facts">
              {reply.facts.map((fact) => (
                <div key={fact.kind}>
                  <dt>{t(`chatbot.facts.${fact.kind}`)}</dt>
                  <dd>{fact.text}</dd>
                </div>
              ))}
            </dl>
          )}
          {rephrased && <p className="chat-reply__note">{t('chatbot.rephrased')}</p>}
          {more.length > 0 && (
            <div className="chat-reply__sources">
              <p>{t('chatbot.sources')}</p>
              <ul>
                {more.map((source) => (
                  <li key={`${source.type}:${source.id}`}>
                    <Link to={source.href.replace(/^#/, '')}>{source.title}</Link>
                  </li>
                ))}
              </ul>
            </div>
          )}
        </>
      );
    }
  }
}

function HandoffAction({
  state,
  onHandOff,
  label,
}: {
  state: HandoffState | undefined;
  onHandOff(): void;
  label: string;
}) {
  const { t } = useTranslation();
  if (state === 'sending')
    return <p className="chat-reply__status">{t('chatbot.handoff.sending')}</p>;
  if (state === 'sent') {
    return (
      <p className="chat-reply__status">
        {t('chatbot.handoff.sent')}{' '}
        <Link to="/registrations/messages">{t('chatbot.handoff.inbox')}</Link>
      </p>
    );
  }
  if (state === 'contact') {
    return (
      <p className="chat-reply__status">
        <Link to="/contact">{t('chatbot.handoff.contact')}</Link>
      </p>
    );
  }
  return (
    <>
      {state === 'failed' && <p className="chat-reply__status">{t('chatbot.handoff.failed')}</p>}
      <button
        type="button"
        className="ui-button ui-button--secondary chat-reply__action"
        onClick={onHandOff}
      >
        {state === 'failed' ? t('chatbot.handoff.retry') : label}
      </button>
    </>
  );
}
