// The common parts of a language's model as a form: the welcome page's
// greeting, introduction and image, and the brand colours with a live
// contrast check. A field the default language has but this one lacks is
// marked as a missing translation.
import { contrastRatio, isHexColour, MIN_TEXT_CONTRAST } from '@hospes/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Notice } from '../../components/ui/notice.tsx';
import { errorText } from '../../components/ui/query-state.tsx';
import { useUpload, type ModelJson } from '../../lib/content-api.ts';
import { DraftActions, intentOf, type DraftIntent } from './draft-actions.tsx';

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

function Missing({ value, fallback }: { value: string; fallback: string | undefined }) {
  const { t } = useTranslation();
  if (value.trim() || !fallback) return null;
  return (
    <span className="field__hint field__hint--warn">
      {t('content.missing', { value: fallback })}
    </span>
  );
}

function ColourField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
}) {
  const { t } = useTranslation();
  const valid = isHexColour(value);
  const ratio = valid ? contrastRatio(value, '#ffffff') : undefined;
  const id = label.replace(/\W+/g, '-').toLowerCase();
  return (
    <div className="field colour-field">
      <label htmlFor={id}>{label}</label>
      <div className="colour-field__row">
        <input
          id={id}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          placeholder="#1f2d41"
          aria-describedby={`${id}-contrast`}
        />
        <input
          type="color"
          aria-label={label}
          value={valid && value.length === 7 ? value : '#000000'}
          onChange={(e) => onChange(e.target.value)}
        />
        <span
          className="swatch"
          style={{ background: valid ? value : 'transparent' }}
          aria-hidden="true"
        />
      </div>
      <span
        id={`${id}-contrast`}
        className={`field__hint ${ratio !== undefined && ratio < MIN_TEXT_CONTRAST ? 'field__hint--warn' : ''}`}
        aria-live="polite"
      >
        {ratio !== undefined &&
          `${t('content.contrast', { ratio: ratio.toFixed(1) })} ${ratio < MIN_TEXT_CONTRAST ? t('content.contrastLow') : t('content.contrastOk')}`}
      </span>
    </div>
  );
}

/** Upload a picture: the server re-encodes it and answers the URL for the field. */
function ImageUpload({ onUploaded }: { onUploaded: (url: string) => void }) {
  const { t } = useTranslation();
  const upload = useUpload();
  return (
    <div className="field">
      <label htmlFor="welcome-upload">{t('content.upload')}</label>
      <input
        id="welcome-upload"
        type="file"
        accept="image/jpeg,image/png,image/webp,image/gif,image/avif,image/svg+xml"
        aria-describedby="welcome-upload-hint"
        onChange={(e) => {
          const file = e.target.files?.[0];
          if (file) upload.mutate(file, { onSuccess: (answer) => onUploaded(answer.url) });
        }}
      />
      <span id="welcome-upload-hint" className="field__hint">
        {t('content.uploadHint')}
      </span>
      {upload.isPending && <Notice kind="info">{t('content.uploading')}</Notice>}
      {upload.error && <Notice kind="error">{errorText(upload.error, t)}</Notice>}
    </div>
  );
}

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
  const [values, setValues] = useState(initial);
  const set = (key: keyof WelcomeValues) => (value: string) =>
    setValues((v) => ({ ...v, [key]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSend(values, intentOf(event));
  };
  return (
    <form className="card form" onSubmit={submit} aria-labelledby="welcome-form">
      <h2 id="welcome-form">{t('content.welcome')}</h2>
      <label className="field">
        <span>{t('content.greeting')}</span>
        <input
          value={values.greeting}
          maxLength={200}
          onChange={(e) => set('greeting')(e.target.value)}
        />
        <Missing value={values.greeting} fallback={fallback?.greeting} />
      </label>
      <label className="field">
        <span>{t('content.text')}</span>
        <textarea rows={4} value={values.text} onChange={(e) => set('text')(e.target.value)} />
        <Missing value={values.text} fallback={fallback?.text} />
        <span className="field__hint">{t('content.htmlHint')}</span>
      </label>
      <label className="field">
        <span>{t('content.image')}</span>
        <input value={values.image} onChange={(e) => set('image')(e.target.value)} />
      </label>
      <ImageUpload onUploaded={set('image')} />
      {values.image && <img className="preview-image" src={values.image} alt="" />}
      <fieldset className="colours">
        <legend>{t('content.branding')}</legend>
        <ColourField label={t('content.mainColour')} value={values.main} onChange={set('main')} />
        <ColourField
          label={t('content.secondaryColour')}
          value={values.secondary}
          onChange={set('secondary')}
        />
      </fieldset>
      <DraftActions
        busy={busy}
        publishLabel={t('content.publish')}
        previewLabel={t('content.previewDraft')}
      />
    </form>
  );
}
