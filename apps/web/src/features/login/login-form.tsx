import {
  combineDateOfBirth,
  DEFAULT_TIMEZONE,
  validateLogin,
  type LoginError,
  type LoginField,
} from '@hospes/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useProjectId, useProjectModel } from '../../lib/model/model-context.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { loginFieldsQueryOptions, type LoginData } from './login-api.ts';
import { useLoginDraft, type LoginDraft } from './login-draft.ts';
import { logIn, waitMinutes, type LoginOutcome } from './login-flow.ts';
import { LoginErrorList } from './login-error-list.tsx';
import { LoginFields, loginInputId } from './login-fields.tsx';
import '../../components/ui/button.css';
import './login-form.css';

export interface LoginFormProps {
  /** Prefix of the input ids (the dialog and the page may both exist). */
  idPrefix: string;
  /** After a successful login. */
  onSuccess: () => void;
}

type Failure = Extract<LoginOutcome, { ok: false }>;

/** The login input of spec §3: the text fields and the date of birth as `YYYY-MM-DD` (or ''). */
function loginInput(fields: readonly LoginField[], draft: LoginDraft): LoginData {
  const data: LoginData = {};
  for (const field of fields) {
    data[field] =
      field === 'date_of_birth'
        ? (combineDateOfBirth(draft.dob) ?? '')
        : (draft.values[field] ?? '');
  }
  return data;
}

/**
 * The login form of spec §4/§5: the fields the server returns, checked with
 * the domain's login validation (messages listed in red), then the login
 * call. A failed login shows "Login failed, please check your data." and
 * keeps what the guest typed; a 429 says how long to wait.
 */
export function LoginForm({ idPrefix, onSuccess }: LoginFormProps) {
  const { t } = useTranslation();
  const projectId = useProjectId();
  const model = useProjectModel();
  const queryClient = useQueryClient();
  const fieldsQuery = useQuery(loginFieldsQueryOptions(projectId));
  const draft = useLoginDraft();
  const [errors, setErrors] = useState<LoginError[]>([]);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [pending, setPending] = useState(false);

  if (fieldsQuery.isPending) return <Spinner />;
  if (fieldsQuery.isError) {
    return (
      <div className="login-form__status">
        <p>{t('login.fieldsFailed')}</p>
        <button
          type="button"
          className="ui-button ui-button--secondary"
          onClick={() => void fieldsQuery.refetch()}
        >
          {t('login.retry')}
        </button>
      </div>
    );
  }
  const fields = fieldsQuery.data;
  if (fields.length === 0) return <p className="login-form__status">{t('login.unavailable')}</p>;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const data = loginInput(fields, useLoginDraft.getState());
    const found = validateLogin(fields, data);
    setErrors(found);
    setFailure(null);
    const first = found[0];
    if (first) {
      document.getElementById(loginInputId(idPrefix, first.field))?.focus();
      return;
    }
    setPending(true);
    // Sent as typed: the server trims and compares case- and accent-insensitively.
    const outcome = await logIn(projectId, queryClient, data);
    setPending(false);
    if (outcome.ok) {
      useLoginDraft.getState().reset();
      onSuccess();
    } else {
      setFailure(outcome);
    }
  }

  return (
    <form className="login-form" noValidate onSubmit={(event) => void submit(event)}>
      <LoginFields
        idPrefix={idPrefix}
        fields={fields}
        draft={draft}
        errors={errors}
        onValue={draft.setValue}
        onDob={draft.setDob}
        timeZone={model._meta.timezone ?? DEFAULT_TIMEZONE}
      />
      <LoginErrorList idPrefix={idPrefix} errors={errors} />
      {failure && (
        <p className="login-form__failed" role="alert">
          {failure.reason === 'rate_limited'
            ? t('login.rateLimited', { count: waitMinutes(failure.retryAfterSeconds) })
            : t('login.hint_failed')}
        </p>
      )}
      <button
        type="submit"
        className="ui-button ui-button--primary login-form__submit"
        disabled={pending}
        aria-busy={pending || undefined}
      >
        {t('login.submit')}
      </button>
    </form>
  );
}
