// The staff login: e-mail and password; a failure keeps what was typed.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Notice } from '../../components/ui/notice.tsx';
import { errorText } from '../../components/ui/query-state.tsx';
import { ApiError } from '../../lib/api.ts';
import { useLogin } from '../../lib/session.ts';

export function LoginPage() {
  const { t } = useTranslation();
  const login = useLogin();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    login.mutate({ email, password });
  };
  const error = login.error;
  const message =
    error instanceof ApiError && error.status === 401
      ? t('login.wrong')
      : error instanceof ApiError && error.status === 429
        ? t('login.limited')
        : error
          ? errorText(error, t)
          : null;

  return (
    <main className="login" id="main">
      <form className="card login__card" onSubmit={submit} noValidate={false}>
        <img src="/console/favicon.svg" alt="" width="48" height="48" />
        <h1>{t('login.title')}</h1>
        <p className="muted">{t('login.intro')}</p>
        <label className="field">
          <span>{t('login.email')}</span>
          <input
            type="email"
            name="email"
            autoComplete="username"
            required
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
        </label>
        <label className="field">
          <span>{t('login.password')}</span>
          <input
            type="password"
            name="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </label>
        {message && <Notice kind="error">{message}</Notice>}
        <button type="submit" className="button button--primary" disabled={login.isPending}>
          {t('login.submit')}
        </button>
      </form>
    </main>
  );
}
