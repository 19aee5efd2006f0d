// The project's property system (admins): the built-in PMS, or Mews with its
// API address, services, tax codes and credentials. Credentials are sent,
// never shown (the server says only whether they are stored); "Test
// connection" asks the server to try them and shows its answer in plain words.
import {
  MewsConnectionSettingsSchema,
  PmsConnectionSchema,
  PmsConnectionTestSchema,
  type PmsConnection,
  type PmsConnectionInput,
} from '@hospes/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ErrorSummary } from '../../components/form/error-summary.ts';
import { TextField } from '../../components/form/text-field.tsx';
import { useFormSummary } from '../../components/form/use-form-summary.ts';
import { useStaffForm } from '../../components/form/use-staff-form.ts';
import { Notice } from '../../components/ui/notice.tsx';
import { Page } from '../../components/ui/page.tsx';
import { QueryState, errorText } from '../../components/ui/query-state.tsx';
import { api } from '../../lib/api.ts';
import { staffKeys } from '../../lib/query-keys.ts';
import { useAccount } from '../../lib/session.ts';

const FIELDS = [
  'platformAddress',
  'serviceId',
  'chargeServiceId',
  'taxCodes',
  'clientToken',
  'accessToken',
] as const;
type Field = (typeof FIELDS)[number];

interface FormValues {
  kind: 'builtin' | 'mews';
  platformAddress: string;
  serviceId: string;
  chargeServiceId: string;
  /** One per line: `10 = AT-R`. */
  taxCodes: string;
  clientToken: string;
  accessToken: string;
}

/** `10 = AT-R` lines as `{ "1000": "AT-R" }`; null when a line is not of that form. */
function parseTaxCodes(text: string): Record<string, string> | null {
  const out: Record<string, string> = {};
  for (const line of text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)) {
    const match = /^(\d+(?:[.,]\d{1,2})?)\s*%?\s*[=:]\s*(\S+)$/.exec(line);
    if (!match) return null;
    out[String(Math.round(Number(match[1]!.replace(',', '.')) * 100))] = match[2]!;
  }
  return out;
}

const formatTaxCodes = (codes: Record<string, string>) =>
  Object.entries(codes)
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([bp, code]) => `${Number(bp) / 100} = ${code}`)
    .join('\n');

/** The form as the server's input; the domain's schema checks the Mews settings. */
function formSchema(hasSecrets: boolean) {
  return z
    .object({
      kind: z.enum(['builtin', 'mews']),
      platformAddress: z.string(),
      serviceId: z.string(),
      chargeServiceId: z.string(),
      taxCodes: z.string(),
      clientToken: z.string(),
      accessToken: z.string(),
    })
    .transform((v, ctx): PmsConnectionInput => {
      if (v.kind === 'builtin') return { kind: 'builtin' };
      let failed = false;
      const fail = (field: Field) => {
        failed = true;
        ctx.addIssue({ code: 'custom', path: [field], message: '' });
      };
      const taxCodes = parseTaxCodes(v.taxCodes);
      if (taxCodes === null) fail('taxCodes');
      const settings = MewsConnectionSettingsSchema.safeParse({
        platformAddress: v.platformAddress.trim(),
        serviceId: v.serviceId.trim(),
        ...(v.chargeServiceId.trim() ? { chargeServiceId: v.chargeServiceId.trim() } : {}),
        taxCodes: taxCodes ?? {},
      });
      for (const issue of settings.error?.issues ?? []) fail(String(issue.path[0]) as Field);
      const client = v.clientToken.trim();
      const access = v.accessToken.trim();
      // Both new, or (credentials stored) both empty to keep them.
      if (!client && (access || !hasSecrets)) fail('clientToken');
      if (!access && (client || !hasSecrets)) fail('accessToken');
      if (failed || !settings.success) return z.NEVER;
      return {
        kind: 'mews',
        settings: settings.data,
        ...(client && access ? { secrets: { clientToken: client, accessToken: access } } : {}),
      };
    });
}

function valuesOf(connection: PmsConnection): FormValues {
  return {
    kind: connection.kind,
    platformAddress: connection.settings?.platformAddress ?? '',
    serviceId: connection.settings?.serviceId ?? '',
    chargeServiceId: connection.settings?.chargeServiceId ?? '',
    taxCodes: formatTaxCodes(connection.settings?.taxCodes ?? {}),
    clientToken: '',
    accessToken: '',
  };
}

function ConnectionForm({ connection }: { connection: PmsConnection }) {
  const { t } = useTranslation();
  const { projectId } = useAccount();
  const client = useQueryClient();
  const form = useStaffForm(formSchema(connection.hasSecrets), valuesOf(connection));
  const summary = useFormSummary(form, FIELDS, (field: Field) => t(`pms.errors.${field}`));
  useEffect(() => form.reset(valuesOf(connection)), [connection, form]);
  const save = useMutation({
    mutationFn: (body: PmsConnectionInput) =>
      api(`/staff/${projectId}/pms`, PmsConnectionSchema, { method: 'PUT', body }),
    onSuccess: (saved) => client.setQueryData(staffKeys.pms(projectId), saved),
    onError: (error) => summary.showServerIssues(error),
  });
  const test = useMutation({
    mutationFn: () =>
      api(`/staff/${projectId}/pms/test`, PmsConnectionTestSchema, { method: 'POST' }),
  });
  const submit = form.handleSubmit(
    (body) => {
      test.reset();
      save.mutate(body);
    },
    () => {
      save.reset();
      summary.focusSummary();
    },
  );
  const kind = form.watch('kind');
  return (
    <form
      className="card form"
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-labelledby="pms-form"
    >
      <h2 id="pms-form" className="visually-hidden">
        {t('pms.title')}
      </h2>
      <ErrorSummary ref={summary.summaryRef} title={t('form.summary')} items={summary.items} />
      <fieldset className="radios">
        <legend>{t('pms.kind')}</legend>
        {(['builtin', 'mews'] as const).map((value) => (
          <label key={value}>
            <input type="radio" value={value} {...form.register('kind')} />
            {t(`pms.${value}`)}
          </label>
        ))}
      </fieldset>
      {kind === 'mews' && (
        <>
          <Notice kind="info">{t('pms.fromPms')}</Notice>
          <TextField
            {...summary.fieldProps('platformAddress')}
            label={t('pms.platformAddress')}
            hint={t('pms.platformAddressHint')}
            type="url"
            required
            autoComplete="off"
          />
          <TextField
            {...summary.fieldProps('serviceId')}
            label={t('pms.serviceId')}
            required
            autoComplete="off"
          />
          <TextField
            {...summary.fieldProps('chargeServiceId')}
            label={t('pms.chargeServiceId')}
            autoComplete="off"
          />
          <TextField
            {...summary.fieldProps('taxCodes')}
            label={t('pms.taxCodes')}
            hint={t('pms.taxCodesHint')}
            rows={3}
          />
          <TextField
            {...summary.fieldProps('clientToken')}
            label={t('pms.clientToken')}
            hint={connection.hasSecrets ? t('pms.secretsStored') : t('pms.secretsNew')}
            type="password"
            autoComplete="off"
          />
          <TextField
            {...summary.fieldProps('accessToken')}
            label={t('pms.accessToken')}
            type="password"
            autoComplete="off"
          />
        </>
      )}
      {save.error && <Notice kind="error">{errorText(save.error, t)}</Notice>}
      {save.isSuccess && <Notice kind="success">{t('pms.saved')}</Notice>}
      {test.data && <Notice kind={test.data.ok ? 'success' : 'error'}>{test.data.message}</Notice>}
      {test.error && <Notice kind="error">{errorText(test.error, t)}</Notice>}
      <div className="actions">
        <button type="submit" className="button button--primary" disabled={save.isPending}>
          {t('pms.save')}
        </button>
        <button
          type="button"
          className="button"
          disabled={test.isPending || form.formState.isDirty}
          onClick={() => test.mutate()}
        >
          {test.isPending ? t('pms.testing') : t('pms.test')}
        </button>
      </div>
    </form>
  );
}

export function PmsPage() {
  const { t } = useTranslation();
  const { projectId } = useAccount();
  const connection = useQuery({
    queryKey: staffKeys.pms(projectId),
    queryFn: () => api(`/staff/${projectId}/pms`, PmsConnectionSchema),
  });
  return (
    <Page title={t('pms.title')}>
      {connection.data ? (
        <ConnectionForm connection={connection.data} />
      ) : (
        <QueryState error={connection.error} onRetry={() => void connection.refetch()} />
      )}
    </Page>
  );
}
