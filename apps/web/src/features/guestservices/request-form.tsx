import { zodResolver } from '@hookform/resolvers/zod';
import {
  DEFAULT_TIMEZONE,
  requestFieldsSchema,
  zonedDate,
  type RequestFieldValue,
  type RequestForm as RequestFormModel,
} from '@hospes/domain';
import { useId, useMemo, useRef, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { z } from 'zod';
import { ErrorSummary } from '../../components/form/error-summary.ts';
import { useFormDraft, useOnValuesChange } from '../../components/form/use-form-draft.ts';
import { showToast } from '../../components/ui/toast-store.ts';
import { useActiveLanguage } from '../../i18n/language-store.ts';
import { ApiError } from '@hospes/api-client';
import { useProjectId, useProjectModel } from '../../lib/model/model-context.tsx';
import { RequestFieldInput } from './request-field.tsx';
import { useSendRequest } from './send-request.ts';
import '../../components/form/form.css';
import '../../components/ui/button.css';

/** What the form holds: the inputs as typed, and the consent. */
interface RequestValues {
  fields: Record<string, RequestFieldValue>;
  privacyAccepted: boolean;
}

/** What the schema hands on: numbers as numbers, inputs left empty gone. */
interface ParsedRequest {
  fields: Record<string, RequestFieldValue | undefined>;
  privacyAccepted: true;
}

const DraftSchema = z.object({
  fields: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])),
  privacyAccepted: z.boolean(),
});
const parseDraft = (stored: unknown) => DraftSchema.safeParse(stored).data ?? null;

/** A field's starting value: the model's default; a date field starts at today. */
/** Session storage, where the browser allows it (a private window may not). */
function readSession(key: string): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeSession(key: string, value: string): void {
  try {
    sessionStorage.setItem(key, value);
  } catch {
    // Without storage the next form asks again.
  }
}

function initialValues(form: RequestFormModel, today: string): RequestValues {
  const fields: Record<string, RequestFieldValue> = {};
  for (const field of form.fields) {
    if (field.default !== undefined) fields[field.id] = field.default;
    else if (field.type === 'date') fields[field.id] = today;
    else if (field.type === 'checkbox') fields[field.id] = false;
    else fields[field.id] = '';
  }
  return { fields, privacyAccepted: false };
}

/**
 * A guest-service request form (spec §2 /guestservices) on the form kit
 * (docs/decisions/016): the form's fields and the privacy consent (spec §5),
 * checked by the domain's schema of the form — the one the server uses.
 * Sent: the spec's success toast and a link to the inbox. Failed: the spec
 * §8 texts, and what the guest typed stays (also across a reload).
 */
export function RequestForm({ form }: { form: RequestFormModel }) {
  const { t } = useTranslation();
  const model = useProjectModel();
  const projectId = useProjectId();
  const lang = useActiveLanguage((state) => state.lang);
  const today = zonedDate(Date.now(), model._meta.timezone ?? DEFAULT_TIMEZONE);
  const send = useSendRequest();
  const [sentOnce, setSentOnce] = useState(false);
  const draft = useFormDraft({
    key: `hospes:${projectId}:request-draft:${form.id}`,
    parse: parseDraft,
  });
  const resolver = useMemo(
    () =>
      zodResolver(
        z.object({ fields: requestFieldsSchema(form), privacyAccepted: z.literal(true) }),
        undefined,
        { mode: 'sync' },
      ) as unknown as Resolver<RequestValues, unknown, ParsedRequest>,
    [form],
  );
  // The privacy consent, once given in this session, is remembered for the
  // next request (the guest read it once); a new session asks again.
  const consentKey = `hospes:${projectId}:request-consent`;
  const consented = readSession(consentKey) === '1';
  const rhf = useForm<RequestValues, unknown, ParsedRequest>({
    // The draft keeps only what the guest typed; the consent is the session's.
    defaultValues: {
      ...(draft.initial ?? initialValues(form, today)),
      privacyAccepted: consented,
    },
    resolver,
    shouldFocusError: false,
    reValidateMode: 'onSubmit',
  });
  useOnValuesChange(rhf.watch, (values) => {
    const typed = parseDraft(values);
    if (typed) draft.save(typed);
  });
  const formId = useId();
  const summaryRef = useRef<HTMLDivElement>(null);
  const fieldId = (id: string) => `${formId}-${id}`;
  const { errors } = rhf.formState;
  const register = (name: `fields.${string}` | 'privacyAccepted') =>
    rhf.register(name, {
      onChange: () => {
        rhf.clearErrors(name);
        if (send.isError) send.reset();
      },
    });

  const submit = rhf.handleSubmit(
    ({ fields }) => {
      send.mutate(
        { formId: form.id, fields: stripEmpty(fields), privacyAccepted: true, lang },
        {
          onSuccess: () => {
            showToast({ text: t('guestServices.sent'), kind: 'success' });
            writeSession(consentKey, '1');
            rhf.reset({ ...initialValues(form, today), privacyAccepted: true });
            draft.clear();
            setSentOnce(true);
          },
          onError: () => showToast({ text: t('guestServices.failed'), kind: 'error' }),
        },
      );
    },
    () => {
      send.reset();
      requestAnimationFrame(() => summaryRef.current?.focus());
    },
  );

  const fieldError = (id: string) =>
    errors.fields?.[id] ? t('guestServices.fieldInvalid') : undefined;
  const privacyError = errors.privacyAccepted ? t('guestServices.privacyMissing') : undefined;
  const summaryItems = [
    ...form.fields.flatMap((field) => {
      const text = fieldError(field.id);
      return text ? [{ targetId: fieldId(field.id), text: `${field.label}: ${text}` }] : [];
    }),
    ...(privacyError ? [{ targetId: fieldId('privacyAccepted'), text: privacyError }] : []),
  ];
  const tooMany = send.error instanceof ApiError && send.error.status === 429;

  return (
    <form
      className="request-form"
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-labelledby={`${formId}-title`}
    >
      <h2 id={`${formId}-title`}>{form.title}</h2>
      {form.description && <p className="request-form__description">{form.description}</p>}
      <ErrorSummary ref={summaryRef} title={t('guestServices.summary')} items={summaryItems} />
      {form.fields.map((field) => (
        <RequestFieldInput
          key={field.id}
          field={field}
          id={fieldId(field.id)}
          registration={register(`fields.${field.id}`)}
          error={fieldError(field.id)}
        />
      ))}
      <div className="form-check">
        <input
          id={fieldId('privacyAccepted')}
          type="checkbox"
          aria-invalid={privacyError ? true : undefined}
          aria-describedby={privacyError ? `${fieldId('privacyAccepted')}-error` : undefined}
          required
          {...register('privacyAccepted')}
        />
        <label htmlFor={fieldId('privacyAccepted')}>
          <Trans i18nKey="guestServices.privacy" components={{ privacy: <Link to="/privacy" /> }} />
        </label>
        {privacyError && (
          <p id={`${fieldId('privacyAccepted')}-error`} className="form-field__error">
            {privacyError}
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

/** Inputs left empty are not sent. */
function stripEmpty(fields: ParsedRequest['fields']): Record<string, RequestFieldValue> {
  const out: Record<string, RequestFieldValue> = {};
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) out[key] = value;
  return out;
}
