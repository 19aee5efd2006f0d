// The staff member's own account: change the password (other sessions end).
import { STAFF_PASSWORD_MIN } from '@hospes/domain';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Notice } from '../../components/ui/notice.tsx';
import { Page } from '../../components/ui/page.tsx';
import { errorText } from '../../components/ui/query-state.tsx';
import { api } from '../../lib/api.ts';
import { useAccount } from '../../lib/session.ts';

export function AccountPage() {
  const { t } = useTranslation();
  const account = useAccount();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [repeat, setRepeat] = useState('');
  const [mismatch, setMismatch] = useState(false);
  const change = useMutation({
    mutationFn: () =>
      api('/staff/password', null, {
        method: 'POST',
        body: { currentPassword: current, newPassword: next },
      }),
    onSuccess: () => {
      setCurrent('');
      setNext('');
      setRepeat('');
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setMismatch(next !== repeat);
    if (next === repeat) change.mutate();
  };
  return (
    <Page title={t('account.title')}>
      <p>
        {account.name} · {account.email} · {t(`roles.${account.role}`)}
      </p>
      <form className="card form" onSubmit={submit}>
        <label className="field">
          <span>{t('account.current')}</span>
          <input
            type="password"
            required
            autoComplete="current-password"
            value={current}
            onChange={(e) => setCurrent(e.target.value)}
          />
        </label>
        <label className="field">
          <span>{t('account.next')}</span>
          <input
            type="password"
            required
            minLength={STAFF_PASSWORD_MIN}
            autoComplete="new-password"
            value={next}
            onChange={(e) => setNext(e.target.value)}
          />
        </label>
        <label className="field">
          <span>{t('account.repeat')}</span>
          <input
            type="password"
            required
            minLength={STAFF_PASSWORD_MIN}
            autoComplete="new-password"
            value={repeat}
            onChange={(e) => setRepeat(e.target.value)}
          />
        </label>
        {mismatch && <Notice kind="error">{t('account.mismatch')}</Notice>}
        {change.error && <Notice kind="error">{errorText(change.error, t)}</Notice>}
        {change.isSuccess && <Notice kind="success">{t('account.changed')}</Notice>}
        <button type="submit" className="button button--primary" disabled={change.isPending}>
          {t('account.change')}
        </button>
      </form>
    </Page>
  );
}
