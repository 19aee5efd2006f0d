// A colleague forgot their password: an administrator sets a new one in
// place. It is for the next login only (the colleague then chooses their
// own), and every session of the account ends.
import {
  StaffAccountRowSchema,
  StaffPasswordResetBodySchema,
  type StaffAccount,
} from '@hospes/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorSummary } from '../../components/form/error-summary.ts';
import { TextField } from '../../components/form/text-field.tsx';
import { useFormSummary } from '../../components/form/use-form-summary.ts';
import { useStaffForm } from '../../components/form/use-staff-form.ts';
import { Notice } from '../../components/ui/notice.tsx';
import { errorText } from '../../components/ui/query-state.tsx';
import { api } from '../../lib/api.ts';
import { staffKeys } from '../../lib/query-keys.ts';

const FIELDS = ['password'] as const;

export function PasswordReset({ account }: { account: StaffAccount }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  const form = useStaffForm(StaffPasswordResetBodySchema, { password: '' });
  const summary = useFormSummary(form, FIELDS, () => t('team.errors.password'));
  const reset = useMutation({
    mutationFn: (body: { password: string }) =>
      api(
        `/staff/${account.projectId}/accounts/${encodeURIComponent(account.id)}/password`,
        StaffAccountRowSchema,
        {
          method: 'POST',
          body,
        },
      ),
    onSuccess: () => {
      setOpen(false);
      form.reset({ password: '' });
      void client.invalidateQueries({ queryKey: staffKeys.accounts(account.projectId) });
    },
    onError: (error) => summary.showServerIssues(error),
  });
  const toggle = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  useEffect(() => {
    if (open) form.setFocus('password');
    else if (wasOpen.current) toggle.current?.focus();
    wasOpen.current = open;
  }, [open, form]);
  const submit = form.handleSubmit(
    (body) => reset.mutate(body),
    () => summary.focusSummary(),
  );
  if (!open) {
    return (
      <>
        <button
          ref={toggle}
          type="button"
          className="button button--small"
          aria-label={`${t('team.reset')}: ${account.email}`}
          onClick={() => {
            reset.reset();
            setOpen(true);
          }}
        >
          {t('team.reset')}
        </button>
        {reset.isSuccess && (
          <Notice kind="success">{t('team.resetDone', { email: account.email })}</Notice>
        )}
      </>
    );
  }
  return (
    <form className="form reset-form" onSubmit={(event) => void submit(event)} noValidate>
      <ErrorSummary ref={summary.summaryRef} title={t('form.summary')} items={summary.items} />
      <TextField
        {...summary.fieldProps('password')}
        label={t('team.resetLabel', { email: account.email })}
        type="password"
        required
        autoComplete="new-password"
      />
      {reset.error && <Notice kind="error">{errorText(reset.error, t)}</Notice>}
      <div className="actions">
        <button
          type="submit"
          className="button button--small button--primary"
          disabled={reset.isPending}
        >
          {t('team.resetSave')}
        </button>
        <button type="button" className="button button--small" onClick={() => setOpen(false)}>
          {t('app.cancel')}
        </button>
      </div>
    </form>
  );
}
