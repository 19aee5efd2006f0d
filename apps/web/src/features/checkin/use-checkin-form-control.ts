import { zodResolver } from '@hookform/resolvers/zod';
import type { CheckinFormResponse } from '@hospes/domain';
import { useCallback, useRef, useState } from 'react';
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { z } from 'zod';
import {
  clearDraft,
  useFormDraft,
  useOnValuesChange,
  writeDraft,
} from '../../components/form/use-form-draft.ts';
import { newIdempotencyKey } from '../../lib/api/idempotency-key.ts';
import { checkinDraftOptions, type CheckinDraft, type DraftScope } from './checkin-draft.ts';
import {
  errorsOnPage,
  fieldKey,
  firstPageWithError,
  validateForm,
  type FormErrors,
  type FormLayout,
  type FormValues,
} from './form-model.ts';

/** What react-hook-form holds: the fields by section instance, and the privacy consent. */
export interface CheckinFields {
  values: FormValues;
  privacyAccepted: boolean;
}

/** The check of one step: the fields of `page`, or everything and the consent when `finish`. */
interface Step {
  page: number;
  finish: boolean;
}

const CheckinFieldsSchema = z.object({
  values: z.record(z.string(), z.record(z.string(), z.string())),
  privacyAccepted: z.boolean(),
});

/** The privacy consent's error (spec §5), as the form holds it. */
export const PRIVACY_MISSING = 'privacy_missing';

/**
 * spec §4/§5: the check of a step as a schema — the rules the server applies
 * (`validateCheckinSections`), page by page on "next", all of them and the
 * privacy consent on "finish".
 */
function checkinSchema(form: CheckinFormResponse, layout: FormLayout, today: string, step: Step) {
  return CheckinFieldsSchema.superRefine((fields, ctx) => {
    const all = validateForm(form, layout, fields.values, today);
    const problems = step.finish ? all : errorsOnPage(layout, all, step.page);
    for (const instance of layout.instances) {
      for (const field of instance.section.fields) {
        const message = problems[fieldKey(instance.key, field.name)];
        if (message)
          ctx.addIssue({ code: 'custom', path: ['values', instance.key, field.name], message });
      }
    }
    if (step.finish && !fields.privacyAccepted) {
      ctx.addIssue({ code: 'custom', path: ['privacyAccepted'], message: PRIVACY_MISSING });
    }
  });
}

/** The form's field errors as the form model names them (`instanceKey/fieldName` → message). */
function flatErrors(errors: FieldErrors<CheckinFields>): FormErrors {
  const flat: FormErrors = {};
  for (const [instanceKey, fields] of Object.entries(errors.values ?? {})) {
    for (const [name, error] of Object.entries(fields ?? {})) {
      const message = (error as { message?: unknown } | undefined)?.message;
      if (typeof message === 'string') flat[fieldKey(instanceKey, name)] = message;
    }
  }
  return flat;
}

/** Stored values over the prefill, for the sections the form has now. */
function mergeValues(initial: FormValues, stored: FormValues): FormValues {
  return Object.fromEntries(
    Object.entries(initial).map(([key, fields]) => [key, { ...fields, ...stored[key] }]),
  );
}

export interface CheckinFormControlOptions {
  form: CheckinFormResponse;
  layout: FormLayout;
  scope: DraftScope;
  /** The prefill (spec §3/§5), used when there is no draft. */
  initialValues: FormValues;
  /** The project's calendar date (dates of birth lie before it). */
  today: string;
}

/**
 * The state of a multi-step check-in form on the form kit (spec §4: next,
 * previous, finish): react-hook-form holds the fields and the consent, the
 * step's check is the server's rules as a schema, and the draft (values,
 * page, consent, the attempt's key) is kept from the first change on.
 */
export function useCheckinFormControl(options: CheckinFormControlOptions) {
  const { form, layout, scope, initialValues, today } = options;
  const firstPage = layout.pages[0] ?? 0;
  const draft = useFormDraft(checkinDraftOptions(scope));
  const [start] = useState<CheckinDraft>(() => {
    const stored = draft.initial;
    if (!stored) {
      return {
        values: initialValues,
        page: firstPage,
        privacyAccepted: false,
        idempotencyKey: newIdempotencyKey(),
      };
    }
    const page = layout.pages.includes(stored.page) ? stored.page : firstPage;
    return { ...stored, page, values: mergeValues(initialValues, stored.values) };
  });
  const [page, setPage] = useState(start.page);
  const step = useRef<Step>({ page, finish: false });
  // The resolver checks the step being taken (a ref: the step is known only at submit).
  const resolver = useCallback<Resolver<CheckinFields>>(
    (values, context, resolverOptions) =>
      zodResolver(checkinSchema(form, layout, today, step.current), undefined, {
        mode: 'sync',
      })(values, context, resolverOptions),
    [form, layout, today],
  );
  const fields = useForm<CheckinFields>({
    defaultValues: { values: start.values, privacyAccepted: start.privacyAccepted },
    resolver,
    shouldFocusError: false,
    reValidateMode: 'onSubmit',
  });

  const save = (next: Partial<CheckinDraft>) => {
    const current = fields.getValues();
    writeDraft(checkinDraftOptions(scope), {
      values: current.values,
      privacyAccepted: current.privacyAccepted,
      page,
      idempotencyKey: start.idempotencyKey,
      ...next,
    });
  };
  useOnValuesChange(fields.watch, () => save({}));

  const goTo = (next: number) => {
    setPage(next);
    save({ page: next });
  };
  const position = layout.pages.indexOf(page);
  const isFirst = position <= 0;
  const isLast = position === layout.pages.length - 1;
  const errors = flatErrors(fields.formState.errors);
  const showErrorsPage = (problems: FormErrors) => {
    const first = firstPageWithError(layout, problems);
    if (first !== null && first !== page) goTo(first);
  };

  return {
    values: fields.watch('values'),
    privacyAccepted: fields.watch('privacyAccepted'),
    idempotencyKey: start.idempotencyKey,
    page,
    errors,
    privacyError: fields.formState.errors.privacyAccepted !== undefined,
    position,
    isFirst,
    isLast,
    setValue(instanceKey: string, fieldName: string, value: string) {
      fields.setValue(`values.${instanceKey}.${fieldName}`, value);
      fields.clearErrors(`values.${instanceKey}.${fieldName}`);
    },
    setPrivacy(accepted: boolean) {
      fields.setValue('privacyAccepted', accepted);
      if (accepted) fields.clearErrors('privacyAccepted');
    },
    /**
     * Checks the step — the page ("next") or everything ("finish"); resolves
     * true when it is fine (then "next" has moved on), else shows the problems
     * (on the first page that has one) and resolves false.
     */
    async submitStep(): Promise<boolean> {
      step.current = { page, finish: isLast };
      let ok = false;
      await fields.handleSubmit(
        () => {
          ok = true;
        },
        (problems) => showErrorsPage(flatErrors(problems)),
      )();
      if (ok && !isLast) goTo(layout.pages[position + 1] ?? page);
      return ok;
    },
    previous() {
      fields.clearErrors();
      goTo(layout.pages[position - 1] ?? page);
    },
    /** Shows the problems the server found (400), on the first page that has one. */
    showServerErrors(problems: FormErrors) {
      for (const instance of layout.instances) {
        for (const field of instance.section.fields) {
          const message = problems[fieldKey(instance.key, field.name)];
          if (message) {
            fields.setError(`values.${instance.key}.${field.name}`, { type: 'server', message });
          }
        }
      }
      showErrorsPage(problems);
    },
    /** Forgets the entries (after the check-in, or when the guest cancels). */
    discard() {
      clearDraft(checkinDraftOptions(scope));
    },
  };
}

export type CheckinFormControl = ReturnType<typeof useCheckinFormControl>;
