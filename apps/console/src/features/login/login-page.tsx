// The staff login: e-mail and password, checked with the server's schema; a
// failure keeps what was typed, a disabled account is told so, and a
// forgotten password is explained (an administrator sets a new one: the
// console has no mail server to send a link with).
import { StaffLoginBodySchema } from '@hospes/domain';
import { useTranslation } from 'react-i18next';
import { ErrorSummary } from '../../components/form/error-summary.ts';
import { TextField } from '../../components/form/text-field.tsx';
import { useFormSummary } from '../../components/form/use-form-summary.ts';
import { useStaffForm } from '../../components/form/use-staff-form.ts';
import { Notice } from '../../components/ui/notice.tsx';
import { errorText } from '../../components/ui/query-state.tsx';
import { ApiError } from '../../lib/api.ts';
import { useLogin } from '../../lib/session.ts';

const FIELDS = ['email', 'password'] as const;

export function LoginPage() {
  const { t } = useTranslation();
  const login = useLogin();
  const form = useStaffForm(StaffLoginBodySchema, { email: '', password: '' });
  const summary = useFormSummary(form, FIELDS, (field) => t(`login.errors.${field}`));
  const submit = form.handleSubmit((body) => login.mutate(body), summary.focusSummary);

  const error = login.error;
  const message =
    error instanceof ApiError && error.status === 401
      ? t('login.wrong')
      : error instanceof ApiError && error.status === 429
        ? t('login.limited')
        : error instanceof ApiError && error.code === 'account_disabled'
          ? t('errors.account_disabled')
          : error
            ? errorText(error, t)
            : null;

  return (
    <main className="login" id="main">
      <form className="card login__card" onSubmit={(event) => void submit(event)} noValidate>
        <img src="/console/favicon.svg" alt="" width="48" height="48" />
        <h1>{t('login.title')}</h1>
        <p className="muted">{t('login.intro')}</p>
        <ErrorSummary ref={summary.summaryRef} title={t('form.summary')} items={summary.items} />
        <TextField
          {...summary.fieldProps('email')}
          label={t('login.email')}
          type="email"
          autoComplete="username"
          required
        />
        <TextField
          {...summary.fieldProps('password')}
          label={t('login.password')}
          type="password"
          autoComplete="current-password"
          required
        />
        {message && <Notice kind="error">{message}</Notice>}
        <button type="submit" className="button button--primary" disabled={login.isPending}>
          {t('login.submit')}
        </button>
        <details className="login__forgot">
          <summary>{t('login.forgot')}</summary>
          <p>{t('login.forgotText')}</p>
        </details>
      </form>
    </main>
  );
}
