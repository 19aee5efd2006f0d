import { ReservationsSavedSchema } from '@hospes/domain';
// Entering reservations in the built-in PMS: one by form, many from a CSV
// file (a spreadsheet export). The form keeps what was typed when the
// server refuses it; a refused file names each bad line.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Notice } from '../../components/ui/notice.tsx';
import { errorText } from '../../components/ui/query-state.tsx';
import { api, ApiError } from '../../lib/api.ts';
import { useAccount } from '../../lib/session.ts';
import { staffKeys } from '../../lib/query-keys.ts';

const EMPTY = {
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
type Fields = typeof EMPTY;

export function ReservationEntry() {
  const { t } = useTranslation();
  const { projectId } = useAccount();
  const client = useQueryClient();
  const [fields, setFields] = useState<Fields>(EMPTY);
  const refresh = () =>
    void client.invalidateQueries({ queryKey: staffKeys.frontDesk.project(projectId) });
  const create = useMutation({
    mutationFn: () =>
      api(`/staff/${projectId}/reservations`, ReservationsSavedSchema, {
        method: 'POST',
        body: { ...fields, adults: Number(fields.adults), children: Number(fields.children || 0) },
      }),
    onSuccess: () => {
      setFields(EMPTY);
      refresh();
    },
  });
  const importCsv = useMutation({
    mutationFn: (file: File) =>
      api(`/staff/${projectId}/reservations/import`, ReservationsSavedSchema, {
        method: 'POST',
        file: new File([file], file.name, { type: 'text/csv' }),
      }),
    onSuccess: refresh,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate();
  };
  const input = (key: keyof Fields, type = 'text', required = false) => (
    <label className="field">
      <span>{t(`entry.${key}`)}</span>
      <input
        type={type}
        required={required}
        value={fields[key]}
        min={type === 'number' ? (key === 'adults' ? 1 : 0) : undefined}
        onChange={(e) => setFields((f) => ({ ...f, [key]: e.target.value }))}
      />
    </label>
  );
  return (
    <section className="card" aria-labelledby="entry">
      <h2 id="entry">{t('entry.title')}</h2>
      <details>
        <summary>{t('entry.new')}</summary>
        <form className="form entry-form" onSubmit={submit}>
          {input('number', 'text', true)}
          {input('lastName', 'text', true)}
          {input('firstName')}
          {input('email', 'email')}
          {input('arrival', 'date', true)}
          {input('departure', 'date', true)}
          {input('room')}
          {input('adults', 'number', true)}
          {input('children', 'number')}
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
