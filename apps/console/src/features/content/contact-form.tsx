// Contact data (imprint and privacy policy too) and the custom popups'
// texts and validity, as a form. A popup needs a title and cannot end before
// it starts; the rest is free text, as the model has it.
import type { FormEvent } from 'react';
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
  CONTACT_FIELDS,
  contactValues,
  popupValues,
  withContactAndPopups,
} from './contact-values.ts';

const LONG = new Set<string>(['impressum', 'privacy']);

const ContactFormSchema = z.object({
  contact: z.object(Object.fromEntries(CONTACT_FIELDS.map((key) => [key, z.string()]))),
  popups: z.array(
    // Both checks in one refinement: each runs whatever the other finds.
    z
      .object({
        id: z.string(),
        type: z.string(),
        title: z.string(),
        description: z.string(),
        validFrom: z.string(),
        validTo: z.string(),
      })
      .superRefine((p, ctx) => {
        if (!p.title.trim()) ctx.addIssue({ code: 'custom', path: ['title'] });
        if (p.validFrom && p.validTo && p.validTo < p.validFrom) {
          ctx.addIssue({ code: 'custom', path: ['validTo'] });
        }
      }),
  ),
});
type ContactFormValues = z.infer<typeof ContactFormSchema>;
type Field = FieldPath<ContactFormValues>;

export function ContactForm({
  model,
  busy,
  onSend,
}: {
  model: ModelJson;
  busy: boolean;
  onSend: SendModel;
}) {
  const { t } = useTranslation();
  const form = useStaffForm(ContactFormSchema, {
    contact: contactValues(model),
    popups: popupValues(model),
  });
  const popups = form.getValues('popups');
  const fields: Field[] = popups.flatMap((_, i): Field[] => [
    `popups.${i}.title`,
    `popups.${i}.validTo`,
  ]);
  const summary = useFormSummary(form, fields, (field) =>
    field.endsWith('.title') ? t('contactForm.errors.popupTitle') : t('contactForm.errors.validTo'),
  );
  const submit = (event: FormEvent<HTMLFormElement>) => {
    const intent = intentOf(event);
    void form.handleSubmit(
      (values) =>
        onSend(
          withContactAndPopups(
            model,
            { ...contactValues(model), ...values.contact },
            values.popups,
          ),
          intent,
        ),
      summary.focusSummary,
    )(event);
  };
  const plain = summary.plainProps;
  return (
    <form className="card form" onSubmit={submit} noValidate aria-labelledby="contact-form">
      <h2 id="contact-form">{t('contactForm.title')}</h2>
      <ErrorSummary ref={summary.summaryRef} title={t('form.summary')} items={summary.items} />
      <div className="grid-fields">
        {CONTACT_FIELDS.filter((key) => !LONG.has(key)).map((key) => (
          <TextField key={key} {...plain(`contact.${key}`)} label={t(`contactForm.${key}`)} />
        ))}
      </div>
      {(['impressum', 'privacy'] as const).map((key) => (
        <TextField
          key={key}
          {...plain(`contact.${key}`)}
          label={t(`contactForm.${key}`)}
          rows={5}
          hint={t('content.htmlHint')}
        />
      ))}
      {popups.length > 0 && (
        <fieldset className="stack">
          <legend>{t('contactForm.popups')}</legend>
          {popups.map((p, i) => (
            <fieldset key={p.id} className="grid-fields">
              <legend>
                {t('contactForm.popup', { id: p.id })}{' '}
                <span className="muted small">({p.type})</span>
              </legend>
              <TextField
                {...summary.fieldProps(`popups.${i}.title`)}
                label={t('contactForm.popupTitle')}
                required
              />
              <TextField
                {...plain(`popups.${i}.description`)}
                label={t('contactForm.popupText')}
                rows={2}
              />
              <TextField
                {...plain(`popups.${i}.validFrom`)}
                label={t('contactForm.validFrom')}
                type="date"
              />
              <TextField
                {...summary.fieldProps(`popups.${i}.validTo`)}
                label={t('contactForm.validTo')}
                type="date"
              />
            </fieldset>
          ))}
        </fieldset>
      )}
      <DraftActions
        busy={busy}
        publishLabel={t('contactForm.publish')}
        previewLabel={t('contactForm.preview')}
      />
    </form>
  );
}
