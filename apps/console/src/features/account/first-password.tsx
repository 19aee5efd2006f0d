// The first login with a password an administrator chose (a new account, a
// forgotten one set anew): the console opens only after the staff member
// chose their own — the server refuses everything else until then.
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { staffKeys } from '../../lib/query-keys.ts';
import { useAccount, useLogout } from '../../lib/session.ts';
import { PasswordForm } from './account-page.tsx';

export function FirstPassword() {
  const { t } = useTranslation();
  const account = useAccount();
  const logout = useLogout();
  const client = useQueryClient();
  return (
    <main className="login" id="main">
      <div className="card login__card">
        <img src="/console/favicon.svg" alt="" width="48" height="48" />
        <h1>{t('first.title')}</h1>
        <p className="muted">{t('first.intro')}</p>
        <p>
          {account.name} · {account.email}
        </p>
        <PasswordForm
          plain
          onChanged={() => void client.invalidateQueries({ queryKey: staffKeys.me })}
        />
        <button type="button" className="button button--ghost" onClick={() => logout.mutate()}>
          {t('app.logout')}
        </button>
      </div>
    </main>
  );
}
