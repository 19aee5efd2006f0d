// The project's Alloggiati Web account (admins): the service's address, the
// user, the password and the web service key — the last two sent, never
// shown; the server tests them before it stores them and says why not.
import {
  ALLOGGIATI_ADDRESS,
  AlloggiatiAccountSchema,
  type AlloggiatiAccountInputSchema,
} from '@hospes/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ErrorSummary } from '../../components/form/error-summary.ts';
import { TextField } from '../../components/form/text-field.tsx';
import { useFormSummary } from '../../components/form/use-form-summary.ts';
import { useStaffForm } from '../../components/form/use-staff-form.ts';
import { Notice } from '../../components/ui/notice.tsx';
import { QueryState, errorText } from '../../components/ui/query-state.tsx';
import { api } from '../../lib/api.ts';
import { useAccount } from '../../lib/session.ts';

const FormSchema = z.object({
  address: z.url({ protocol: /^https?$/ }),
  user: z.string().trim().min(1),
  password: z.string(),
  wsKey: z.string(),
});
type Values = z.infer<typeof FormSchema>;
const FIELDS = ['address', 'user', 'password', 'wsKey'] as const;

function Form({ account }: { account: z.infer<typeof AlloggiatiAccountSchema> }) {
  const { t } = useTranslation();
  const { projectId } = useAccount();
  const client = useQueryClient();
  const form = useStaffForm(FormSchema, {
    address: account.address ?? ALLOGGIATI_ADDRESS,
    user: account.user ?? '',
    password: '',
    wsKey: '',
  });
  const summary = useFormSummary(form, FIELDS, (field) =>
    field === 'address' ? t('registrations.errors.address') : t('registrations.errors.user'),
  );
  const save = useMutation({
    mutationFn: (values: Values) => {
      const body: z.infer<typeof AlloggiatiAccountInputSchema> = {
        address: values.address,
        user: values.user,
        ...(values.password ? { password: values.password } : {}),
        ...(values.wsKey ? { wsKey: values.wsKey } : {}),
      };
      return api(`/staff/${projectId}/registrations/account`, AlloggiatiAccountSchema, {
        method: 'PUT',
        body,
      });
    },
    onSuccess: async (saved) => {
      client.setQueryData(['registrations', projectId, 'account'], saved);
      form.reset({ address: saved.address ?? '', user: saved.user ?? '', password: '', wsKey: '' });
      await client.invalidateQueries({ queryKey: ['registrations', projectId, 'list'] });
    },
  });
  const submit = form.handleSubmit((values) => save.mutate(values), summary.focusSummary);
  const stored = account.hasSecrets ? t('registrations.secretsStored') : undefined;
  return (
    <form
      className="card form"
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-labelledby="registration-account"
    >
      <h2 id="registration-account">{t('registrations.account')}</h2>
      <p className="muted">{t('registrations.accountHint')}</p>
      <ErrorSummary ref={summary.summaryRef} title={t('form.summary')} items={summary.items} />
      <TextField
        {...summary.fieldProps('address')}
        label={t('registrations.address')}
        type="url"
        required
        autoComplete="off"
      />
      <TextField
        {...summary.fieldProps('user')}
        label={t('registrations.user')}
        required
        autoComplete="off"
      />
      <TextField
        {...summary.fieldProps('password')}
        label={t('registrations.password')}
        hint={stored}
        type="password"
        autoComplete="off"
      />
      <TextField
        {...summary.fieldProps('wsKey')}
        label={t('registrations.wsKey')}
        hint={stored}
        type="password"
        autoComplete="off"
      />
      {save.error && <Notice kind="error">{errorText(save.error, t)}</Notice>}
      {save.isSuccess && <Notice kind="success">{t('registrations.accountSaved')}</Notice>}
      <div className="actions">
        <button type="submit" className="button button--primary" disabled={save.isPending}>
          {t('registrations.saveAccount')}
        </button>
      </div>
    </form>
  );
}

export function AccountForm() {
  const { projectId } = useAccount();
  const account = useQuery({
    queryKey: ['registrations', projectId, 'account'],
    queryFn: () => api(`/staff/${projectId}/registrations/account`, AlloggiatiAccountSchema),
  });
  return account.data ? (
    <Form account={account.data} />
  ) : (
    <QueryState error={account.error} onRetry={() => void account.refetch()} />
  );
}
