import { MESSAGE_MAX_LENGTH } from '@hospes/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@hospes/api-client';
import '../../components/ui/button.css';

export interface MessageComposerProps {
  sending: boolean;
  error: unknown;
  /** Resolves when sent; the text stays when sending failed. */
  onSend: (content: string) => Promise<unknown>;
}

/** The guest writes to the hotel: plain text, up to 2,000 characters. */
export function MessageComposer({ sending, error, onSend }: MessageComposerProps) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState('');
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const content = text.trim();
    if (content === '' || sending) return;
    onSend(content).then(
      () => setText(''),
      () => undefined,
    );
  };
  const tooMany = error instanceof ApiError && error.status === 429;
  return (
    <form className="composer" onSubmit={submit}>
      <label htmlFor={id} className="visually-hidden">
        {t('messages.label')}
      </label>
      <div className="composer__row">
        <textarea
          id={id}
          className="composer__input"
          rows={2}
          maxLength={MESSAGE_MAX_LENGTH}
          placeholder={t('messages.placeholder')}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.shiftKey) submit(e);
          }}
        />
        <button
          type="submit"
          className="ui-button ui-button--primary"
          disabled={sending || text.trim() === ''}
        >
          {sending ? t('messages.sending') : t('messages.send')}
        </button>
      </div>
      {error ? (
        <p className="composer__error" role="alert">
          {tooMany ? t('messages.tooMany') : t('messages.failed')}
        </p>
      ) : null}
    </form>
  );
}
