// The guest journey's mails in the edited language (docs/journeys.md): each
// message's subject and text with their placeholders, when it goes (days
// before or after arrival or departure, at a time — the default language's
// model decides), whether it is on; the review page and the quiet hours.
import { JOURNEY_PLACEHOLDERS } from '@hospes/domain';
import { useMemo, type FormEvent } from 'react';
import { type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ErrorSummary } from '../../components/form/error-summary.ts';
import { TextField } from '../../components/form/text-field.tsx';
import { useFormSummary } from '../../components/form/use-form-summary.ts';
import { useStaffForm } from '../../components/form/use-staff-form.ts';
import type { ModelJson } from '../../lib/content-api.ts';
import { DraftActions, intentOf, type SendModel } from './draft-actions.tsx';
import {
  journeyFromValues,
  journeyProblems,
  journeyValues,
  withJourney,
  type JourneyValues,
} from './journey-values.ts';

const PLACEHOLDERS = JOURNEY_PLACEHOLDERS.map((p) => `{${p}}`).join(' ');

function formSchema(model: ModelJson) {
  const text = z.string();
  return z
    .object({
      active: z.boolean(),
      reviewUrl: text,
      quietFrom: text,
      quietTo: text,
      steps: z.array(
        z.object({
          id: text,
          target: text,
          active: z.boolean(),
          anchor: z.enum(['arrival', 'departure']),
          offsetDays: text,
          time: text,
          subject: text,
          text,
        }),
      ),
    })
    .superRefine((values, ctx) => {
      for (const { field } of journeyProblems(journeyFromValues(model, values as JourneyValues)))
        ctx.addIssue({ code: 'custom', path: field.split('.'), message: '' });
    });
}

type Field = FieldPath<JourneyValues>;

function JourneyFields({
  model,
  values,
  busy,
  onSend,
}: {
  model: ModelJson;
  values: JourneyValues;
  busy: boolean;
  onSend: SendModel;
}) {
  const { t } = useTranslation();
  const schema = useMemo(() => formSchema(model), [model]);
  const form = useStaffForm(schema, values);
  const steps = values.steps;
  const fields: Field[] = [
    'reviewUrl',
    'quietFrom',
    'quietTo',
    ...steps.flatMap((_, i): Field[] => [
      `steps.${i}.offsetDays`,
      `steps.${i}.time`,
      `steps.${i}.subject`,
      `steps.${i}.text`,
    ]),
  ];
  const summary = useFormSummary(form, fields, (field) => {
    const key = field.split('.').at(-1);
    if (key === 'subject' || key === 'text')
      return t('journeyForm.errors.placeholders', { placeholders: PLACEHOLDERS });
    if (key === 'offsetDays') return t('journeyForm.errors.days');
    if (key === 'reviewUrl') return t('journeyForm.errors.url');
    return t('journeyForm.errors.time');
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    const intent = intentOf(event);
    void form.handleSubmit(
      (v) => onSend(withJourney(model, journeyFromValues(model, v as JourneyValues)), intent),
      summary.focusSummary,
    )(event);
  };
  return (
    <form className="card form" onSubmit={submit} noValidate aria-labelledby="journey-form">
      <h2 id="journey-form">{t('journeyForm.title')}</h2>
      <p className="muted">{t('journeyForm.hint', { placeholders: PLACEHOLDERS })}</p>
      <ErrorSummary ref={summary.summaryRef} title={t('form.summary')} items={summary.items} />
      <label className="check">
        <input type="checkbox" {...form.register('active')} />
        {t('journeyForm.active')}
      </label>
      <div className="grid-fields">
        <TextField
          {...summary.fieldProps('reviewUrl')}
          label={t('journeyForm.reviewUrl')}
          type="url"
        />
        <TextField
          {...summary.fieldProps('quietFrom')}
          label={t('journeyForm.quietFrom')}
          type="time"
        />
        <TextField
          {...summary.fieldProps('quietTo')}
          label={t('journeyForm.quietTo')}
          type="time"
        />
      </div>
      {steps.map((step, i) => (
        <fieldset key={step.id} className="stack">
          <legend>
            {t('journeyForm.step', { id: step.id })}{' '}
            <span className="muted small">
              ({t(`journeyForm.target.${step.target as 'checkin'}`, { defaultValue: step.target })})
            </span>
          </legend>
          <label className="check">
            <input type="checkbox" {...form.register(`steps.${i}.active`)} />
            {t('journeyForm.stepActive')}
          </label>
          <div className="grid-fields">
            <TextField
              {...summary.fieldProps(`steps.${i}.offsetDays`)}
              label={t('journeyForm.offsetDays')}
              hint={t('journeyForm.offsetHint')}
              type="number"
            />
            <label className="field">
              <span>{t('journeyForm.anchor')}</span>
              <select {...form.register(`steps.${i}.anchor`)}>
                <option value="arrival">{t('journeyForm.arrival')}</option>
                <option value="departure">{t('journeyForm.departure')}</option>
              </select>
            </label>
            <TextField
              {...summary.fieldProps(`steps.${i}.time`)}
              label={t('journeyForm.time')}
              type="time"
            />
          </div>
          <TextField
            {...summary.fieldProps(`steps.${i}.subject`)}
            label={t('journeyForm.subject')}
            required
          />
          <TextField
            {...summary.fieldProps(`steps.${i}.text`)}
            label={t('journeyForm.text')}
            rows={8}
            required
          />
        </fieldset>
      ))}
      <DraftActions
        busy={busy}
        publishLabel={t('journeyForm.publish')}
        previewLabel={t('journeyForm.preview')}
      />
    </form>
  );
}

export function JourneyForm({
  model,
  busy,
  onSend,
}: {
  model: ModelJson;
  busy: boolean;
  onSend: SendModel;
}) {
  const { t } = useTranslation();
  const values = journeyValues(model);
  if (!values)
    return (
      <section className="card" aria-labelledby="journey-form">
        <h2 id="journey-form">{t('journeyForm.title')}</h2>
        <p className="muted">{t('journeyForm.none')}</p>
      </section>
    );
  return <JourneyFields model={model} values={values} busy={busy} onSend={onSend} />;
}
