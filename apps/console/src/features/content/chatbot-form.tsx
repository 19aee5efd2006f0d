// The chatbot's look and words (spec §3 webchat configuration) as a form:
// title, start screen, input placeholder, pictures and colours, each colour
// with the live contrast of white text on it. What the chat answers comes
// from the content itself; its groups of questions stay in the JSON section.
import { isHexColour } from '@hospes/domain';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ErrorSummary } from '../../components/form/error-summary.ts';
import { TextField } from '../../components/form/text-field.tsx';
import { useFormSummary } from '../../components/form/use-form-summary.ts';
import { useStaffForm } from '../../components/form/use-staff-form.ts';
import type { ModelJson } from '../../lib/content-api.ts';
import { chatbotValues, withChatbotValues, type ChatbotValues } from './chatbot-values.ts';
import { ColourField } from './colour-field.tsx';
import { DraftActions, intentOf, type SendModel } from './draft-actions.tsx';

const Colour = z
  .string()
  .trim()
  .refine((v) => v === '' || isHexColour(v));
const ChatbotFormSchema = z.object({
  title: z.string().max(120),
  startTitle: z.string().max(200),
  startDescription: z.string().max(1000),
  autotranslateHint: z.string().max(300),
  placeholder: z.string().max(120),
  profileImage: z.string().max(500),
  topImage: z.string().max(500),
  launcherImage: z.string().max(500),
  main: Colour,
  bubbleUser: Colour,
  quickActions: Colour,
});
const COLOURS = ['main', 'bubbleUser', 'quickActions'] as const;
const TEXTS = [
  'title',
  'startTitle',
  'startDescription',
  'autotranslateHint',
  'placeholder',
  'profileImage',
  'topImage',
  'launcherImage',
] as const;

export function ChatbotForm({
  model,
  busy,
  onSend,
}: {
  model: ModelJson;
  busy: boolean;
  onSend: SendModel;
}) {
  const { t } = useTranslation();
  const form = useStaffForm(ChatbotFormSchema, chatbotValues(model));
  const summary = useFormSummary(form, [...TEXTS, ...COLOURS], (field) =>
    (COLOURS as readonly string[]).includes(field) ? t('content.errors.colour') : t('form.invalid'),
  );
  const values = form.watch();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    const intent = intentOf(event);
    void form.handleSubmit(
      (checked: ChatbotValues) => onSend(withChatbotValues(model, checked), intent),
      summary.focusSummary,
    )(event);
  };
  const textField = (field: (typeof TEXTS)[number], rows?: number) => (
    <TextField
      {...summary.fieldProps(field)}
      label={t(`chatbotForm.${field}`)}
      {...(rows ? { rows } : {})}
    />
  );
  return (
    <form className="card form" onSubmit={submit} noValidate aria-labelledby="chatbot-form">
      <h2 id="chatbot-form">{t('chatbotForm.heading')}</h2>
      <p className="muted small">{t('chatbotForm.intro')}</p>
      <ErrorSummary ref={summary.summaryRef} title={t('form.summary')} items={summary.items} />
      {textField('title')}
      {textField('startTitle')}
      {textField('startDescription', 3)}
      {textField('autotranslateHint')}
      {textField('placeholder')}
      <div className="grid-fields">
        {textField('profileImage')}
        {textField('topImage')}
        {textField('launcherImage')}
      </div>
      <fieldset className="colours">
        <legend>{t('chatbotForm.colours')}</legend>
        {COLOURS.map((field) => {
          const { registration, error } = summary.fieldProps(field);
          return (
            <ColourField
              key={field}
              label={t(`chatbotForm.${field}`)}
              value={values[field]}
              registration={registration}
              error={error}
              onPick={(value) => {
                form.setValue(field, value, { shouldDirty: true });
                form.clearErrors(field);
              }}
            />
          );
        })}
      </fieldset>
      <DraftActions
        busy={busy}
        publishLabel={t('chatbotForm.publish')}
        previewLabel={t('chatbotForm.preview')}
      />
    </form>
  );
}
