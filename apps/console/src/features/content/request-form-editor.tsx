// The guest-service request forms (extra towels, a table, a taxi …) as
// forms: a form's title, description and icon, its fields, and which of its
// fields say when the service takes place (the guests' cancelling closes
// the given hours before). Texts are this language's; the fields, their
// types and choices are the same in every language.
import { REQUEST_FIELD_TYPES } from '@hospes/domain';
import type { FormEvent } from 'react';
import { useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ErrorSummary } from '../../components/form/error-summary.ts';
import { TextField } from '../../components/form/text-field.tsx';
import { useFormSummary } from '../../components/form/use-form-summary.ts';
import { useStaffForm } from '../../components/form/use-staff-form.ts';
import { Notice } from '../../components/ui/notice.tsx';
import type { ModelJson } from '../../lib/content-api.ts';
import {
  ChoiceSelect,
  NewChoiceButton,
  resolveChoice,
  type ChoiceEditorProps,
} from './content-chooser.tsx';
import { DraftActions, intentOf, type DraftIntent } from './draft-actions.tsx';
import {
  SERVICE_ICONS,
  findRequestForm,
  newRequestFormId,
  publishedFieldIds,
  requestFormProblems,
  requestFormValues,
  requestFormsOf,
  withRequestForm,
  withRequestFormValues,
  type RequestFormValues,
} from './request-form-values.ts';
import { translationNote } from './translation-note.ts';

const MAX_FIELDS = 20;

const schema = (model: ModelJson, form: Record<string, unknown>, id: (title: string) => string) =>
  z
    .object({
      title: z.string(),
      description: z.string(),
      icon: z.string(),
      cancellationHours: z.string(),
      startDate: z.string(),
      startTime: z.string(),
      fields: z.array(
        z.object({
          id: z.string(),
          label: z.string(),
          type: z.enum(REQUEST_FIELD_TYPES),
          required: z.boolean(),
          description: z.string(),
          min: z.string(),
          max: z.string(),
          choices: z.string(),
        }),
      ),
    })
    .superRefine((values, ctx) => {
      const formId = id(values.title);
      const next = withRequestForm(model, { ...withRequestFormValues(form, values), id: formId });
      for (const path of new Set(requestFormProblems(next, formId))) {
        ctx.addIssue({ code: 'custom', path: path.split('.') });
      }
      values.fields.forEach((f, i) => {
        const [min, max] = [f.min, f.max].map((v) => Number(v.replace(',', '.')));
        if (f.type === 'number' && f.min && f.max && min! > max!) {
          ctx.addIssue({ code: 'custom', path: ['fields', i, 'max'] });
        }
      });
    });

/** The summary's text of a problem, by the field it is on. */
function problemKey(field: string) {
  const leaf = field.split('.').at(-1);
  if (field.startsWith('fields.')) return `serviceForms.errors.field_${leaf}`;
  return `serviceForms.errors.${field}`;
}

function RequestFormForm({
  model,
  form: requestForm,
  id,
  reference,
  busy,
  onSave,
}: {
  model: ModelJson;
  form: Record<string, unknown>;
  id: (title: string) => string;
  reference: Record<string, unknown> | undefined;
  busy: boolean;
  onSave: (form: Record<string, unknown>, intent: DraftIntent) => void;
}) {
  const { t } = useTranslation();
  const form = useStaffForm(schema(model, requestForm, id), requestFormValues(requestForm));
  const rows = useFieldArray({ control: form.control, name: 'fields' });
  const values = form.watch();
  const checked = [
    'title',
    'description',
    'cancellationHours',
    'fieldList',
    ...values.fields.flatMap((_, i) => [
      `fields.${i}.label`,
      `fields.${i}.min`,
      `fields.${i}.max`,
      `fields.${i}.choices`,
    ]),
  ] as Parameters<typeof form.register>[0][];
  const summary = useFormSummary(form, checked, (key) =>
    t(problemKey(key) as 'serviceForms.errors.title'),
  );
  const props = (path: string) => ({
    id: summary.fieldId(path as 'title'),
    registration: form.register(path as 'title', {
      onChange: () => form.clearErrors(path as 'title'),
    }),
    error: (checked as string[]).includes(path) ? summary.errorOf(path as 'title') : undefined,
  });
  // A field added now is offered under the id it will be published with.
  const ids = publishedFieldIds(values.fields);
  const fieldsOfType = (type: 'date' | 'time') =>
    values.fields
      .map((f, i) => ({ ...f, id: ids[i]! }))
      .filter((f) => f.type === type && f.label.trim());
  const note = translationNote(requestForm, reference, ['title', 'description'], t);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    const intent = intentOf(event);
    void form.handleSubmit((next: RequestFormValues) => {
      onSave({ ...withRequestFormValues(requestForm, next), id: id(next.title) }, intent);
    }, summary.focusSummary)(event);
  };
  return (
    <form className="form item-form" onSubmit={submit} noValidate>
      <ErrorSummary ref={summary.summaryRef} title={t('form.summary')} items={summary.items} />
      {note && <Notice kind="info">{note}</Notice>}
      <TextField {...props('title')} label={t('serviceForms.title')} required />
      <TextField {...props('description')} label={t('serviceForms.description')} rows={2} />
      <div className="grid-fields">
        <label className="field">
          <span>{t('serviceForms.icon')}</span>
          <select {...form.register('icon')}>
            <option value="">{t('serviceForms.noIcon')}</option>
            {SERVICE_ICONS.map((icon) => (
              <option key={icon} value={icon}>
                {t(`serviceForms.icons.${icon}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <fieldset>
        <legend>{t('serviceForms.fields')}</legend>
        {summary.errorOf('fieldList' as 'title') && (
          <span className="field__error">{summary.errorOf('fieldList' as 'title')}</span>
        )}
        {rows.fields.map((row, i) => {
          const n = i + 1;
          const type = values.fields[i]?.type;
          return (
            <fieldset key={row.id} className="request-field">
              <legend>{t('serviceForms.field', { n })}</legend>
              <div className="row-list__row">
                <TextField
                  {...props(`fields.${i}.label`)}
                  label={t('serviceForms.fieldLabel', { n })}
                />
                <label className="field">
                  <span>{t('serviceForms.fieldType', { n })}</span>
                  <select {...form.register(`fields.${i}.type`)}>
                    {REQUEST_FIELD_TYPES.map((kind) => (
                      <option key={kind} value={kind}>
                        {t(`serviceForms.types.${kind}`)}
                      </option>
                    ))}
                  </select>
                </label>
                <label className="check">
                  <input type="checkbox" {...form.register(`fields.${i}.required`)} />
                  {t('serviceForms.fieldRequired', { n })}
                </label>
                <button
                  type="button"
                  className="button button--small"
                  onClick={() => rows.remove(i)}
                >
                  {t('serviceForms.removeField', { n })}
                </button>
              </div>
              {type === 'number' && (
                <div className="grid-fields">
                  <TextField
                    {...props(`fields.${i}.min`)}
                    label={t('serviceForms.fieldMin', { n })}
                    inputMode="numeric"
                  />
                  <TextField
                    {...props(`fields.${i}.max`)}
                    label={t('serviceForms.fieldMax', { n })}
                    inputMode="numeric"
                  />
                </div>
              )}
              {type === 'select' && (
                <TextField
                  {...props(`fields.${i}.choices`)}
                  label={t('serviceForms.fieldChoices', { n })}
                  hint={t('serviceForms.choicesHint')}
                  rows={3}
                />
              )}
              <TextField
                {...props(`fields.${i}.description`)}
                label={t('serviceForms.fieldHint', { n })}
              />
            </fieldset>
          );
        })}
        <p>
          <button
            type="button"
            className="button button--small"
            disabled={rows.fields.length >= MAX_FIELDS}
            onClick={() =>
              rows.append({
                id: '',
                label: '',
                type: 'text',
                required: false,
                description: '',
                min: '',
                max: '',
                choices: '',
              })
            }
          >
            {t('serviceForms.addField')}
          </button>
        </p>
      </fieldset>
      <fieldset className="grid-fields">
        <legend>{t('serviceForms.when')}</legend>
        <label className="field">
          <span>{t('serviceForms.startDate')}</span>
          <select {...form.register('startDate')}>
            <option value="">{t('serviceForms.noField')}</option>
            {fieldsOfType('date').map((f) => (
              <option key={f.id} value={f.id}>
                {f.label || f.id}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span>{t('serviceForms.startTime')}</span>
          <select {...form.register('startTime')}>
            <option value="">{t('serviceForms.noField')}</option>
            {fieldsOfType('time').map((f) => (
              <option key={f.id} value={f.id}>
                {f.label || f.id}
              </option>
            ))}
          </select>
        </label>
        <TextField
          {...props('cancellationHours')}
          label={t('serviceForms.cancellationHours')}
          inputMode="decimal"
        />
      </fieldset>
      <DraftActions
        busy={busy}
        publishLabel={t('serviceForms.publish')}
        previewLabel={t('serviceForms.preview')}
      />
    </form>
  );
}

export function RequestFormEditor({
  model,
  reference,
  busy,
  choice,
  onChoose,
  onSend,
}: ChoiceEditorProps) {
  const { t } = useTranslation();
  const forms = requestFormsOf(model);
  const { isNew, chosen } = resolveChoice(
    choice,
    forms.map((f) => f.id),
  );
  const requestForm = isNew
    ? { title: '', fields: [] }
    : chosen
      ? findRequestForm(model, chosen)
      : undefined;
  return (
    <section className="card form" aria-labelledby="request-forms">
      <h2 id="request-forms">{t('serviceForms.heading')}</h2>
      {forms.length > 0 && (
        <ChoiceSelect
          label={t('serviceForms.form')}
          groups={[{ options: forms }]}
          isNew={isNew}
          chosen={chosen}
          newTitle={t('serviceForms.newTitle')}
          onChoose={onChoose}
        />
      )}
      {forms.length === 0 && !isNew && <Notice kind="info">{t('serviceForms.none')}</Notice>}
      {!isNew && <NewChoiceButton label={t('serviceForms.newForm')} onChoose={onChoose} />}
      {requestForm && (
        <RequestFormForm
          key={isNew ? 'new' : chosen}
          model={model}
          form={requestForm}
          id={(title) => (isNew ? newRequestFormId(model, title) : (chosen ?? ''))}
          reference={reference && chosen && !isNew ? findRequestForm(reference, chosen) : undefined}
          busy={busy}
          onSave={(next, intent) => {
            onSend(withRequestForm(model, next), intent);
            if (isNew && intent === 'publish') onChoose({ id: next.id as string });
          }}
        />
      )}
    </section>
  );
}
