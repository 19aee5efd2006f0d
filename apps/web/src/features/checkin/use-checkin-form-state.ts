import type { CheckinFormResponse } from '@hospes/domain';
import { useRef, useState } from 'react';
import { newIdempotencyKey } from '../../lib/api/idempotency-key.ts';
import {
  clearCheckinDraft,
  readCheckinDraft,
  writeCheckinDraft,
  type CheckinDraft,
  type DraftScope,
} from './checkin-draft.ts';
import {
  errorsOnPage,
  fieldKey,
  firstPageWithError,
  validateForm,
  type FormErrors,
  type FormLayout,
  type FormValues,
} from './form-model.ts';

/** Stored values over the prefill, for the sections the form has now. */
function mergeValues(initial: FormValues, stored: FormValues): FormValues {
  return Object.fromEntries(
    Object.entries(initial).map(([key, fields]) => [key, { ...fields, ...stored[key] }]),
  );
}

export interface CheckinFormStateOptions {
  form: CheckinFormResponse;
  layout: FormLayout;
  scope: DraftScope;
  /** The prefill (spec §3/§5), used when there is no draft. */
  initialValues: FormValues;
  /** The project's calendar date (dates of birth lie before it). */
  today: string;
}

/**
 * The state of a multi-step check-in form (spec §4: next, previous, finish):
 * the draft (values, page, privacy consent, the attempt's key), kept in local
 * storage from the first change on, and the problems shown. The checks are
 * the server's (`validateCheckinSections`), page by page on "next" and all
 * on "finish".
 */
export function useCheckinFormState({
  form,
  layout,
  scope,
  initialValues,
  today,
}: CheckinFormStateOptions) {
  const firstPage = layout.pages[0] ?? 0;
  const [draft, setDraft] = useState<CheckinDraft>(() => {
    const stored = readCheckinDraft(scope);
    if (stored) {
      const page = layout.pages.includes(stored.page) ? stored.page : firstPage;
      return { ...stored, page, values: mergeValues(initialValues, stored.values) };
    }
    return {
      values: initialValues,
      page: firstPage,
      privacyAccepted: false,
      idempotencyKey: newIdempotencyKey(),
      savedAt: Date.now(),
    };
  });
  const [errors, setErrors] = useState<FormErrors>({});
  const [privacyError, setPrivacyError] = useState(false);
  // Several changes can come in one event (the date of birth moves the focus
  // while typing): each builds on the newest draft, not on this render's.
  const latest = useRef(draft);

  const update = (patch: Partial<CheckinDraft>) => {
    const next = { ...latest.current, ...patch, savedAt: Date.now() };
    latest.current = next;
    setDraft(next);
    writeCheckinDraft(scope, next);
  };

  const position = layout.pages.indexOf(draft.page);
  const isFirst = position <= 0;
  const isLast = position === layout.pages.length - 1;

  return {
    draft,
    errors,
    privacyError,
    position,
    isFirst,
    isLast,
    setValue(instanceKey: string, fieldName: string, value: string) {
      const values = latest.current.values;
      update({
        values: { ...values, [instanceKey]: { ...values[instanceKey], [fieldName]: value } },
      });
      const key = fieldKey(instanceKey, fieldName);
      if (errors[key]) setErrors(({ [key]: _fixed, ...rest }) => rest);
    },
    setPrivacy(accepted: boolean) {
      update({ privacyAccepted: accepted });
      if (accepted) setPrivacyError(false);
    },
    /** Checks the page; moves on when it is fine, else returns false and shows the problems. */
    next(): boolean {
      const problems = errorsOnPage(
        layout,
        validateForm(form, layout, draft.values, today),
        draft.page,
      );
      setErrors(problems);
      if (Object.keys(problems).length > 0) return false;
      update({ page: layout.pages[position + 1] ?? draft.page });
      return true;
    },
    previous() {
      setErrors({});
      setPrivacyError(false);
      update({ page: layout.pages[position - 1] ?? draft.page });
    },
    /** Checks everything; on problems shows the first page that has one and returns false. */
    finish(): boolean {
      const problems = validateForm(form, layout, draft.values, today);
      const privacyMissing = !draft.privacyAccepted;
      setErrors(problems);
      setPrivacyError(privacyMissing);
      const page = firstPageWithError(layout, problems);
      if (page !== null && page !== draft.page) update({ page });
      return page === null && !privacyMissing;
    },
    /** Shows the problems the server found (400), on the first page that has one. */
    showServerErrors(problems: FormErrors) {
      setErrors(problems);
      const page = firstPageWithError(layout, problems);
      if (page !== null && page !== draft.page) update({ page });
    },
    /** Forgets the entries (after the check-in, or when the guest cancels). */
    discard() {
      clearCheckinDraft(scope);
    },
  };
}

export type CheckinFormState = ReturnType<typeof useCheckinFormState>;
