// Entering reservations in the built-in PMS: one by form, many from a CSV
// file (a spreadsheet export). The form checks with the server's schema and
// keeps what was typed when the server refuses it; a refused file names each
// bad line.
import {
  ReservationsSavedSchema,
  StaffReservationInputSchema,
  type StaffReservationInput,
} from '@hospes/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { HTMLInputTypeAttribute } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ErrorSummary } from '../../components/form/error-summary.ts';
import { TextField } from '../../components/form/text-field.tsx';
import { useFormSummary } from '../../components/form/use-form-summary.ts';
import { useStaffForm } from '../../components/form/use-staff-form.ts';
import { Notice } from '../../components/ui/notice.tsx';
import { errorText } from '../../components/ui/query-state.tsx';
import { api, ApiError } from '../../lib/api.ts';
import { useAccount } from '../../lib/session.ts';
import { staffKeys } from '../../lib/query-keys.ts';

const FIELDS = [
  'number',
  'lastName',
  'firstName',
  'email',
  'arrival',
  'departure',
  'room',
  'adults',
  'children',
] as const;
type Field = (typeof FIELDS)[number];

const EMPTY: z.input<typeof StaffReservationInputSchema> = {
  number: '',
  lastName: '',
  firstName: '',
  email: '',
  arrival: '',
  departure: '',
  room: '',
  adults: '2',
  children: '0',
};

/** Each field's input: type, whether required, and the bounds the schema has. */
const INPUTS: Record<Field, { type?: HTMLInputTypeAttribute; required?: true; max?: number }> = {
  number: { required: true, max: 40 },
  lastName: { required: true, max: 100 },
  firstName: { max: 100 },
  email: { type: 'email', max: 254 },
  arrival: { type: 'date', required: true },
  departure: { type: 'date', required: true },
  room: { max: 20 },
  adults: { type: 'number', required: true },
  children: { type: 'number' },
};

export function ReservationEntry() {
  const { t } = useTranslation();
  const { projectId } = useAccount();
  const client = useQueryClient();
  const form = useStaffForm(StaffReservationInputSchema, EMPTY);
  const summary = useFormSummary(form, FIELDS, (field, code) => {
    if (field === 'number' && code === 'invalid_format') return t('entry.errors.numberFormat');
    if (field === 'departure' && code === 'custom') return t('entry.errors.departureOrder');
    if (field === 'firstName' || field === 'room') return t('form.invalid');
    return t(`entry.errors.${field}`);
  });
  const refresh = () =>
    void client.invalidateQueries({ queryKey: staffKeys.frontDesk.project(projectId) });
  const create = useMutation({
    mutationFn: (reservation: StaffReservationInput) =>
      api(`/staff/${projectId}/reservations`, ReservationsSavedSchema, {
        method: 'POST',
        body: reservation,
      }),
    onSuccess: () => {
      form.reset(EMPTY);
      refresh();
    },
    onError: (error) => summary.showServerIssues(error),
  });
  const importCsv = useMutation({
    mutationFn: (file: File) =>
      api(`/staff/${projectId}/reservations/import`, ReservationsSavedSchema, {
        method: 'POST',
        file: new File([file], file.name, { type: 'text/csv' }),
      }),
    onSuccess: refresh,
  });
  const submit = form.handleSubmit(
    (reservation) => create.mutate(reservation),
    () => {
      create.reset();
      summary.focusSummary();
    },
  );
  const input = (field: Field) => {
    const { type = 'text', required, max } = INPUTS[field];
    return (
      <TextField
        key={field}
        {...summary.fieldProps(field)}
        label={t(`entry.${field}`)}
        type={type}
        required={required}
        maxLength={max}
        min={type === 'number' ? (field === 'adults' ? 1 : 0) : undefined}
      />
    );
  };
  return (
    <section className="card" aria-labelledby="entry">
      <h2 id="entry">{t('entry.title')}</h2>
      <details>
        <summary>{t('entry.new')}</summary>
        <form className="form entry-form" onSubmit={(event) => void submit(event)} noValidate>
          <ErrorSummary ref={summary.summaryRef} title={t('form.summary')} items={summary.items} />
          {FIELDS.map(input)}
          {create.error && <Notice kind="error">{errorText(create.error, t)}</Notice>}
          {create.data && <Notice kind="success">{t('entry.saved', create.data)}</Notice>}
          <button type="submit" className="button button--primary" disabled={create.isPending}>
            {t('entry.save')}
          </button>
        </form>
      </details>
      <div className="field">
        <label htmlFor="csv-import">{t('entry.import')}</label>
        <input
          id="csv-import"
          type="file"
          accept=".csv,text/csv"
          aria-describedby="csv-hint"
          onChange={(e) => {
            const file = e.target.files?.[0];
            if (file) importCsv.mutate(file);
            e.target.value = '';
          }}
        />
        <span id="csv-hint" className="field__hint">
          {t('entry.csvHint')}
        </span>
      </div>
      {importCsv.error && (
        <Notice kind="error">
          {errorText(importCsv.error, t)}
          <ImportProblems error={importCsv.error} />
        </Notice>
      )}
      {importCsv.data && <Notice kind="success">{t('entry.saved', importCsv.data)}</Notice>}
    </section>
  );
}

/** Every bad line of a refused file (the server names each by its line). */
function ImportProblems({ error }: { error: unknown }) {
  if (!(error instanceof ApiError) || error.issues.length < 2) return null;
  return (
    <ul className="import-problems">
      {error.issues.map((issue) => (
        <li key={`${issue.path}:${issue.message}`}>
          {issue.path}: {issue.message}
        </li>
      ))}
    </ul>
  );
}
