import { zodResolver } from '@hookform/resolvers/zod';
import { DEFAULT_TIMEZONE, validateLogin, type LoginField } from '@hospes/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { ErrorSummary } from '../../components/form/error-summary.ts';
import { useFormDraft, useOnValuesChange } from '../../components/form/use-form-draft.ts';
import { useNow } from '../../hooks/use-now.ts';
import { useProjectId, useProjectModel } from '../../lib/model/model-context.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { loginFieldsQueryOptions, type LoginData } from './login-api.ts';
import { logIn, waitMinutes, type LoginOutcome } from './login-flow.ts';
import { LoginFields, loginErrorId, loginInputId, type LoginValues } from './login-fields.tsx';
import '../../components/ui/button.css';
import './login-form.css';

export interface LoginFormProps {
  /** Prefix of the input ids (the dialog and the page may both exist). */
  idPrefix: string;
  /** After a successful login. */
  onSuccess: () => void;
}

type Failure = Extract<LoginOutcome, { ok: false }>;

const LoginValuesSchema = z.record(z.string(), z.optional(z.string()));

/** Reads the draft strictly: text values only. */
const parseDraft = (stored: unknown): LoginValues | null =>
  LoginValuesSchema.safeParse(stored).data ?? null;

/** spec §5: the domain's login check (a value for every field) as the form's schema. */
const loginSchema = (fields: readonly LoginField[]) =>
  LoginValuesSchema.check(
    z.superRefine((values, ctx) => {
      for (const error of validateLogin(fields, values)) {
        ctx.addIssue({ code: 'custom', path: [error.field], message: error.message });
      }
    }),
  );

/** The login input of spec §3: every field, '' when empty (the date of birth as `YYYY-MM-DD`). */
function loginInput(fields: readonly LoginField[], values: LoginValues): LoginData {
  return Object.fromEntries(fields.map((field) => [field, values[field] ?? '']));
}

/**
 * The login form of spec §4/§5: the fields the server returns, checked with
 * the domain's login validation (messages listed in red), then the login
 * call. A failed login shows "Login failed, please check your data." and
 * keeps what the guest typed; a 429 says how long to wait.
 */
export function LoginForm({ idPrefix, onSuccess }: LoginFormProps) {
  const fieldsQuery = useQuery(loginFieldsQueryOptions(useProjectId()));
  const { t } = useTranslation();
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
  return <LoginFieldsForm idPrefix={idPrefix} fields={fields} onSuccess={onSuccess} />;
}

function LoginFieldsForm({
  idPrefix,
  fields,
  onSuccess,
}: LoginFormProps & { fields: readonly LoginField[] }) {
  const { t } = useTranslation();
  const projectId = useProjectId();
  const model = useProjectModel();
  const now = useNow();
  const queryClient = useQueryClient();
  // Kept while the app runs (a failed login or a closed dialog keeps what
  // the guest typed), only in memory: reservation data never goes to web storage.
  const draft = useFormDraft({
    key: `hospes:${projectId}:login-draft`,
    parse: parseDraft,
    storage: 'memory',
  });
  const resolver = useMemo(
    () => zodResolver(loginSchema(fields), undefined, { mode: 'sync' }),
    [fields],
  );
  const form = useForm<LoginValues>({
    defaultValues: draft.initial ?? {},
    resolver,
    // The first field with a problem takes the focus (below); a problem is
    // checked again on the next try.
    shouldFocusError: false,
    reValidateMode: 'onSubmit',
  });
  useOnValuesChange(form.watch, (values) => {
    const typed = parseDraft(values);
    if (typed) draft.save(typed);
  });
  const [failure, setFailure] = useState<Failure | null>(null);
  const [pending, setPending] = useState(false);
  const { errors } = form.formState;

  const submit = form.handleSubmit(
    async (values) => {
      if (pending) return;
      setFailure(null);
      setPending(true);
      // Sent as typed: the server trims and compares case- and accent-insensitively.
      const outcome = await logIn(projectId, queryClient, loginInput(fields, values));
      setPending(false);
      if (outcome.ok) {
        draft.clear();
        onSuccess();
      } else {
        setFailure(outcome);
      }
    },
    (problems) => {
      setFailure(null);
      const first = fields.find((field) => problems[field]);
      if (first) document.getElementById(loginInputId(idPrefix, first))?.focus();
    },
  );

  const items = fields.flatMap((field) =>
    errors[field]
      ? [
          {
            targetId: loginInputId(idPrefix, field),
            id: loginErrorId(idPrefix, field),
            text: t(`login.${field}_missing`),
          },
        ]
      : [],
  );
  return (
    <form className="login-form" noValidate onSubmit={(event) => void submit(event)}>
      <LoginFields
        idPrefix={idPrefix}
        fields={fields}
        register={form.register}
        control={form.control}
        errors={errors}
        now={now}
        timeZone={model._meta.timezone ?? DEFAULT_TIMEZONE}
      />
      <ErrorSummary title={t('login.errors')} items={items} />
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
