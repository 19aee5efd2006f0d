// Completing or correcting one guest's report (docs/registration.md): the
// guest's data by the check-in form's names; the server writes the record
// anew or names, per field, what is still wrong — the typing stays.
import {
  AuthorityReportSchema,
  type AuthorityReportView,
  type ReportProblemSchema,
} from '@hospes/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Notice } from '../../components/ui/notice.tsx';
import { errorText } from '../../components/ui/query-state.tsx';
import { api, ApiError } from '../../lib/api.ts';
import { useAccount } from '../../lib/session.ts';

type Problem = z.infer<typeof ReportProblemSchema>;

/** The check-in form's names of the guest's data (what the server reads). */
type Field =
  | 'first_name'
  | 'last_name'
  | 'gender'
  | 'date_of_birth'
  | 'nationality'
  | 'birth_country'
  | 'birth_place'
  | 'doc_type'
  | 'doc_id'
  | 'issue_country'
  | 'issue_place';

/** The fields the server still refuses (a 400's issues at `body/<field>`). */
function problemsOf(error: unknown): Problem[] {
  if (!(error instanceof ApiError)) return [];
  return error.issues.map((i) => ({ field: i.path.replace(/^body\//, ''), message: i.message }));
}

export function ReportCorrection({
  report,
  queryKey,
  onDone,
}: {
  report: AuthorityReportView;
  queryKey: readonly unknown[];
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const { projectId } = useAccount();
  const client = useQueryClient();
  const [first = '', ...rest] = report.guestName.split(' ');
  const [values, setValues] = useState<Record<Field, string>>({
    first_name: first,
    last_name: rest.join(' '),
    gender: '',
    date_of_birth: '',
    nationality: '',
    birth_country: '',
    birth_place: '',
    doc_type: '',
    doc_id: '',
    issue_country: '',
    issue_place: '',
  });
  const save = useMutation({
    mutationFn: () =>
      api(`/staff/${projectId}/registrations/${report.id}`, AuthorityReportSchema, {
        method: 'PUT',
        body: Object.fromEntries(Object.entries(values).filter(([, v]) => v.trim() !== '')),
      }),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey });
      onDone();
    },
  });
  const problems = problemsOf(save.error);
  const problemOf = (field: Field) => problems.find((p) => p.field === field)?.message;
  const set = (field: Field, value: string) => setValues((v) => ({ ...v, [field]: value }));
  const withDocument = report.guestIndex === 0;
  const id = `correct-${report.id}`;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };
  const input = (field: Field, type = 'text') => {
    const problem = problemOf(field);
    return (
      <div className="field" key={field}>
        <label htmlFor={`${id}-${field}-input`}>{t(`registrations.fields.${field}`)}</label>
        <input
          id={`${id}-${field}-input`}
          type={type}
          value={values[field]}
          onChange={(e) => set(field, e.target.value)}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-${field}` : undefined}
        />
        {problem && (
          <span className="field__error" id={`${id}-${field}`}>
            {problem}
          </span>
        )}
      </div>
    );
  };
  const select = (field: 'gender' | 'doc_type', options: readonly string[]) => {
    const problem = problemOf(field);
    return (
      <div className="field" key={field}>
        <label htmlFor={`${id}-${field}-input`}>{t(`registrations.fields.${field}`)}</label>
        <select
          id={`${id}-${field}-input`}
          value={values[field]}
          onChange={(e) => set(field, e.target.value)}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-${field}` : undefined}
        >
          <option value="">—</option>
          {options.map((o) => (
            <option key={o} value={o}>
              {t(`registrations.options.${o as 'male'}`)}
            </option>
          ))}
        </select>
        {problem && (
          <span className="field__error" id={`${id}-${field}`}>
            {problem}
          </span>
        )}
      </div>
    );
  };
  return (
    <form className="card form" onSubmit={submit} noValidate aria-labelledby={id}>
      <h3 id={id}>{t('registrations.correction', { name: report.guestName })}</h3>
      {save.error && problems.length === 0 && (
        <Notice kind="error">{errorText(save.error, t)}</Notice>
      )}
      {problems.some((p) => p.field === '') && (
        <Notice kind="error">{problems.find((p) => p.field === '')?.message}</Notice>
      )}
      <div className="grid-fields">
        {input('first_name')}
        {input('last_name')}
        {select('gender', ['female', 'male'])}
        {input('date_of_birth', 'date')}
        {input('nationality')}
        {input('birth_country')}
        {input('birth_place')}
        {withDocument && select('doc_type', ['passport', 'id_card', 'driving_licence'])}
        {withDocument && input('doc_id')}
        {withDocument && input('issue_country')}
        {withDocument && input('issue_place')}
      </div>
      <div className="actions">
        <button type="submit" className="button button--primary" disabled={save.isPending}>
          {t('registrations.resend')}
        </button>
        <button type="button" className="button" onClick={onDone}>
          {t('app.cancel')}
        </button>
      </div>
    </form>
  );
}
