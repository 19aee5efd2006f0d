// The project's property system (admins): the built-in PMS, Mews (API
// address, services, tax codes, tokens) or apaleo (addresses, property,
// client credentials, VAT types). Credentials are sent,
// never shown (the server says only whether they are stored); "Test
// connection" asks the server to try them and shows its answer in plain words.
import {
  PMS_KINDS,
  PmsConnectionSchema,
  PmsConnectionTestSchema,
  type PmsConnection,
  type PmsConnectionInput,
} from '@hospes/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
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
import { FIELDS, formSchema, valuesOf, type Field } from './pms-form.ts';

function ConnectionForm({ connection }: { connection: PmsConnection }) {
  const { t } = useTranslation();
  const { projectId } = useAccount();
  const client = useQueryClient();
  const form = useStaffForm(
    formSchema(connection.hasSecrets ? connection.kind : null),
    valuesOf(connection),
  );
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
        {PMS_KINDS.map((value) => (
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
            hint={
              connection.hasSecrets && connection.kind === 'mews'
                ? t('pms.secretsStored')
                : t('pms.secretsNew')
            }
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
      {kind === 'apaleo' && (
        <>
          <Notice kind="info">{t('pms.fromApaleo')}</Notice>
          <TextField
            {...summary.fieldProps('apiAddress')}
            label={t('pms.apiAddress')}
            type="url"
            required
            autoComplete="off"
          />
          <TextField
            {...summary.fieldProps('identityAddress')}
            label={t('pms.identityAddress')}
            type="url"
            required
            autoComplete="off"
          />
          <TextField
            {...summary.fieldProps('propertyId')}
            label={t('pms.propertyId')}
            hint={t('pms.propertyIdHint')}
            required
            autoComplete="off"
          />
          <TextField
            {...summary.fieldProps('vatTypes')}
            label={t('pms.vatTypes')}
            hint={t('pms.vatTypesHint')}
            rows={3}
          />
          <TextField
            {...summary.fieldProps('clientId')}
            label={t('pms.clientId')}
            required
            autoComplete="off"
          />
          <TextField
            {...summary.fieldProps('clientSecret')}
            label={t('pms.clientSecret')}
            hint={
              connection.hasSecrets && connection.kind === 'apaleo'
                ? t('pms.secretStored')
                : t('pms.secretsNew')
            }
            type="password"
            autoComplete="off"
          />
        </>
      )}
      {connection.eventsUrl && kind === connection.kind && (
        <p>
          {t(kind === 'mews' ? 'pms.eventsMews' : 'pms.eventsApaleo')}{' '}
          <code className="break">{connection.eventsUrl}</code>
        </p>
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
