// The staff's quick replies in the edited language: one per line. Guests
// who use the app in this language are answered with them; without any,
// the console offers its standard replies in that language.
import { QUICK_REPLIES_MAX, QUICK_REPLY_MAX_LENGTH } from '@hospes/domain';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ErrorSummary } from '../../components/form/error-summary.ts';
import { TextField } from '../../components/form/text-field.tsx';
import { useFormSummary } from '../../components/form/use-form-summary.ts';
import { useStaffForm } from '../../components/form/use-staff-form.ts';
import type { ModelJson } from '../../lib/content-api.ts';

const FIELDS = ['replies'] as const;

/** The lines that are replies: trimmed, empty ones dropped. */
export const replyLines = (text: string): string[] =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

const QuickRepliesFormSchema = z.object({
  replies: z
    .string()
    .refine((text) => replyLines(text).length <= QUICK_REPLIES_MAX)
    .refine((text) => replyLines(text).every((line) => line.length <= QUICK_REPLY_MAX_LENGTH)),
});

/** The model's quick replies (`project_settings.staff.quick_replies`). */
export function quickReplies(model: ModelJson): string[] {
  const settings = model.project_settings as { staff?: { quick_replies?: unknown } } | undefined;
  const replies = settings?.staff?.quick_replies;
  return Array.isArray(replies) ? replies.filter((r): r is string => typeof r === 'string') : [];
}

/** The model with these quick replies (none: the setting is removed). */
export function withQuickReplies(model: ModelJson, replies: string[]): ModelJson {
  const settings = { ...(model.project_settings as Record<string, unknown> | undefined) };
  const { quick_replies: _old, ...staff } = (settings.staff ?? {}) as Record<string, unknown>;
  const nextStaff = replies.length > 0 ? { ...staff, quick_replies: replies } : staff;
  if (Object.keys(nextStaff).length > 0) settings.staff = nextStaff;
  else delete settings.staff;
  return { ...model, project_settings: settings };
}

export function QuickRepliesForm({
  model,
  busy,
  onPublish,
}: {
  model: ModelJson;
  busy: boolean;
  onPublish: (model: ModelJson) => void;
}) {
  const { t } = useTranslation();
  const form = useStaffForm(QuickRepliesFormSchema, { replies: quickReplies(model).join('\n') });
  const summary = useFormSummary(form, FIELDS, () =>
    t('quickForm.invalid', { max: QUICK_REPLIES_MAX, length: QUICK_REPLY_MAX_LENGTH }),
  );
  const submit = (event: FormEvent<HTMLFormElement>) =>
    void form.handleSubmit(
      ({ replies }) => onPublish(withQuickReplies(model, replyLines(replies))),
      summary.focusSummary,
    )(event);
  return (
    <form className="card form" onSubmit={submit} noValidate aria-labelledby="quick-form">
      <h2 id="quick-form">{t('quickForm.title')}</h2>
      <ErrorSummary ref={summary.summaryRef} title={t('form.summary')} items={summary.items} />
      <TextField
        {...summary.fieldProps('replies')}
        label={t('quickForm.label')}
        hint={t('quickForm.hint', { max: QUICK_REPLIES_MAX })}
        rows={5}
      />
      <div className="actions">
        <button type="submit" className="button button--primary" disabled={busy}>
          {t('quickForm.publish')}
        </button>
      </div>
    </form>
  );
}
