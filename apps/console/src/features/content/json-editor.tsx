// The whole model as JSON, for everything the forms do not cover. It is
// checked against the domain's model schema (the same the server uses)
// before it is sent; the server checks again and refuses it whole.
import { parseProjectModel } from '@hospes/domain';
import { useMemo, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ErrorSummary } from '../../components/form/error-summary.ts';
import { useFormSummary } from '../../components/form/use-form-summary.ts';
import { useStaffForm } from '../../components/form/use-staff-form.ts';
import type { ModelJson } from '../../lib/content-api.ts';
import { DraftActions, intentOf, type SendModel } from './draft-actions.tsx';

const FIELDS = ['source'] as const;

/** The JSON text, parsed and checked as the next version of the model. */
/** (A plain signature: i18next's typed `t` is too deep a type inside a zod transform.) */
type Texts = (key: 'content.jsonInvalid' | 'content.modelInvalid', values: object) => string;

function modelSourceSchema(t: Texts) {
  return z.object({ source: z.string() }).transform((values, ctx) => {
    let json: unknown;
    try {
      json = JSON.parse(values.source);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      ctx.addIssue({
        code: 'custom',
        path: ['source'],
        message: t('content.jsonInvalid', { message }),
      });
      return z.NEVER;
    }
    // `_meta.version` is the server's to set: the edit is checked as the next version.
    const checked = parseProjectModel(json, { toPublish: true });
    if (!checked.ok) {
      ctx.addIssue({
        code: 'custom',
        path: ['source'],
        message: t('content.modelInvalid', {
          path: checked.path || '(root)',
          message: checked.message,
        }),
      });
      return z.NEVER;
    }
    return json as ModelJson;
  });
}

export function JsonEditor({
  model,
  busy,
  schemaUrl,
  onSend,
}: {
  model: ModelJson;
  busy: boolean;
  schemaUrl: string;
  onSend: SendModel;
}) {
  const { t } = useTranslation();
  const schema = useMemo(() => modelSourceSchema(t as unknown as Texts), [t]);
  const form = useStaffForm(schema, { source: JSON.stringify(model, null, 2) });
  const summary = useFormSummary(form, FIELDS, (_field, _code, message) => message);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    const intent = intentOf(event);
    void form.handleSubmit((checked) => onSend(checked, intent), summary.focusSummary)(event);
  };
  const { id, registration, error } = summary.fieldProps('source');
  return (
    <form className="card form" onSubmit={submit} noValidate aria-labelledby="json-editor">
      <h2 id="json-editor">{t('content.json')}</h2>
      <p className="muted">
        {t('content.jsonHelp')}{' '}
        <a href={schemaUrl} target="_blank" rel="noopener">
          {t('content.jsonSchema')}
        </a>
      </p>
      <ErrorSummary ref={summary.summaryRef} title={t('form.summary')} items={summary.items} />
      <label className="visually-hidden" htmlFor={id}>
        {t('content.json')}
      </label>
      <textarea
        id={id}
        className="code"
        rows={18}
        spellCheck={false}
        {...registration}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error && (
        <span id={`${id}-error`} className="field__error">
          {error}
        </span>
      )}
      <DraftActions
        busy={busy}
        publishLabel={t('content.apply')}
        previewLabel={t('content.applyPreview')}
      />
    </form>
  );
}
