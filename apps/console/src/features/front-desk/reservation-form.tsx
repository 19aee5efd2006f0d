// A reservation of the built-in PMS typed in: new, or edited from what is
// saved (every field, phone and language too). A new reservation under a
// number that exists already is not saved over it unasked: the form says
// which reservation that is and what saving would change, and the staff
// member decides. The form keeps what was typed when the server refuses it.
import {
  LANGUAGES,
  ReservationCheckSchema,
  ReservationsSavedSchema,
  StaffReservationInputSchema,
  type ReservationCheck,
  type ReservationField,
  type StaffReservationEntry,
  type StaffReservationInput,
} from '@hospes/domain';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState, type HTMLInputTypeAttribute } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ErrorSummary } from '../../components/form/error-summary.ts';
import { TextField } from '../../components/form/text-field.tsx';
import { useFormSummary } from '../../components/form/use-form-summary.ts';
import { useStaffForm } from '../../components/form/use-staff-form.ts';
import { languageName } from '../../components/guest/guest-who.tsx';
import { Notice } from '../../components/ui/notice.tsx';
import { errorText } from '../../components/ui/query-state.tsx';
import { api } from '../../lib/api.ts';
import { formatDay } from '../../lib/format.ts';
import { useAccount } from '../../lib/session.ts';

type FormValues = z.input<typeof StaffReservationInputSchema>;
type Field = Exclude<ReservationField, 'language'>;

const FIELDS = [
  'number',
  'lastName',
  'firstName',
  'email',
  'phone',
  'arrival',
  'departure',
  'room',
  'adults',
  'children',
] as const satisfies readonly Field[];

export const EMPTY_RESERVATION: FormValues = {
  number: '',
  lastName: '',
  firstName: '',
  email: '',
  phone: '',
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
  phone: { type: 'tel', max: 40 },
  arrival: { type: 'date', required: true },
  departure: { type: 'date', required: true },
  room: { max: 20 },
  adults: { type: 'number', required: true },
  children: { type: 'number' },
};

/** The form's values for a saved reservation. */
export function entryValues(entry: StaffReservationEntry): FormValues {
  return {
    ...EMPTY_RESERVATION,
    ...entry,
    adults: String(entry.adults),
    children: String(entry.children),
  };
}

/** The field names of a change list, as the form labels them. */
export function useFieldNames() {
  const { t } = useTranslation();
  return (fields: readonly ReservationField[]) =>
    fields.map((field) => t(`entry.${field}`)).join(', ');
}

export function ReservationForm({
  initial = EMPTY_RESERVATION,
  editing = false,
  onSaved,
}: {
  initial?: FormValues;
  /** An existing reservation: its number stays, and saving needs no question. */
  editing?: boolean;
  /** After a save (the form says how many were created, updated, unchanged). */
  onSaved: () => void;
}) {
  const { t, i18n } = useTranslation();
  const { projectId } = useAccount();
  const fieldNames = useFieldNames();
  const form = useStaffForm(StaffReservationInputSchema, initial);
  const summary = useFormSummary(form, FIELDS, (field, code) => {
    if (field === 'number' && code === 'invalid_format') return t('entry.errors.numberFormat');
    if (field === 'departure' && code === 'custom') return t('entry.errors.departureOrder');
    if (field === 'firstName' || field === 'room' || field === 'phone') return t('form.invalid');
    return t(`entry.errors.${field}`);
  });
  // The reservation under the typed number, while the staff member decides.
  const [asking, setAsking] = useState<{
    input: StaffReservationInput;
    check: ReservationCheck;
  } | null>(null);
  const question = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (asking) question.current?.focus();
  }, [asking]);

  const save = useMutation({
    mutationFn: (reservation: StaffReservationInput) =>
      api(`/staff/${projectId}/reservations`, ReservationsSavedSchema, {
        method: 'POST',
        body: reservation,
      }),
    onSuccess: () => {
      setAsking(null);
      if (!editing) form.reset(EMPTY_RESERVATION);
      onSaved();
    },
    onError: (error) => summary.showServerIssues(error),
  });
  const check = useMutation({
    mutationFn: (reservation: StaffReservationInput) =>
      api(`/staff/${projectId}/reservations/check`, ReservationCheckSchema, {
        method: 'POST',
        body: reservation,
      }),
    onSuccess: (result, input) => {
      if (result.existing) setAsking({ input, check: result });
      else save.mutate(input);
    },
    onError: (error) => summary.showServerIssues(error),
  });
  const submit = form.handleSubmit(
    (reservation) => {
      save.reset();
      if (editing) save.mutate(reservation);
      else check.mutate(reservation);
    },
    () => {
      save.reset();
      summary.focusSummary();
    },
  );
  const input = (field: Field) => {
    const { type = 'text', required, max } = INPUTS[field];
    const fixed = editing && field === 'number';
    return (
      <TextField
        key={field}
        {...summary.fieldProps(field)}
        label={t(`entry.${field}`)}
        type={type}
        required={required}
        maxLength={max}
        readOnly={fixed || undefined}
        hint={fixed ? t('entry.numberFixed') : undefined}
        min={type === 'number' ? (field === 'adults' ? 1 : 0) : undefined}
      />
    );
  };
  const languageId = `${summary.fieldId('number')}-language`;
  const error = check.error ?? save.error;
  if (asking) {
    const { existing, changes } = asking.check;
    return (
      <div
        ref={question}
        className="confirm confirm--question"
        role="group"
        aria-label={t('entry.change')}
        tabIndex={-1}
      >
        <p>
          {t('entry.exists', {
            number: existing?.number,
            name: [existing?.firstName, existing?.lastName].filter(Boolean).join(' '),
            dates: existing
              ? `${formatDay(existing.arrival)} – ${formatDay(existing.departure)}`
              : '',
          })}{' '}
          {changes.length > 0
            ? t('entry.existsChanges', { fields: fieldNames(changes) })
            : t('entry.existsSame')}
        </p>
        {save.error && <Notice kind="error">{errorText(save.error, t)}</Notice>}
        <div className="actions">
          <button
            type="button"
            className="button button--primary"
            disabled={save.isPending}
            onClick={() => save.mutate(asking.input)}
          >
            {t('entry.change')}
          </button>
          <button type="button" className="button" onClick={() => setAsking(null)}>
            {t('entry.backToForm')}
          </button>
        </div>
      </div>
    );
  }
  return (
    <form className="form entry-form" onSubmit={(event) => void submit(event)} noValidate>
      <ErrorSummary ref={summary.summaryRef} title={t('form.summary')} items={summary.items} />
      {FIELDS.slice(0, 5).map(input)}
      <div className="field">
        <label htmlFor={languageId}>{t('entry.language')}</label>
        <select
          id={languageId}
          {...form.register('language', { setValueAs: (v: string) => v || undefined })}
        >
          <option value="">{t('entry.languageNone')}</option>
          {LANGUAGES.map((lang) => (
            <option key={lang} value={lang}>
              {languageName(lang, i18n.language)}
            </option>
          ))}
        </select>
      </div>
      {FIELDS.slice(5).map(input)}
      {error && <Notice kind="error">{errorText(error, t)}</Notice>}
      {save.data && <Notice kind="success">{t('entry.saved', save.data)}</Notice>}
      <button
        type="submit"
        className="button button--primary"
        disabled={check.isPending || save.isPending}
      >
        {editing ? t('entry.saveChanges') : t('entry.save')}
      </button>
    </form>
  );
}
