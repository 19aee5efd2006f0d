// The project's staff (admins): accounts with role and state, disabling
// and enabling one, and new accounts with an initial password.
import {
  STAFF_PASSWORD_MIN,
  STAFF_ROLES,
  type StaffRole,
  StaffAccountRowSchema,
  StaffAccountsSchema,
} from '@hospes/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Notice } from '../../components/ui/notice.tsx';
import { Page } from '../../components/ui/page.tsx';
import { QueryState, errorText } from '../../components/ui/query-state.tsx';
import { TableWrap } from '../../components/ui/table-wrap.tsx';
import { api } from '../../lib/api.ts';
import { useAccount } from '../../lib/session.ts';
import { staffKeys } from '../../lib/query-keys.ts';

function NewAccount() {
  const { t } = useTranslation();
  const { projectId } = useAccount();
  const client = useQueryClient();
  const [form, setForm] = useState({
    name: '',
    email: '',
    role: 'frontdesk' as StaffRole,
    password: '',
  });
  const create = useMutation({
    mutationFn: () =>
      api(`/staff/${projectId}/accounts`, StaffAccountRowSchema, { method: 'POST', body: form }),
    onSuccess: () => {
      setForm({ name: '', email: '', role: 'frontdesk', password: '' });
      void client.invalidateQueries({ queryKey: staffKeys.accounts(projectId) });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate();
  };
  const field = (key: 'name' | 'email' | 'password') => ({
    value: form[key],
    onChange: (e: { target: { value: string } }) =>
      setForm((f) => ({ ...f, [key]: e.target.value })),
  });
  return (
    <form className="card form" onSubmit={submit} aria-labelledby="new-account">
      <h2 id="new-account">{t('team.create')}</h2>
      <label className="field">
        <span>{t('team.name')}</span>
        <input required maxLength={120} {...field('name')} />
      </label>
      <label className="field">
        <span>{t('team.email')}</span>
        <input type="email" required autoComplete="off" {...field('email')} />
      </label>
      <label className="field">
        <span>{t('team.role')}</span>
        <select
          value={form.role}
          onChange={(e) => setForm((f) => ({ ...f, role: e.target.value as StaffRole }))}
        >
          {STAFF_ROLES.map((role) => (
            <option key={role} value={role}>
              {t(`roles.${role}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="field">
        <span>{t('team.password')}</span>
        <input
          type="password"
          required
          minLength={STAFF_PASSWORD_MIN}
          autoComplete="new-password"
          {...field('password')}
        />
      </label>
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
                    <td>{a.disabled ? t('team.disabled') : t('team.active')}</td>
                    <td>
                      {a.id !== me.id && (
                        <button
                          type="button"
                          className="button button--small"
                          aria-label={`${a.disabled ? t('team.enable') : t('team.disable')}: ${a.email}`}
                          onClick={() => toggle.mutate({ id: a.id, disable: !a.disabled })}
                        >
                          {a.disabled ? t('team.enable') : t('team.disable')}
                        </button>
                      )}
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
