import { formatWallTime, formatDate } from '@hospes/domain';
import type { ChatbotReply } from '@hospes/domain/chatbot';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useGuest } from '../../lib/guest/use-guest.ts';
import { useProjectModel } from '../../lib/model/model-context.tsx';
import type { HandoffState } from './chatbot-conversation.ts';

interface BotReplyProps {
  reply: ChatbotReply;
  handoff: HandoffState | undefined;
  /** The answer in the words of the server's language model (reworded from its page only). */
  rephrased?: string | undefined;
  /** Hands this reply's question to the team (with who and where, when the guest is not logged in). */
  onHandOff(who?: HandoffWho): void;
}

/** Who wrote and where they can be found: asked of a guest the hotel does not know by login. */
export interface HandoffWho {
  name: string;
  /** A room number or a phone number, as the guest wrote it. */
  reach: string;
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
          <HandoffAction
            state={handoff}
            onHandOff={onHandOff}
            label={t('chatbot.talkToTeam')}
            offerFirst
          />
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
  offerFirst = false,
}: {
  state: HandoffState | undefined;
  onHandOff(who?: HandoffWho): void;
  label: string;
  /** Offer the way to the team as a button first (a reply the guest did not ask a person for). */
  offerFirst?: boolean;
}) {
  const { t } = useTranslation();
  const { loggedIn } = useGuest();
  // Without messaging the question goes to the contact form, which asks who writes.
  const model = useProjectModel();
  const messaging = model.project_settings.messaging?.active === true;
  const phone = model.contact.phone;
  const formId = useId();
  const [name, setName] = useState('');
  const [reach, setReach] = useState('');
  const [missing, setMissing] = useState(false);
  const [asking, setAsking] = useState(!offerFirst);
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
  if (state === 'offline') {
    // Offline nothing reaches the team through the app: the reception's phone does.
    return (
      <p className="chat-reply__status" role="status">
        {phone ? (
          <>
            {t('chatbot.handoff.offlineCall')}{' '}
            <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a>
          </>
        ) : (
          t('chatbot.handoff.offline')
        )}
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
  const failed = state === 'failed' && (
    <p className="chat-reply__status">{t('chatbot.handoff.failed')}</p>
  );
  if (loggedIn || !messaging || !asking) {
    return (
      <>
        {failed}
        <button
          type="button"
          className="ui-button ui-button--secondary chat-reply__action"
          onClick={() => (loggedIn || !messaging ? onHandOff() : setAsking(true))}
        >
          {state === 'failed' ? t('chatbot.handoff.retry') : label}
        </button>
      </>
    );
  }
  // Not logged in: the team needs to know who asks and where to find them
  // ("call me a taxi" from a guest without a name or room cannot be acted on).
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      setMissing(true);
      return;
    }
    onHandOff({ name: name.trim(), reach: reach.trim() });
  };
  return (
    <form className="chat-handoff" onSubmit={submit} noValidate>
      {failed}
      <label htmlFor={`${formId}-name`}>{t('chatbot.handoff.name')}</label>
      <input
        id={`${formId}-name`}
        autoComplete="name"
        required
        value={name}
        aria-invalid={missing && !name.trim() ? true : undefined}
        aria-describedby={missing && !name.trim() ? `${formId}-missing` : undefined}
        onChange={(e) => setName(e.target.value)}
      />
      {missing && !name.trim() && (
        <p id={`${formId}-missing`} className="chat-handoff__error" role="alert">
          {t('chatbot.handoff.nameMissing')}
        </p>
      )}
      <label htmlFor={`${formId}-reach`}>{t('chatbot.handoff.reach')}</label>
      <input
        id={`${formId}-reach`}
        autoComplete="tel"
        value={reach}
        onChange={(e) => setReach(e.target.value)}
      />
      <button type="submit" className="ui-button ui-button--secondary chat-reply__action">
        {state === 'failed' ? t('chatbot.handoff.retry') : label}
      </button>
    </form>
  );
}
