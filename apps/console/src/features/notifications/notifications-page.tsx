// Broadcast a notification to the guests in house or to every guest of the
// project: in the app (the spec's in-app notification) and, when chosen,
// as a push notification to those who allowed it.
import { NotificationOutcomeSchema, StaffNotificationBodySchema } from '@hospes/domain';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ErrorSummary } from '../../components/form/error-summary.ts';
import { TextField } from '../../components/form/text-field.tsx';
import { useFormSummary } from '../../components/form/use-form-summary.ts';
import { useStaffForm } from '../../components/form/use-staff-form.ts';
import { Notice } from '../../components/ui/notice.tsx';
import { Page } from '../../components/ui/page.tsx';
import { errorText } from '../../components/ui/query-state.tsx';
import { api } from '../../lib/api.ts';
import { useAccount } from '../../lib/session.ts';

// The server's schema for the fields this form has (audience, not single guests).
const NotificationFormSchema = z.object({
  audience: z.enum(['in-house', 'all']),
  title: StaffNotificationBodySchema.shape.title,
  body: StaffNotificationBodySchema.shape.body,
  push: z.boolean(),
});
type NotificationForm = z.infer<typeof NotificationFormSchema>;
const FIELDS = ['title', 'body'] as const;
const EMPTY: NotificationForm = { audience: 'in-house', title: '', body: '', push: true };

export function NotificationsPage() {
  const { t } = useTranslation();
  const { projectId } = useAccount();
  const form = useStaffForm(NotificationFormSchema, EMPTY);
  const summary = useFormSummary(form, FIELDS, (field) =>
    field === 'title' ? t('notifications.errors.title') : t('form.invalid'),
  );
  const send = useMutation({
    mutationFn: (notification: NotificationForm) =>
      api(`/staff/${projectId}/notifications`, NotificationOutcomeSchema, {
        method: 'POST',
        body: { ...notification, inapp: true },
      }),
    onSuccess: (_, { audience, push }) => form.reset({ ...EMPTY, audience, push }),
    onError: (error) => summary.showServerIssues(error),
  });
  const submit = form.handleSubmit(
    (notification) => send.mutate(notification),
    () => {
      send.reset();
      summary.focusSummary();
    },
  );
  return (
    <Page title={t('notifications.title')}>
      <form className="card form" onSubmit={(event) => void submit(event)} noValidate>
        <p className="muted">{t('notifications.intro')}</p>
        <ErrorSummary ref={summary.summaryRef} title={t('form.summary')} items={summary.items} />
        <fieldset className="radios">
          <legend>{t('notifications.audience')}</legend>
          {(['in-house', 'all'] as const).map((value) => (
            <label key={value}>
              <input type="radio" value={value} {...form.register('audience')} />
              {t(value === 'in-house' ? 'notifications.inHouse' : 'notifications.all')}
            </label>
          ))}
        </fieldset>
        <TextField
          {...summary.fieldProps('title')}
          label={t('notifications.heading')}
          required
          maxLength={120}
        />
        <TextField
          {...summary.fieldProps('body')}
          label={t('notifications.body')}
          rows={4}
          maxLength={1000}
        />
        <label className="check">
          <input type="checkbox" {...form.register('push')} />
          {t('notifications.push')}
        </label>
        {send.error && <Notice kind="error">{errorText(send.error, t)}</Notice>}
        {send.data && <Notice kind="success">{t('notifications.sent', send.data)}</Notice>}
        <button type="submit" className="button button--primary" disabled={send.isPending}>
          {t('notifications.send')}
        </button>
      </form>
    </Page>
  );
}
