// The common parts of a language's model as a form: the welcome page's
// greeting, introduction and image, and the brand colours with a live
// contrast check. A field the default language has but this one lacks is
// marked as a missing translation.
import { isHexColour } from '@hospes/domain';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ErrorSummary } from '../../components/form/error-summary.ts';
import { RichTextField } from '../../components/form/rich-text-field.tsx';
import { TextField } from '../../components/form/text-field.tsx';
import { useFormSummary } from '../../components/form/use-form-summary.ts';
import { useStaffForm } from '../../components/form/use-staff-form.ts';
import type { ModelJson } from '../../lib/content-api.ts';
import { DraftActions, intentOf, type DraftIntent } from './draft-actions.tsx';
import { ColourField } from './colour-field.tsx';
import { ImageUpload } from './image-upload.tsx';

export interface WelcomeValues {
  greeting: string;
  text: string;
  image: string;
  main: string;
  secondary: string;
}

const record = (v: unknown): Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
const text = (v: unknown) => (typeof v === 'string' ? v : '');

export function welcomeValues(model: ModelJson): WelcomeValues {
  const top = record(record(model.welcome).top);
  const branding = record(model.branding);
  return {
    greeting: text(top.greeting),
    text: text(top.text),
    image: text(top.welcome_image),
    main: text(branding.color_scheme),
    secondary: text(branding.color_scheme_secondary),
  };
}

/** The model with the form's values; empty optional texts are left out. */
export function withWelcomeValues(model: ModelJson, values: WelcomeValues): ModelJson {
  const welcome = record(model.welcome);
  const top: Record<string, unknown> = { ...record(welcome.top) };
  const set = (target: Record<string, unknown>, key: string, value: string) => {
    if (value.trim()) target[key] = value;
    else delete target[key];
  };
  set(top, 'greeting', values.greeting);
  set(top, 'text', values.text);
  set(top, 'welcome_image', values.image.trim());
  const branding: Record<string, unknown> = { ...record(model.branding) };
  set(branding, 'color_scheme', values.main.trim());
  set(branding, 'color_scheme_secondary', values.secondary.trim());
  return { ...model, welcome: { ...welcome, top }, branding };
}

/** A brand colour: empty (the default) or a hex colour, as the model schema has it. */
const OptionalColour = z
  .string()
  .trim()
  .refine((v) => v === '' || isHexColour(v));
const WelcomeFormSchema = z.object({
  greeting: z.string().max(200),
  text: z.string(),
  image: z.string(),
  main: OptionalColour,
  secondary: OptionalColour,
});
const FIELDS = ['greeting', 'text', 'image', 'main', 'secondary'] as const;

export function WelcomeForm({
  initial,
  fallback,
  busy,
  onSend,
}: {
  initial: WelcomeValues;
  /** The default language's values, for missing translations (undefined on the default language). */
  fallback: WelcomeValues | undefined;
  busy: boolean;
  /** Publish the values, or preview them in the guest app. */
  onSend: (values: WelcomeValues, intent: DraftIntent) => void;
}) {
  const { t } = useTranslation();
  const form = useStaffForm(WelcomeFormSchema, initial);
  const summary = useFormSummary(form, FIELDS, (field) =>
    field === 'main' || field === 'secondary' ? t('content.errors.colour') : t('form.invalid'),
  );
  const values = form.watch();
  const pick = (field: 'main' | 'secondary' | 'image') => (value: string) => {
    form.setValue(field, value, { shouldDirty: true });
    form.clearErrors(field);
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    const intent = intentOf(event);
    void form.handleSubmit((checked) => onSend(checked, intent), summary.focusSummary)(event);
  };
  const colour = (field: 'main' | 'secondary', label: string) => {
    const { registration, error } = summary.fieldProps(field);
    return (
      <ColourField
        label={label}
        value={values[field]}
        registration={registration}
        error={error}
        onPick={pick(field)}
      />
    );
  };
  return (
    <form className="card form" onSubmit={submit} noValidate aria-labelledby="welcome-form">
      <h2 id="welcome-form">{t('content.welcome')}</h2>
      <ErrorSummary ref={summary.summaryRef} title={t('form.summary')} items={summary.items} />
      <TextField
        {...summary.fieldProps('greeting')}
        label={t('content.greeting')}
        maxLength={200}
        warning={missing(values.greeting, fallback?.greeting)}
      />
      <RichTextField
        id={summary.fieldId('text')}
        label={t('content.text')}
        value={values.text}
        onChange={(html) => form.setValue('text', html, { shouldDirty: true })}
        warning={missing(values.text, fallback?.text)}
        hint={t('rich.hint')}
      />
      <TextField {...summary.fieldProps('image')} label={t('content.image')} />
      <ImageUpload id="welcome-upload" onUploaded={pick('image')} />
      {values.image && <img className="preview-image" src={values.image} alt="" />}
      <fieldset className="colours">
        <legend>{t('content.branding')}</legend>
        {colour('main', t('content.mainColour'))}
        {colour('secondary', t('content.secondaryColour'))}
      </fieldset>
      <DraftActions
        busy={busy}
        publishLabel={t('content.publish')}
        previewLabel={t('content.previewDraft')}
      />
    </form>
  );

  /** The default language's text, marked missing here (undefined when it is not). */
  function missing(value: string, fallbackValue: string | undefined): string | undefined {
    if (value.trim() || !fallbackValue) return undefined;
    return t('content.missing', { value: fallbackValue });
  }
}
