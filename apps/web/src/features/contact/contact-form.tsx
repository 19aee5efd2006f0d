import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useMemo, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorSummary } from '../../components/form/error-summary.ts';
import { contactDraftKey } from '../../lib/contact/contact-draft.ts';
import { useFormDraft, useOnValuesChange } from '../../components/form/use-form-draft.ts';
import { useProjectId } from '../../lib/model/model-context.tsx';
import { useGuest } from '../../lib/guest/use-guest.ts';
import { useProfile } from '../../lib/guest-data/guest-data-queries.ts';
import { useActiveLanguage } from '../../i18n/language-store.ts';
import { ContactTextField } from './contact-text-field.tsx';
import {
  CONTACT_FIELDS,
  CONTACT_PARSE_OPTIONS,
  contactErrorLabel,
  contactFormSchema,
  ContactDraftSchema,
  EMPTY_CONTACT_DRAFT,
  type ContactDraft,
  type ContactField,
} from './contact-validation.ts';
import { useSendContactRequest } from './send-contact-request.ts';
import { addToOutbox } from './contact-outbox.ts';
import { useOutboxWaiting } from './use-outbox-waiting.ts';
import type { ContactRequest } from '@hospes/domain';
import '../../components/ui/button.css';
import './contact-form.css';

const parseDraft = (stored: unknown) => ContactDraftSchema.safeParse(stored).data ?? null;

/**
 * The contact form of discover plus and the app variants (spec §1): name,
 * e-mail, optional phone, message and the required privacy consent (spec §5),
 * sent to POST /api/contact/{project}. Errors stand next to their fields and
 * in a summary; a failed send shows the spec §8 text and keeps what the guest
 * typed — also across a reload (the form's draft, in session storage).
 */
export function ContactForm() {
  const { t } = useTranslation();
  const projectId = useProjectId();
  const lang = useActiveLanguage((state) => state.lang);
  const send = useSendContactRequest();
  const draft = useFormDraft({ key: contactDraftKey(projectId), parse: parseDraft });
  const resolver = useMemo(
    () => zodResolver(contactFormSchema(lang), CONTACT_PARSE_OPTIONS, { mode: 'sync' }),
    [lang],
  );
  const form = useForm({
    defaultValues: draft.initial ?? EMPTY_CONTACT_DRAFT,
    resolver,
    // The summary takes the focus; a field's problem goes when the guest changes it.
    shouldFocusError: false,
    reValidateMode: 'onSubmit',
  });
  const { errors } = form.formState;
  // A logged-in guest's name and contact come from their profile (the
  // reservation's), into the fields the guest has left empty.
  const { loggedIn } = useGuest();
  const profile = useProfile().data;
  useEffect(() => {
    if (!loggedIn || !profile) return;
    const name = [profile.firstName, profile.lastName].filter(Boolean).join(' ');
    const known: Partial<Record<'name' | 'email' | 'phone', string | undefined>> = {
      name,
      email: profile.email,
      phone: profile.phoneNumber,
    };
    for (const [field, value] of Object.entries(known) as [
      'name' | 'email' | 'phone',
      string | undefined,
    ][]) {
      if (value && form.getValues(field) === '') form.setValue(field, value);
    }
  }, [loggedIn, profile, form]);
  useOnValuesChange(form.watch, (values) => {
    const typed = parseDraft(values);
    if (typed) draft.save(typed);
  });
  const summaryRef = useRef<HTMLDivElement>(null);
  const formId = useId();
  const fieldId = (field: ContactField) => `${formId}-${field}`;

  const register = (field: keyof ContactDraft) =>
    form.register(field, {
      onChange: () => {
        form.clearErrors(field);
        if (send.isSuccess) send.reset();
      },
    });

  // Written while the device is offline: kept on it and sent when the connection
  // returns. A send that fails while online keeps spec §8: the failure text,
  // and the form keeps what the guest typed.
  const waiting = useOutboxWaiting(projectId);
  const queue = (request: ContactRequest) => {
    send.reset();
    addToOutbox(projectId, request);
    form.reset(EMPTY_CONTACT_DRAFT);
    draft.clear();
  };
  const submit = form.handleSubmit(
    (request) => {
      if (!navigator.onLine) {
        queue(request);
        return;
      }
      send.mutate(request, {
        onSuccess: () => {
          form.reset(EMPTY_CONTACT_DRAFT);
          draft.clear();
        },
      });
    },
    () => {
      send.reset();
      // The summary is rendered by the next frame; move the guest there.
      requestAnimationFrame(() => summaryRef.current?.focus());
    },
  );

  const errorText = (field: ContactField) => {
    const label = contactErrorLabel(field, errors[field]);
    return label ? t(label.key, label.values) : undefined;
  };
  const items = CONTACT_FIELDS.flatMap((field) => {
    const text = errorText(field);
    return text ? [{ targetId: fieldId(field), text }] : [];
  });

  return (
    <form
      className="contact-form"
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-labelledby={`${formId}-title`}
    >
      <h2 id={`${formId}-title`}>{t('contactForm.title')}</h2>
      <ErrorSummary ref={summaryRef} title={t('contactForm.summary')} items={items} />
      <ContactTextField
        id={fieldId('name')}
        label={t('contactForm.name')}
        autoComplete="name"
        registration={register('name')}
        error={errorText('name')}
        required
      />
      <ContactTextField
        id={fieldId('email')}
        label={t('contactForm.email')}
        type="email"
        autoComplete="email"
        registration={register('email')}
        error={errorText('email')}
        required
      />
      <ContactTextField
        id={fieldId('phone')}
        label={t('contactForm.phone')}
        hint={t('contactForm.optional')}
        type="tel"
        autoComplete="tel"
        registration={register('phone')}
        error={errorText('phone')}
      />
      <ContactTextField
        id={fieldId('message')}
        label={t('contactForm.message')}
        multiline
        registration={register('message')}
        error={errorText('message')}
        required
      />
      <div className="contact-form__consent">
        <input
          id={fieldId('privacyAccepted')}
          type="checkbox"
          aria-invalid={errors.privacyAccepted ? true : undefined}
          aria-describedby={
            errors.privacyAccepted ? `${fieldId('privacyAccepted')}-error` : undefined
          }
          required
          {...register('privacyAccepted')}
        />
        <label htmlFor={fieldId('privacyAccepted')}>
          <Trans i18nKey="contactForm.privacy" components={{ privacy: <Link to="/privacy" /> }} />
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
      {waiting && (
        <p className="contact-form__queued" role="status">
          {t('contactForm.queued')}
        </p>
      )}
      <button type="submit" className="ui-button ui-button--primary" disabled={send.isPending}>
        {send.isPending ? t('contactForm.sending') : t('contactForm.send')}
      </button>
    </form>
  );
}
