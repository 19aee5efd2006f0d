// The staff member's own account: change the password (other sessions end).
// The new password is checked with the server's schema and typed twice; the
// form is also the first-password screen's.
import { StaffPasswordBodySchema } from '@hospes/domain';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ErrorSummary } from '../../components/form/error-summary.ts';
import { TextField } from '../../components/form/text-field.tsx';
import { useFormSummary } from '../../components/form/use-form-summary.ts';
import { useStaffForm } from '../../components/form/use-staff-form.ts';
import { Notice } from '../../components/ui/notice.tsx';
import { Page } from '../../components/ui/page.tsx';
import { errorText } from '../../components/ui/query-state.tsx';
import { api } from '../../lib/api.ts';
import { useAccount } from '../../lib/session.ts';

const PasswordFormSchema = StaffPasswordBodySchema.extend({ repeat: z.string() }).refine(
  (values) => values.repeat === values.newPassword,
  { path: ['repeat'] },
);
const FIELDS = ['currentPassword', 'newPassword', 'repeat'] as const;
const EMPTY = { currentPassword: '', newPassword: '', repeat: '' };

export function AccountPage() {
  const { t } = useTranslation();
  const account = useAccount();
  return (
    <Page title={t('account.title')}>
      <p>
        {account.name} · {account.email} · {t(`roles.${account.role}`)}
      </p>
      <PasswordForm />
    </Page>
  );
}

/**
 * The own password changed: the current one, the new one twice. `onChanged`
 * runs after the server took it (the first-password screen then opens the
 * console).
 */
export function PasswordForm({
  onChanged,
  plain = false,
}: {
  onChanged?: () => void;
  /** Inside another card (the first-password screen): no card of its own. */
  plain?: boolean;
}) {
  const { t } = useTranslation();
  const form = useStaffForm(PasswordFormSchema, EMPTY);
  const summary = useFormSummary(form, FIELDS, (field) =>
    field === 'currentPassword'
      ? t('account.errors.current')
      : field === 'newPassword'
        ? t('account.errors.next')
        : t('account.mismatch'),
  );
  const change = useMutation({
    mutationFn: (body: z.infer<typeof StaffPasswordBodySchema>) =>
      api('/staff/password', null, { method: 'POST', body }),
    onSuccess: () => {
      form.reset(EMPTY);
      onChanged?.();
    },
    onError: (error) => summary.showServerIssues(error),
  });
  const submit = form.handleSubmit(
    ({ currentPassword, newPassword }) => change.mutate({ currentPassword, newPassword }),
    () => {
      change.reset();
      summary.focusSummary();
    },
  );
  return (
    <form
      className={plain ? 'form' : 'card form'}
      onSubmit={(event) => void submit(event)}
      noValidate
    >
      <ErrorSummary ref={summary.summaryRef} title={t('form.summary')} items={summary.items} />
      <TextField
        {...summary.fieldProps('currentPassword')}
        label={t('account.current')}
        type="password"
        required
        autoComplete="current-password"
      />
      <TextField
        {...summary.fieldProps('newPassword')}
        label={t('account.next')}
        type="password"
        required
        autoComplete="new-password"
      />
      <TextField
        {...summary.fieldProps('repeat')}
        label={t('account.repeat')}
        type="password"
        required
        autoComplete="new-password"
      />
      {change.error && <Notice kind="error">{errorText(change.error, t)}</Notice>}
      {change.isSuccess && <Notice kind="success">{t('account.changed')}</Notice>}
      <button type="submit" className="button button--primary" disabled={change.isPending}>
        {t('account.change')}
      </button>
    </form>
  );
}
