import { zonedDate, type CheckinFormResponse, type CheckinResult } from '@hospes/domain';
import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useProjectModel } from '../../lib/model/model-context.tsx';
import { useProjectStore } from '../../lib/project/project-store.ts';
import { useActiveLanguage } from '../../i18n/language-store.ts';
import type { DraftScope } from './checkin-draft.ts';
import { CancelCheckinDialog, ConfirmCheckinDialog } from './checkin-dialogs.tsx';
import { useSubmitCheckin } from './checkin-queries.ts';
import { CheckinSection } from './checkin-section.tsx';
import { CheckinSteps } from './checkin-steps.tsx';
import { ErrorSummary, type ErrorSummaryItem } from './error-summary.tsx';
import { fieldErrorText } from './field-texts.ts';
import {
  pageErrors,
  sectionsInput,
  serverErrors,
  type FormLayout,
  type FormValues,
} from './form-model.ts';
import { stepRefusalOf, validationOf } from '../../lib/api/refusals.ts';
import { reasonMessage, type ReasonContext } from '../../lib/reservations/reason-messages.ts';
import { useCheckinFormState } from './use-checkin-form-state.ts';
import '../../components/ui/button.css';

export interface CheckinFormProps {
  form: CheckinFormResponse;
  layout: FormLayout;
  scope: DraftScope;
  initialValues: FormValues;
  timeZone: string;
  reasonContext: Omit<ReasonContext, 't' | 'lang'>;
  onDone: (result: CheckinResult) => void;
  onCancel: () => void;
}

/**
 * The check-in form, rendered from the project's `formSections` page by page
 * (spec §4: next, previous, finish), with the privacy consent (spec §5) and
 * the confirmation and cancel dialogs. What the guest types is kept as a
 * draft until the check-in went through; a failed send keeps it and says so
 * (spec §8).
 */
export function CheckinForm(props: CheckinFormProps) {
  const { form, layout, scope, initialValues, timeZone, reasonContext, onDone, onCancel } = props;
  const { t } = useTranslation();
  const model = useProjectModel();
  const lang = useActiveLanguage((s) => s.lang);
  const [now] = useState(() => Date.now());
  const today = useMemo(() => zonedDate(now, timeZone), [now, timeZone]);
  const state = useCheckinFormState({ form, layout, scope, initialValues, today });
  const submit = useSubmitCheckin();
  const contexts = useProjectStore((s) => s.contexts);
  const [confirming, setConfirming] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const formId = useId();
  const fieldId = (key: string) => `${formId}-${key.replace(/[^A-Za-z0-9_-]/g, '-')}`;
  const privacyId = `${formId}-privacy`;
  const summaryRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focusTarget = useRef<'summary' | 'heading' | null>(null);
  const { draft, errors, privacyError } = state;

  // After a step or a failed check the new page is rendered: move the guest there.
  useEffect(() => {
    const target = focusTarget.current;
    focusTarget.current = null;
    if (target === 'summary') summaryRef.current?.focus();
    if (target === 'heading') {
      headingRef.current?.focus();
      headingRef.current?.scrollIntoView?.({ block: 'start' });
    }
  });

  const items: ErrorSummaryItem[] = pageErrors(layout, errors, draft.page).map((e) => ({
    targetId: fieldId(e.key),
    text: fieldErrorText(t, e.fieldType, e.message),
  }));
  if (privacyError && state.isLast) {
    items.push({ targetId: privacyId, text: t('checkinForm.privacyMissing') });
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit.reset();
    if (!state.isLast) {
      focusTarget.current = state.next() ? 'heading' : 'summary';
      return;
    }
    if (state.finish()) setConfirming(true);
    else focusTarget.current = 'summary';
  };

  const send = () => {
    submit.mutate(
      {
        type: scope.roomStayId ? 'room_stay' : 'reservation',
        reservation_id: scope.reservationId,
        room_stay_id: scope.roomStayId ?? undefined,
        sections: sectionsInput(layout, draft.values),
        language: lang,
        // spec §3 check-in input: the guest's contexts of the project cache, when there are any.
        ...(Object.keys(contexts).length > 0 ? { contexts } : {}),
        privacy_accepted: true,
        idempotency_key: draft.idempotencyKey,
      },
      {
        onSuccess: (result) => {
          state.discard();
          setConfirming(false);
          onDone(result);
        },
        onError: (error) => {
          setConfirming(false);
          const issues = validationOf(error)?.issues;
          if (issues && issues.length > 0) {
            state.showServerErrors(serverErrors(layout, issues));
            focusTarget.current = 'summary';
          }
        },
      },
    );
  };

  const refusal = stepRefusalOf(submit.error);
  // Bad fields stand next to their fields; anything else gets the spec §8 text.
  const badFields = serverErrors(layout, validationOf(submit.error)?.issues ?? []);
  const showFailure = submit.isError && Object.keys(badFields).length === 0;
  const pageInstances = layout.instances.filter((i) => i.page === draft.page);
  return (
    <form
      className="checkin-form"
      noValidate
      onSubmit={onSubmit}
      aria-labelledby={`${formId}-title`}
    >
      <CheckinSteps layout={layout} current={state.position} />
      <h2 id={`${formId}-title`} ref={headingRef} tabIndex={-1} className="checkin-form__title">
        {t('checkinForm.step', { current: state.position + 1, total: layout.pages.length })}
      </h2>
      <ErrorSummary ref={summaryRef} items={items} />
      {pageInstances.map((instance) => (
        <CheckinSection
          key={instance.key}
          instance={instance}
          values={draft.values[instance.key] ?? {}}
          errors={errors}
          onChange={(name, value) => state.setValue(instance.key, name, value)}
          fieldId={fieldId}
          lang={lang}
          now={now}
          timeZone={timeZone}
        />
      ))}
      {state.isLast && (
        <div className="checkin-form__consent">
          <input
            id={privacyId}
            type="checkbox"
            checked={draft.privacyAccepted}
            onChange={(event) => state.setPrivacy(event.target.checked)}
            aria-invalid={privacyError ? true : undefined}
            aria-describedby={privacyError ? `${privacyId}-error` : undefined}
            required
          />
          <label htmlFor={privacyId}>
            <Trans
              i18nKey="checkinForm.privacy"
              components={{ imprint: <Link to="/impressum" /> }}
            />
          </label>
          {privacyError && (
            <p id={`${privacyId}-error`} className="checkin-field__error">
              {t('checkinForm.privacyMissing')}
            </p>
          )}
        </div>
      )}
      {showFailure && (
        <p className="checkin-form__failure" role="alert">
          {refusal
            ? reasonMessage(refusal.reason, null, {
                ...reasonContext,
                t,
                lang,
                window: refusal.window,
              })
            : t('checkinForm.failed')}
        </p>
      )}
      <div className="checkin-form__actions">
        {!state.isFirst && (
          <button
            type="button"
            className="ui-button ui-button--secondary"
            onClick={() => {
              state.previous();
              focusTarget.current = 'heading';
            }}
          >
            {t('checkinForm.previous')}
          </button>
        )}
        <button type="submit" className="ui-button ui-button--primary checkin-form__next">
          {state.isLast ? t('checkinForm.finish') : t('checkinForm.next')}
        </button>
      </div>
      <p className="checkin-form__note">{t('checkinForm.draftNote')}</p>
      <button type="button" className="checkin-form__cancel" onClick={() => setCancelling(true)}>
        {t('checkinForm.cancel')}
      </button>
      <ConfirmCheckinDialog
        open={confirming}
        hotel={model.name}
        sending={submit.isPending}
        onConfirm={send}
        onBack={() => setConfirming(false)}
      />
      <CancelCheckinDialog
        open={cancelling}
        onKeep={() => setCancelling(false)}
        onDiscard={() => {
          state.discard();
          setCancelling(false);
          onCancel();
        }}
      />
    </form>
  );
}
