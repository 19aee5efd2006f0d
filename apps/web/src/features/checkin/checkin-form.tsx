import { zonedDate, type CheckinFormResponse, type CheckinResult } from '@hospes/domain';
import { useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useProjectModel } from '../../lib/model/model-context.tsx';
import { useActiveLanguage } from '../../i18n/language-store.ts';
import type { DraftScope } from './checkin-draft.ts';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { CheckinSection } from './checkin-section.tsx';
import { CheckinSteps, stepName } from './checkin-steps.tsx';
import { ErrorSummary, type ErrorSummaryItem } from '../../components/form/error-summary.ts';
import { fieldErrorText, fieldLabel } from './field-texts.ts';
import { pageErrors, type FormLayout, type FormValues } from './form-model.ts';
import { reasonMessage, type ReasonContext } from '../../lib/reservations/reason-messages.ts';
import { useCheckinFormControl } from './use-checkin-form-control.ts';
import { useFocusAfterRender } from './use-focus-after-render.ts';
import { useSendCheckin } from './use-send-checkin.ts';
import { ScanButton } from './scan/scan-button.tsx';
import { fillFromScan, SCANNABLE } from './scan/scan-fill.ts';
import '../../components/ui/button.css';

/** The page title follows the step: "Step 1 of 2 – Your details · Hotel Alpenrose". */
function useStepTitle(layout: FormLayout, position: number, page: number) {
  const { t } = useTranslation();
  const model = useProjectModel();
  const title = `${t('checkinForm.step', { current: position + 1, total: layout.pages.length })} – ${stepName(t, layout, page)} · ${model.name}`;
  useEffect(() => {
    document.title = title;
  }, [title]);
  useEffect(() => () => void (document.title = model.name), [model.name]);
}

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
  const state = useCheckinFormControl({ form, layout, scope, initialValues, today });
  const [confirming, setConfirming] = useState(false);
  /** Scans so far: a scan's values reach the fields that keep their own text by a new mount. */
  const [scans, setScans] = useState(0);
  const [cancelling, setCancelling] = useState(false);
  const focus = useFocusAfterRender();
  const submit = useSendCheckin({
    control: state,
    layout,
    scope,
    lang,
    onDone,
    onSettled: () => setConfirming(false),
    onBadFields: () => focus.next('summary'),
  });
  const formId = useId();
  const fieldId = (key: string) => `${formId}-${key.replace(/[^A-Za-z0-9_-]/g, '-')}`;
  const privacyId = `${formId}-privacy`;
  const { errors, privacyError } = state;

  // Each problem names its field (and whose it is): "Nationality: Please choose a country."
  const items: ErrorSummaryItem[] = pageErrors(layout, errors, state.page).map((e) => {
    const field = e.instance.section.fields.find((f) => f.name === e.fieldName);
    const whose =
      e.instance.person === null
        ? ''
        : `${t('checkinForm.accompanyingPerson', { number: e.instance.person + 1 })} – `;
    const label = field ? `${whose}${fieldLabel(t, field)}: ` : whose;
    return {
      targetId: fieldId(e.key),
      text: `${label}${fieldErrorText(t, e.fieldType, e.message)}`,
    };
  });
  useStepTitle(layout, state.position, state.page);
  if (privacyError && state.isLast) {
    items.push({ targetId: privacyId, text: t('checkinForm.privacyMissing') });
  }

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    submit.reset();
    const wasLast = state.isLast;
    const ok = await state.submitStep();
    if (!ok) focus.next('summary');
    else if (wasLast) setConfirming(true);
    else focus.next('heading');
  };

  const refusal = submit.refusal;
  const showFailure = submit.failed;
  const pageInstances = layout.instances.filter((i) => i.page === state.page);
  return (
    <form
      className="checkin-form"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-labelledby={`${formId}-title`}
    >
      <CheckinSteps layout={layout} current={state.position} />
      <h2 id={`${formId}-title`} ref={focus.heading} tabIndex={-1} className="checkin-form__title">
        {t('checkinForm.step', { current: state.position + 1, total: layout.pages.length })}
      </h2>
      <ErrorSummary
        ref={focus.summary}
        title={t('checkinForm.summary', { count: items.length })}
        items={items}
      />
      {pageInstances.map((instance) => (
        <div key={instance.key} className="checkin-form__section">
          {SCANNABLE.includes(instance.section.type) && (
            <ScanButton
              onRead={(values) => {
                const filled = fillFromScan(layout, instance, values, state.setValue, (f) =>
                  fieldLabel(t, f),
                );
                // The date of birth's three fields read their value once: they start anew.
                setScans((n) => n + 1);
                return filled;
              }}
              labelOf={(name) => {
                const field = layout.instances
                  .flatMap((i) => i.section.fields)
                  .find((f) => f.name === name);
                return field ? fieldLabel(t, field) : name;
              }}
            />
          )}
          <CheckinSection
            key={`${instance.key}#${scans}`}
            instance={instance}
            values={state.values[instance.key] ?? {}}
            errors={errors}
            onChange={(name, value) => state.setValue(instance.key, name, value)}
            fieldId={fieldId}
            lang={lang}
            now={now}
            timeZone={timeZone}
          />
        </div>
      ))}
      {state.isLast && (
        <div className="checkin-form__consent">
          <input
            id={privacyId}
            type="checkbox"
            checked={state.privacyAccepted}
            onChange={(event) => state.setPrivacy(event.target.checked)}
            aria-invalid={privacyError ? true : undefined}
            aria-describedby={privacyError ? `${privacyId}-error` : undefined}
            required
          />
          <label htmlFor={privacyId}>
            <Trans i18nKey="checkinForm.privacy" components={{ privacy: <Link to="/privacy" /> }} />
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
              focus.next('heading');
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
      <ConfirmDialog
        open={confirming}
        title={t('checkinForm.confirmTitle')}
        text={t('checkinForm.confirmText', { hotel: model.name })}
        backLabel={t('checkinForm.confirmBack')}
        confirmLabel={t('checkinForm.confirmSend')}
        busyLabel={t('checkinForm.sending')}
        busy={submit.pending}
        onConfirm={submit.send}
        onBack={() => setConfirming(false)}
      />
      {/* spec §2/§4: cancelling after the confirmation discards the entries. */}
      <ConfirmDialog
        open={cancelling}
        title={t('checkinForm.cancelTitle')}
        text={t('checkinForm.cancelText')}
        backLabel={t('checkinForm.cancelKeep')}
        confirmLabel={t('checkinForm.cancelDiscard')}
        tone="danger"
        onBack={() => setCancelling(false)}
        onConfirm={() => {
          state.discard();
          setCancelling(false);
          onCancel();
        }}
      />
    </form>
  );
}
