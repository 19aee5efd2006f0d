// Reservations from a spreadsheet or PMS export: the chosen file is first
// shown as the server reads it — each row new, changed (which fields),
// unchanged, or with every one of its problems — and imported only when
// the staff member confirms; the result says what changed.
import {
  ReservationImportPreviewSchema,
  ReservationsSavedSchema,
  type ReservationImportPreview,
  type ReservationImportRow,
} from '@hospes/domain';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Notice } from '../../components/ui/notice.tsx';
import { errorText } from '../../components/ui/query-state.tsx';
import { TableWrap } from '../../components/ui/table-wrap.tsx';
import { api } from '../../lib/api.ts';
import { formatDay } from '../../lib/format.ts';
import { useAccount } from '../../lib/session.ts';
import { useFieldNames } from './reservation-form.tsx';

const ENCODINGS: Record<ReservationImportPreview['encoding'], string> = {
  'utf-8': 'UTF-8',
  'utf-16le': 'UTF-16',
  'utf-16be': 'UTF-16',
  'windows-1252': 'Windows-1252',
};

export function CsvImport({ onImported }: { onImported: () => void }) {
  const { t } = useTranslation();
  const { projectId } = useAccount();
  const [file, setFile] = useState<File | null>(null);
  const path = `/staff/${projectId}/reservations/import`;
  const body = (chosen: File) => ({
    method: 'POST' as const,
    file: new File([chosen], chosen.name, { type: 'text/csv' }),
  });
  const preview = useMutation({
    mutationFn: (chosen: File) =>
      api(`${path}?preview=true`, ReservationImportPreviewSchema, body(chosen)),
  });
  const importing = useMutation({
    mutationFn: (chosen: File) => api(path, ReservationsSavedSchema, body(chosen)),
    onSuccess: () => {
      preview.reset();
      onImported();
    },
  });
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (preview.data) heading.current?.focus();
  }, [preview.data]);

  const discard = () => {
    preview.reset();
    setFile(null);
  };
  const data = preview.data;
  const toImport = data ? data.counts.new + data.counts.changed : 0;
  return (
    <div className="stack">
      <div className="field">
        <label htmlFor="csv-import">{t('entry.import')}</label>
        <input
          id="csv-import"
          type="file"
          accept=".csv,text/csv"
          aria-describedby="csv-hint"
          onChange={(e) => {
            const chosen = e.target.files?.[0];
            if (chosen) {
              importing.reset();
              setFile(chosen);
              preview.mutate(chosen);
            }
            e.target.value = '';
          }}
        />
        <span id="csv-hint" className="field__hint">
          {t('entry.csvHint')}
        </span>
      </div>
      {preview.error && <Notice kind="error">{errorText(preview.error, t)}</Notice>}
      {importing.data && file && (
        <Notice kind="success">
          {t('entry.imported', { file: file.name, ...importing.data })}
        </Notice>
      )}
      {data && file && (
        <section className="import-preview" aria-labelledby="import-preview">
          <h3 id="import-preview" ref={heading} tabIndex={-1}>
            {t('entry.previewTitle', { file: file.name })}
          </h3>
          {data.fileProblems.length > 0 ? (
            <Notice kind="error">
              <ul className="import-problems">
                {data.fileProblems.map((p) => (
                  <li key={`${p.line}:${p.message}`}>
                    {t('entry.line')} {p.line}: {p.message}
                  </li>
                ))}
              </ul>
            </Notice>
          ) : (
            <>
              <p>
                {t('entry.previewCounts', data.counts)}{' '}
                {t('entry.encoding', { encoding: ENCODINGS[data.encoding] })}
              </p>
              <PreviewTable rows={data.rows} label={t('entry.previewRows', { file: file.name })} />
            </>
          )}
          {importing.error && <Notice kind="error">{errorText(importing.error, t)}</Notice>}
          {data.counts.invalid > 0 || data.fileProblems.length > 0 ? (
            <Notice kind="error">{t('entry.blocked')}</Notice>
          ) : toImport === 0 ? (
            <Notice kind="info">{t('entry.nothing')}</Notice>
          ) : null}
          <div className="actions">
            {data.counts.invalid === 0 && data.fileProblems.length === 0 && toImport > 0 && (
              <button
                type="button"
                className="button button--primary"
                disabled={importing.isPending}
                onClick={() => importing.mutate(file)}
              >
                {t('entry.confirmImport', { count: toImport })}
              </button>
            )}
            <button type="button" className="button" onClick={discard}>
              {t('entry.discard')}
            </button>
          </div>
        </section>
      )}
    </div>
  );
}

function PreviewTable({ rows, label }: { rows: ReservationImportRow[]; label: string }) {
  const { t } = useTranslation();
  const fieldNames = useFieldNames();
  const problemText = useProblemText();
  const day = (date: string | null) =>
    date && /^\d{4}-\d{2}-\d{2}$/.test(date) ? formatDay(date) : date;
  return (
    <TableWrap label={label}>
      <table className="table">
        <thead>
          <tr>
            <th scope="col">{t('entry.line')}</th>
            <th scope="col">{t('entry.reservation')}</th>
            <th scope="col">{t('entry.guest')}</th>
            <th scope="col">{t('entry.dates')}</th>
            <th scope="col">{t('entry.room')}</th>
            <th scope="col">{t('entry.result')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.line} className={`import-row import-row--${row.result}`}>
              <td>{row.line}</td>
              <td>{row.number}</td>
              <td>{row.name}</td>
              <td>
                {day(row.arrival)} – {day(row.departure)}
              </td>
              <td>{row.room ?? ''}</td>
              <td>
                {row.result === 'new' && t('entry.resultNew')}
                {row.result === 'unchanged' && t('entry.resultUnchanged')}
                {row.result === 'changed' &&
                  t('entry.resultChanged', { fields: fieldNames(row.changes) })}
                {row.result === 'invalid' && (
                  <>
                    <strong>{t('entry.resultInvalid')}</strong>
                    <ul className="import-problems">
                      {row.problems.map((p) => (
                        <li key={`${p.field}:${p.code}`}>{problemText(p)}</li>
                      ))}
                    </ul>
                  </>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableWrap>
  );
}

/** A row's problem in the staff member's language: the field's name and what to enter. */
function useProblemText() {
  const { t } = useTranslation();
  return ({ field, code, message }: ReservationImportRow['problems'][number]) => {
    if (!field) return message;
    const what =
      field === 'number' && code === 'duplicate'
        ? t('entry.errors.duplicate')
        : field === 'number' && code === 'invalid_format'
          ? t('entry.errors.numberFormat')
          : field === 'departure' && code === 'custom'
            ? t('entry.errors.departureOrder')
            : field === 'firstName' || field === 'room' || field === 'phone'
              ? t('form.invalid')
              : t(`entry.errors.${field}`);
    return `${t(`entry.${field}`)}: ${what}`;
  };
}
