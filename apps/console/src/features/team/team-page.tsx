// The project's staff (admins): accounts with role and state, disabling
// and enabling one, a forgotten password set anew, and new accounts with an
// initial password (checked with the server's schema before it is sent; the
// colleague chooses their own at the first login).
import {
  STAFF_ROLES,
  StaffAccountRowSchema,
  StaffAccountsSchema,
  StaffNewAccountBodySchema,
  type StaffNewAccountBody,
} from '@hospes/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ErrorSummary } from '../../components/form/error-summary.ts';
import { TextField } from '../../components/form/text-field.tsx';
import { useFormSummary } from '../../components/form/use-form-summary.ts';
import { useStaffForm } from '../../components/form/use-staff-form.ts';
import { ConfirmAction } from '../../components/ui/confirm-action.tsx';
import { Notice } from '../../components/ui/notice.tsx';
import { Page } from '../../components/ui/page.tsx';
import { QueryState, errorText } from '../../components/ui/query-state.tsx';
import { TableWrap } from '../../components/ui/table-wrap.tsx';
import { api } from '../../lib/api.ts';
import { useAccount } from '../../lib/session.ts';
import { staffKeys } from '../../lib/query-keys.ts';
import { PasswordReset } from './password-reset.tsx';

const FIELDS = ['name', 'email', 'password'] as const;
const EMPTY: StaffNewAccountBody = { name: '', email: '', role: 'frontdesk', password: '' };

function NewAccount() {
  const { t } = useTranslation();
  const { projectId } = useAccount();
  const client = useQueryClient();
  const form = useStaffForm(StaffNewAccountBodySchema, EMPTY);
  const summary = useFormSummary(form, FIELDS, (field) => t(`team.errors.${field}`));
  const create = useMutation({
    mutationFn: (body: StaffNewAccountBody) =>
      api(`/staff/${projectId}/accounts`, StaffAccountRowSchema, { method: 'POST', body }),
    onSuccess: () => {
      form.reset(EMPTY);
      void client.invalidateQueries({ queryKey: staffKeys.accounts(projectId) });
    },
    onError: (error) => summary.showServerIssues(error),
  });
  const submit = form.handleSubmit(
    (body) => create.mutate(body),
    () => {
      create.reset();
      summary.focusSummary();
    },
  );
  const roleId = `${summary.fieldId('name')}-role`;
  return (
    <form
      className="card form"
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-labelledby="new-account"
    >
      <h2 id="new-account">{t('team.create')}</h2>
      <ErrorSummary ref={summary.summaryRef} title={t('form.summary')} items={summary.items} />
      <TextField {...summary.fieldProps('name')} label={t('team.name')} required maxLength={120} />
      <TextField
        {...summary.fieldProps('email')}
        label={t('team.email')}
        type="email"
        required
        autoComplete="off"
      />
      <div className="field">
        <label htmlFor={roleId}>{t('team.role')}</label>
        <select id={roleId} {...form.register('role')}>
          {STAFF_ROLES.map((role) => (
            <option key={role} value={role}>
              {t(`roles.${role}`)}
            </option>
          ))}
        </select>
      </div>
      <TextField
        {...summary.fieldProps('password')}
        label={t('team.password')}
        hint={t('team.passwordHint')}
        type="password"
        required
        autoComplete="new-password"
      />
      {create.error && <Notice kind="error">{errorText(create.error, t)}</Notice>}
      {create.data && (
        <Notice kind="success">{t('team.created', { email: create.data.email })}</Notice>
      )}
      <button type="submit" className="button button--primary" disabled={create.isPending}>
        {t('team.add')}
      </button>
    </form>
  );
}

export function TeamPage() {
  const { t } = useTranslation();
  const me = useAccount();
  const client = useQueryClient();
  const accounts = useQuery({
    queryKey: staffKeys.accounts(me.projectId),
    queryFn: () => api(`/staff/${me.projectId}/accounts`, StaffAccountsSchema),
  });
  const toggle = useMutation({
    mutationFn: ({ id, disable }: { id: string; disable: boolean }) =>
      api(`/staff/${me.projectId}/accounts/${id}/${disable ? 'disable' : 'enable'}`, null, {
        method: 'POST',
      }),
    onSuccess: () => void client.invalidateQueries({ queryKey: staffKeys.accounts(me.projectId) }),
  });
  return (
    <Page title={t('team.title')}>
      <section className="card" aria-labelledby="accounts">
        <h2 id="accounts">{t('team.accounts')}</h2>
        {toggle.error && <Notice kind="error">{errorText(toggle.error, t)}</Notice>}
        {!accounts.data ? (
          <QueryState error={accounts.error} onRetry={() => void accounts.refetch()} />
        ) : (
          <TableWrap label={t('team.accounts')}>
            <table>
              <thead>
                <tr>
                  <th scope="col">{t('team.name')}</th>
                  <th scope="col">{t('team.email')}</th>
                  <th scope="col">{t('team.role')}</th>
                  <th scope="col">{t('team.state')}</th>
                  <th scope="col">
                    <span className="visually-hidden">{t('team.state')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {accounts.data.accounts.map((a) => (
                  <tr key={a.id}>
                    <th scope="row">{a.name}</th>
                    <td>{a.email}</td>
                    <td>{t(`roles.${a.role}`)}</td>
                    <td>
                      {a.disabled ? t('team.disabled') : t('team.active')}
                      {a.mustChangePassword && (
                        <span className="muted"> · {t('team.mustChange')}</span>
                      )}
                    </td>
                    <td className="team-actions">
                      {a.id !== me.id && <PasswordReset account={a} />}
                      {a.id !== me.id &&
                        (a.disabled ? (
                          <button
                            type="button"
                            className="button button--small"
                            aria-label={`${t('team.enable')}: ${a.email}`}
                            onClick={() => toggle.mutate({ id: a.id, disable: false })}
                          >
                            {t('team.enable')}
                          </button>
                        ) : (
                          <ConfirmAction
                            label={`${t('team.disable')}: ${a.email}`}
                            text={t('team.disable')}
                            yes={t('team.disableYes', { email: a.email })}
                            consequence={t('team.disableConsequence', { email: a.email })}
                            busy={toggle.isPending}
                            onConfirm={() => toggle.mutate({ id: a.id, disable: true })}
                          />
                        ))}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableWrap>
        )}
      </section>
      <NewAccount />
    </Page>
  );
}
