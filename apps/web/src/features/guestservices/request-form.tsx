import {
  DEFAULT_TIMEZONE,
  requestFieldsSchema,
  zonedDate,
  type RequestField,
  type RequestFieldValue,
  type RequestForm as RequestFormModel,
} from '@hospes/domain';
import { useId, useRef, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorSummary } from '../../components/form/error-summary.tsx';
import { showToast } from '../../components/ui/toast-store.ts';
import { ApiError } from '../../lib/api/api-client.ts';
import { useActiveLanguage } from '../../i18n/language-store.ts';
import { useProjectModel } from '../../lib/model/model-context.tsx';
import { RequestFieldInput } from './request-field.tsx';
import { useSendRequest } from './send-request.ts';
import '../../components/ui/button.css';

type Values = Record<string, RequestFieldValue>;

/** A field's starting value: the model's default; a date field starts at today. */
function initialValues(form: RequestFormModel, today: string): Values {
  const values: Values = {};
  for (const field of form.fields) {
    if (field.default !== undefined) values[field.id] = field.default;
    else if (field.type === 'date') values[field.id] = today;
    else if (field.type === 'checkbox') values[field.id] = false;
    else values[field.id] = '';
  }
  return values;
}

/** What the schema checks: numbers typed as text become numbers, empty stays empty. */
function toSend(fields: readonly RequestField[], values: Values): Values {
  const out: Values = {};
  for (const field of fields) {
    const value = values[field.id];
    if (value === undefined) continue;
    out[field.id] =
      field.type === 'number' && typeof value === 'string' && value.trim() !== ''
        ? Number(value)
        : value;
  }
  return out;
}

/**
 * A guest-service request form (spec §2 /guestservices): the form's fields,
 * the privacy consent (spec §5), checked by the same schema as the server.
 * Sent: the spec's success toast and a link to the inbox. Failed: the spec
 * §8 texts, and everything the guest typed stays.
 */
export function RequestForm({ form }: { form: RequestFormModel }) {
  const { t } = useTranslation();
  const model = useProjectModel();
  const lang = useActiveLanguage((state) => state.lang);
  const today = zonedDate(Date.now(), model._meta.timezone ?? DEFAULT_TIMEZONE);
  const [values, setValues] = useState<Values>(() => initialValues(form, today));
  const [privacy, setPrivacy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sentOnce, setSentOnce] = useState(false);
  const send = useSendRequest();
  const formId = useId();
  const summaryRef = useRef<HTMLDivElement>(null);
  const fieldId = (id: string) => `${formId}-${id}`;

  const change = (id: string, value: RequestFieldValue) => {
    setValues((v) => ({ ...v, [id]: value }));
    setErrors(({ [id]: _gone, ...rest }) => rest);
    if (send.isError) send.reset();
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const fields = toSend(form.fields, values);
    const parsed = requestFieldsSchema(form).safeParse(fields);
    const found: Record<string, string> = {};
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0] ?? '');
        if (key && !found[key]) found[key] = t('guestServices.fieldInvalid');
      }
    }
    if (!privacy) found.privacyAccepted = t('guestServices.privacyMissing');
    setErrors(found);
    if (Object.keys(found).length > 0) {
      requestAnimationFrame(() => summaryRef.current?.focus());
      return;
    }
    send.mutate(
      { formId: form.id, fields, privacyAccepted: true, lang },
      {
        onSuccess: () => {
          showToast({ text: t('guestServices.sent'), kind: 'success' });
          setValues(initialValues(form, today));
          setPrivacy(false);
          setSentOnce(true);
        },
        onError: () => showToast({ text: t('guestServices.failed'), kind: 'error' }),
      },
    );
  };

  const tooMany = send.error instanceof ApiError && send.error.status === 429;
  const summaryItems = Object.entries(errors).map(([id, text]) => ({
    targetId: fieldId(id),
    text:
      id === 'privacyAccepted'
        ? text
        : `${form.fields.find((f) => f.id === id)?.label ?? id}: ${text}`,
  }));

  return (
    <form className="request-form" noValidate onSubmit={submit} aria-labelledby={`${formId}-title`}>
      <h2 id={`${formId}-title`}>{form.title}</h2>
      {form.description && <p className="request-form__description">{form.description}</p>}
      <ErrorSummary ref={summaryRef} title={t('guestServices.summary')} items={summaryItems} />
      {form.fields.map((field) => (
        <RequestFieldInput
          key={field.id}
          field={field}
          id={fieldId(field.id)}
          value={values[field.id]}
          error={errors[field.id]}
          onChange={(value) => change(field.id, value)}
        />
      ))}
      <div className="request-form__check">
        <input
          id={fieldId('privacyAccepted')}
          type="checkbox"
          checked={privacy}
          aria-invalid={errors.privacyAccepted ? true : undefined}
          aria-describedby={
            errors.privacyAccepted ? `${fieldId('privacyAccepted')}-error` : undefined
          }
          required
          onChange={(e) => {
            setPrivacy(e.target.checked);
            setErrors(({ privacyAccepted: _gone, ...rest }) => rest);
          }}
        />
        <label htmlFor={fieldId('privacyAccepted')}>
          <Trans i18nKey="guestServices.privacy" components={{ privacy: <Link to="/privacy" /> }} />
        </label>
        {errors.privacyAccepted && (
          <p id={`${fieldId('privacyAccepted')}-error`} className="request-form__error">
            {errors.privacyAccepted}
          </p>
        )}
      </div>
      {send.isError && (
        <p className="request-form__failure" role="alert">
          {t('guestServices.formFailed')}
          {tooMany && <> {t('guestServices.tooMany')}</>}
        </p>
      )}
      {sentOnce && !send.isError && (
        <p className="request-form__success" role="status">
          {t('guestServices.sent')} <Link to="/registrations">{t('guestServices.toInbox')}</Link>
        </p>
      )}
      <button type="submit" className="ui-button ui-button--primary" disabled={send.isPending}>
        {send.isPending ? t('guestServices.sending') : t('guestServices.send')}
      </button>
    </form>
  );
}
