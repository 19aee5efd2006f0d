import { useId, useRef, useState, type FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useProjectId } from '../../lib/model/model-context.tsx';
import { useActiveLanguage } from '../../i18n/language-store.ts';
import {
  clearContactDraft,
  EMPTY_DRAFT,
  readContactDraft,
  writeContactDraft,
  type ContactDraft,
} from './contact-draft.ts';
import { ContactTextField } from './contact-text-field.tsx';
import {
  CONTACT_FIELDS,
  validateContact,
  type ContactField,
  type FieldError,
} from './contact-validation.ts';
import { useSendContactRequest } from './send-contact-request.ts';
import '../../components/ui/button.css';
import './contact-form.css';

type Errors = Partial<Record<ContactField, FieldError>>;

/**
 * The contact form of discover plus and the app variants (spec §1): name,
 * e-mail, optional phone, message and the required privacy consent (spec §5),
 * sent to POST /api/contact/{project}. Errors stand next to their fields and
 * in a summary; a failed send shows the spec §8 text and keeps what the guest
 * typed — also across a reload (draft in session storage).
 */
export function ContactForm() {
  const { t } = useTranslation();
  const projectId = useProjectId();
  const lang = useActiveLanguage((state) => state.lang);
  const send = useSendContactRequest();
  const [draft, setDraft] = useState<ContactDraft>(() => readContactDraft(projectId));
  const [errors, setErrors] = useState<Errors>({});
  const summaryRef = useRef<HTMLDivElement>(null);
  const formId = useId();
  const fieldId = (field: ContactField) => `${formId}-${field}`;

  const change = <K extends keyof ContactDraft>(field: K, value: ContactDraft[K]) => {
    const next = { ...draft, [field]: value };
    setDraft(next);
    writeContactDraft(projectId, next);
    if (errors[field]) setErrors(({ [field]: _fixed, ...rest }) => rest);
    if (send.isSuccess) send.reset();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = validateContact(draft, lang);
    if (!result.ok) {
      setErrors(result.errors);
      send.reset();
      // The summary is rendered by now on the next frame; move the guest there.
      requestAnimationFrame(() => summaryRef.current?.focus());
      return;
    }
    setErrors({});
    send.mutate(result.request, {
      onSuccess: () => {
        setDraft(EMPTY_DRAFT);
        clearContactDraft(projectId);
      },
    });
  };

  const errorList = CONTACT_FIELDS.filter((field) => errors[field]);
  const errorText = (field: ContactField) => {
    const error = errors[field];
    return error ? t(error.key, error.values) : undefined;
  };

  return (
    <form className="contact-form" noValidate onSubmit={submit} aria-labelledby={`${formId}-title`}>
      <h2 id={`${formId}-title`}>{t('contactForm.title')}</h2>
      {errorList.length > 0 && (
        <div ref={summaryRef} className="contact-form__summary" tabIndex={-1} role="alert">
          <p className="contact-form__summary-title">{t('contactForm.summary')}</p>
          <ul>
            {errorList.map((field) => (
              <li key={field}>
                <button
                  type="button"
                  className="contact-form__summary-link"
                  onClick={() => document.getElementById(fieldId(field))?.focus()}
                >
                  {errorText(field)}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
      <ContactTextField
        id={fieldId('name')}
        label={t('contactForm.name')}
        autoComplete="name"
        value={draft.name}
        error={errorText('name')}
        onChange={(value) => change('name', value)}
        required
      />
      <ContactTextField
        id={fieldId('email')}
        label={t('contactForm.email')}
        type="email"
        autoComplete="email"
        value={draft.email}
        error={errorText('email')}
        onChange={(value) => change('email', value)}
        required
      />
      <ContactTextField
        id={fieldId('phone')}
        label={t('contactForm.phone')}
        hint={t('contactForm.optional')}
        type="tel"
        autoComplete="tel"
        value={draft.phone}
        error={errorText('phone')}
        onChange={(value) => change('phone', value)}
      />
      <ContactTextField
        id={fieldId('message')}
        label={t('contactForm.message')}
        multiline
        value={draft.message}
        error={errorText('message')}
        onChange={(value) => change('message', value)}
        required
      />
      <div className="contact-form__consent">
        <input
          id={fieldId('privacyAccepted')}
          type="checkbox"
          checked={draft.privacyAccepted}
          onChange={(event) => change('privacyAccepted', event.target.checked)}
          aria-invalid={errors.privacyAccepted ? true : undefined}
          aria-describedby={
            errors.privacyAccepted ? `${fieldId('privacyAccepted')}-error` : undefined
          }
          required
        />
        <label htmlFor={fieldId('privacyAccepted')}>
          <Trans i18nKey="contactForm.privacy" components={{ imprint: <Link to="/impressum" /> }} />
        </label>
        {errors.privacyAccepted && (
          <p id={`${fieldId('privacyAccepted')}-error`} className="contact-form__error">
            {errorText('privacyAccepted')}
          </p>
        )}
      </div>
      {send.isError && (
        <p className="contact-form__failure" role="alert">
          {t('contactForm.failed')}
        </p>
      )}
      {send.isSuccess && (
        <p className="contact-form__success" role="status">
          {t('contactForm.sent')}
        </p>
      )}
      <button type="submit" className="ui-button ui-button--primary" disabled={send.isPending}>
        {send.isPending ? t('contactForm.sending') : t('contactForm.send')}
      </button>
    </form>
  );
}
