import { NotificationOutcomeSchema } from '@hospes/domain';
// Broadcast a notification to the guests in house or to every guest of the
// project: in the app (the spec's in-app notification) and, when chosen,
// as a push notification to those who allowed it.
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Notice } from '../../components/ui/notice.tsx';
import { Page } from '../../components/ui/page.tsx';
import { errorText } from '../../components/ui/query-state.tsx';
import { api } from '../../lib/api.ts';
import { useAccount } from '../../lib/session.ts';

export function NotificationsPage() {
  const { t } = useTranslation();
  const { projectId } = useAccount();
  const [audience, setAudience] = useState<'in-house' | 'all'>('in-house');
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [push, setPush] = useState(true);
  const send = useMutation({
    mutationFn: () =>
      api(`/staff/${projectId}/notifications`, NotificationOutcomeSchema, {
        method: 'POST',
        body: { audience, title: title.trim(), body: body.trim(), push, inapp: true },
      }),
    onSuccess: () => {
      setTitle('');
      setBody('');
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send.mutate();
  };
  return (
    <Page title={t('notifications.title')}>
      <form className="card form" onSubmit={submit}>
        <p className="muted">{t('notifications.intro')}</p>
        <fieldset className="radios">
          <legend>{t('notifications.audience')}</legend>
          {(['in-house', 'all'] as const).map((value) => (
            <label key={value}>
              <input
                type="radio"
                name="audience"
                value={value}
                checked={audience === value}
                onChange={() => setAudience(value)}
              />
              {t(value === 'in-house' ? 'notifications.inHouse' : 'notifications.all')}
            </label>
          ))}
        </fieldset>
        <label className="field">
          <span>{t('notifications.heading')}</span>
          <input
            required
            maxLength={120}
            value={title}
            onChange={(e) => setTitle(e.target.value)}
          />
        </label>
        <label className="field">
          <span>{t('notifications.body')}</span>
          <textarea
            rows={4}
            maxLength={1000}
            value={body}
            onChange={(e) => setBody(e.target.value)}
          />
        </label>
        <label className="check">
          <input type="checkbox" checked={push} onChange={(e) => setPush(e.target.checked)} />
          {t('notifications.push')}
        </label>
        {send.error && <Notice kind="error">{errorText(send.error, t)}</Notice>}
        {send.data && <Notice kind="success">{t('notifications.sent', send.data)}</Notice>}
        <button
          type="submit"
          className="button button--primary"
          disabled={send.isPending || !title.trim()}
        >
          {t('notifications.send')}
        </button>
      </form>
    </Page>
  );
}
